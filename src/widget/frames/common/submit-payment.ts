// Posts the card payment from the gateway origin and turns the answer into a `submitted` outcome
// that can safely cross to the merchant page.
import type { SubmitFailure, SubmitFields, SubmitOutcome } from '../../frame-protocol/protocol';

export type PaymentResult = { ok: true; outcome: SubmitOutcome } | { ok: false; reason: SubmitFailure };

/** What never goes back to the page: the card data, and what the SAQ-A form keeps in frames. */
const SENSITIVE_NAME = /^card\.(number|cvv|holder|expiryMonth|expiryYear)$/;
const FIELD_NAME = /^[\w.[\]-]{1,100}$/;

/**
 * The form body: the page's fields, minus the card number and CVV and minus whatever the frames
 * hold (`framed`: card.cvv, and card.expiryMonth, .expiryYear and .holder with enableSAQACompliance),
 * then the PAN and the frames' values, the empty ones left out.
 */
export function buildPaymentBody(
  fields: SubmitFields,
  pan: string,
  framed: Record<string, string>,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (
      value !== undefined &&
      FIELD_NAME.test(name) &&
      !/^card\.(number|cvv)$/.test(name) &&
      !(name in framed)
    )
      body.append(name, value);
  }
  body.append('card.number', pan);
  for (const [name, value] of Object.entries(framed)) if (value) body.append(name, value);
  return body;
}

/** `route`: payment (card), one-click-payment (a registration with its CVV), bank-payment (IBAN). */
export async function postPayment(
  checkoutId: string,
  body: URLSearchParams,
  pan: string,
  fetchFn: typeof fetch = fetch,
  route = 'payment',
): Promise<PaymentResult> {
  let response: Response;
  try {
    // A URLSearchParams body is sent form-encoded in UTF-8 (fetch sets the Content-Type), with the
    // same-origin credentials; an answer to a POST is never taken from a cache.
    response = await fetchFn(`/v1/checkouts/${encodeURIComponent(checkoutId)}/${route}`, {
      method: 'POST',
      body,
    });
  } catch {
    return { ok: false, reason: 'network' };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, reason: 'badResponse' };
  }
  const clean = sanitize(json, pan, '');
  if (!isGatewayBody(clean)) return { ok: false, reason: 'badResponse' };
  return { ok: true, outcome: { httpStatus: response.status, body: clean } };
}

function isGatewayBody(v: unknown): v is SubmitOutcome['body'] {
  const result = (v as { result?: { code?: unknown } } | null)?.result;
  return typeof v === 'object' && v !== null && typeof result?.code === 'string';
}

/** Defence in depth: the gateway never echoes card data, but if it ever did it stops here. */
export function sanitize(value: unknown, pan: string, parentKey: string): unknown {
  if (typeof value === 'string') return pan.length >= 12 ? value.split(pan).join('****') : value;
  if (Array.isArray(value)) return value.map((item) => sanitize(item, pan, parentKey));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(source)) {
    if (SENSITIVE_NAME.test(key) || SENSITIVE_NAME.test(`${parentKey}.${key}`)) continue;
    if (key === 'value' && typeof source.name === 'string' && SENSITIVE_NAME.test(source.name)) continue;
    out[key] = sanitize(member, pan, key);
  }
  return out;
}
