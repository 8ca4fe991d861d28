// The gateway calls of the browser wallets: from the merchant's page (CORS), no card data.
import type { WalletFlow } from '../wallet-flow';

/** POST {gateway}/v1/checkouts/{id}/{path} for the flow's checkout. */
export async function postToCheckout(
  flow: WalletFlow,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  const { id } = await flow.checkout();
  return fetch(`${flow.gateway}/v1/checkouts/${encodeURIComponent(id)}/${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
  });
}

/** Pays the checkout with the wallet's encrypted token: true when approved (HTTP 200). */
export const payWithToken = (flow: WalletFlow, fields: Record<string, string>): Promise<boolean> =>
  postToCheckout(flow, 'wallet-payment', { ...fields, paymentBrand: flow.brand }).then(
    (response) => response.status === 200,
  );
