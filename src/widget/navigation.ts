// Leaving the page after a payment: to the merchant's result URL, or (3-D Secure) to the gateway's
// redirect target.
import type { PaymentRedirect } from './secure-fields/shared/protocol';

/** `{action}?id={checkoutId}&resourcePath=%2Fv1%2Fcheckouts%2F{checkoutId}%2Fpayment` */
export function resultUrl(formAction: string, checkoutId: string): string {
  const resourcePath = encodeURIComponent(`/v1/checkouts/${checkoutId}/payment`);
  const separator = formAction.includes('?') ? '&' : '?';
  return `${formAction}${separator}id=${encodeURIComponent(checkoutId)}&resourcePath=${resourcePath}`;
}

/**
 * The seam for 3-D Secure: follows the gateway's redirect with a top-level form submission built
 * from DOM nodes (no markup strings, no inline script). Returns false when the target is unusable.
 */
export function handleRedirect(redirect: PaymentRedirect, doc: Document): boolean {
  let target: URL;
  try {
    target = new URL(redirect.url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  const form = doc.createElement('form');
  form.method = redirect.method?.toUpperCase() === 'GET' ? 'get' : 'post';
  form.action = target.href;
  form.target = '_top';
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
