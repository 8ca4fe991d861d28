// Leaving the page after a payment: to the merchant's result URL, or to the gateway's redirect
// target (3-D Secure, provider pages).
import type { PaymentRedirect } from '../frame-protocol/protocol';
import type { WidgetContext } from './context';

/** `{action}?id={checkoutId}&resourcePath=%2Fv1%2Fcheckouts%2F{checkoutId}%2Fpayment` (or …%2Fregistration) */
export function resultUrl(formAction: string, checkoutId: string, resource = 'payment'): string {
  const resourcePath = encodeURIComponent(`/v1/checkouts/${checkoutId}/${resource}`);
  const separator = formAction.includes('?') ? '&' : '?';
  return `${formAction}${separator}id=${encodeURIComponent(checkoutId)}&resourcePath=${resourcePath}`;
}

/**
 * Follows a redirect (3-D Secure, provider page) with a form submission built from DOM nodes (no
 * markup strings, no inline script) into `target`: '_top', a frame name, or the widget's own
 * iframe. Returns false when the URL is unusable.
 */
export function handleRedirect(redirect: PaymentRedirect, doc: Document, target = '_top'): boolean {
  let url: URL;
  try {
    url = new URL(redirect.url);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const form = doc.createElement('form');
  form.method = redirect.method?.toUpperCase() === 'GET' ? 'get' : 'post';
  form.action = url.href;
  form.target = target;
  form.hidden = true;
  for (const { name, value } of redirect.parameters ?? []) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return true;
}

/** The merchant form's action, or the checkout's shopperResultUrl when the form has none. */
export const returnUrl = (form: HTMLFormElement, ctx: WidgetContext): string =>
  resultUrl(form.getAttribute('action') || ctx.shopperResultUrl || form.action, ctx.checkoutId, ctx.resource);

/** wpwlOptions.shopperResultTarget: the result page opens in that window ('_top', a frame name). */
export const resultNavigator =
  (win: Window, target?: string) =>
  (url: string): unknown =>
    target ? win.open(url, target) : win.location.assign(url);
