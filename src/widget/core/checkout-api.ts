// GET {gateway}/v1/checkouts/{id}/widget: what the widget needs to know before rendering.
import { type RegistrationMembers, registrationMembers } from '../registrations/lookup';

export type CheckoutLookup =
  | ({
      status: 'open';
      amount: string;
      currency: string;
      /** The amount as the pay buttons show it, formatted by the gateway for the page's locale. */
      amountText?: string;
      shopperResultUrl?: string;
    } & RegistrationMembers)
  | { status: 'paid' }
  | { status: 'notFound' }
  | { status: 'failed' }
  /** Fast checkout: the script came without a checkout id; wallet buttons create one on a click. */
  | { status: 'none' };

/** `locale`: the page's (wpwlOptions.locale), for the amount's text the pay buttons show (amountText). */
export async function lookupCheckout(
  gatewayOrigin: string,
  checkoutId: string,
  locale?: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<CheckoutLookup> {
  try {
    const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
    const url = `${gatewayOrigin}/v1/checkouts/${encodeURIComponent(checkoutId)}/widget${query}`;
    const response = await fetchFn(url, {
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
      amountText?: unknown;
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
      const amountText = typeof body.amountText === 'string' ? { amountText: body.amountText } : {};
      if (/^[A-Z]{3}$/.test(currency)) return { status: 'open', amount, currency, ...amountText, ...extras };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
