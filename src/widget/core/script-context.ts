// Where the widget came from: the gateway origin (the only origin it talks to) and the checkout id,
// both read from the script's own src at load time.
import { isCheckoutId } from '../frame-protocol/ids';

export interface ScriptContext {
  gatewayOrigin: string;
  /** null when the src has no usable ?checkoutId= */
  checkoutId: string | null;
  /** `?checkoutId={id}/registration`: a registration-only checkout (the result is at …/registration). */
  resource: 'payment' | 'registration';
}

/** `script` is document.currentScript captured at load; without it, the last widget script tag. */
export function readScriptContext(
  script: HTMLOrSVGScriptElement | null,
  doc: Document,
): ScriptContext | null {
  const tag =
    script instanceof HTMLScriptElement && script.src
      ? script
      : [...doc.querySelectorAll<HTMLScriptElement>('script[src*="paymentWidgets.js"]')].pop();
  if (!tag) return null;
  let url: URL;
  try {
    url = new URL(tag.src, doc.baseURI);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const raw = url.searchParams.get('checkoutId') ?? '';
  const registration = raw.endsWith('/registration');
  const checkoutId = registration ? raw.slice(0, -13) : raw;
  return {
    gatewayOrigin: url.origin,
    checkoutId: checkoutId && isCheckoutId(checkoutId) ? checkoutId : null,
    resource: registration ? 'registration' : 'payment',
  };
}
