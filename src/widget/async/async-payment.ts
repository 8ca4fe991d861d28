// POST {gateway}/v1/checkouts/{id}/async-payment from the merchant page: no card data, so no
// secure-field iframe is involved; the answer is pending with a redirect to the provider.
import type { WidgetContext } from '../core/context';
import type { SubmitOutcome } from '../frame-protocol/protocol';

export async function postAsyncPayment(
  ctx: WidgetContext,
  fields: Record<string, string>,
  fetchFn: typeof fetch = fetch,
): Promise<SubmitOutcome | null> {
  try {
    const response = await fetchFn(
      `${ctx.gatewayOrigin}/v1/checkouts/${encodeURIComponent(ctx.checkoutId)}/async-payment`,
      {
        method: 'POST',
        body: new URLSearchParams(fields),
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
      },
    );
    const body = (await response.json()) as SubmitOutcome['body'];
    return typeof body?.result?.code === 'string' ? { httpStatus: response.status, body } : null;
  } catch {
    return null;
  }
}
