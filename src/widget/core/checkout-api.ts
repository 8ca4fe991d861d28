// GET {gateway}/v1/checkouts/{id}/widget: what the widget needs to know before rendering.
import { type RegistrationMembers, registrationMembers } from '../registrations/lookup';

export type CheckoutLookup =
  | ({ status: 'open'; amount: string; currency: string; shopperResultUrl?: string } & RegistrationMembers)
  | { status: 'paid' }
  | { status: 'notFound' }
  | { status: 'failed' }
  /** Fast checkout: the script came without a checkout id; wallet buttons create one on a click. */
  | { status: 'none' };

export async function lookupCheckout(
  gatewayOrigin: string,
  checkoutId: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<CheckoutLookup> {
  try {
    const response = await fetchFn(`${gatewayOrigin}/v1/checkouts/${encodeURIComponent(checkoutId)}/widget`, {
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    if (response.status === 404) return { status: 'notFound' };
    if (!response.ok) return { status: 'failed' };
    const body = (await response.json()) as {
      state?: unknown;
      amount?: unknown;
      currency?: unknown;
      shopperResultUrl?: unknown;
    };
    if (body.state === 'PAID') return { status: 'paid' };
    // shopperResultUrl: a string or absent, from the gateway's own answer.
    const extras = {
      ...registrationMembers(body),
      shopperResultUrl: body.shopperResultUrl as string | undefined,
    };
    if (extras.registration === 'only') return { status: 'open', amount: '0', currency: '', ...extras };
    const { amount, currency } = body;
    if (typeof amount === 'string' && /^\d{1,10}(\.\d{1,3})?$/.test(amount) && typeof currency === 'string') {
      if (/^[A-Z]{3}$/.test(currency)) return { status: 'open', amount, currency, ...extras };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
