// A pending payment's redirect (3-D Secure, online transfer, virtual account). By default it opens
// in an in-page iframe (iframe.wpwl-target) in place of the form; paymentTarget '_top' or a frame
// name sends that window there instead. The gateway's last page tells the in-page iframe's parent
// that the flow is over, and the shopper goes to the result URL as after a synchronous payment.

import { type AsyncMessage, asyncMessageType, TARGET_FRAME_PREFIX } from '../../spec/async-protocol';
import type { WidgetContext } from '../core/context';
import { callMerchant } from '../core/errors';
import { handleRedirect, returnUrl } from '../core/navigation';
import { randomHex } from '../frame-protocol/ids';
import type { PaymentRedirect } from '../frame-protocol/protocol';
import { frameSize } from './frame-size';

export interface RedirectHost {
  ctx: WidgetContext;
  merchantForm: HTMLFormElement;
  /** The widget form that paid: the iframe takes its place. */
  form: HTMLFormElement;
  /** Hides every payment form of this mount while the iframe shows (false: shows them again). */
  hideForms(hidden?: boolean): void;
  /** Wallet buttons: the flow stays in the page whatever paymentTarget says (a wallet sheet). */
  inPage?: boolean;
  /** Wallet buttons: a cancelled flow shows the forms again instead of going to the result page. */
  onCancel?(): void;
  /** Other messages of the gateway's page (the wallet sheet's 'authorize'), and a way to answer. */
  onMessage?(data: AsyncMessage, answer: (message: AsyncMessage) => void): void;
}

/** Returns false when the redirect cannot be followed (unusable URL). */
export function followRedirect(redirect: PaymentRedirect, host: RedirectHost): boolean {
  const { ctx, merchantForm, form, hideForms } = host;
  const { win, options, gatewayOrigin } = ctx;
  const doc = win.document;
  // The gateway's own pages learn the way back from the form's action when the checkout has no
  // shopperResultUrl; nothing is added for anyone else's page.
  const sent = redirect.url.startsWith(`${gatewayOrigin}/`)
    ? {
        ...redirect,
        parameters: [...redirect.parameters, { name: 'shopperResultUrl', value: merchantForm.action }],
      }
    : redirect;
  if (options.paymentTarget && !host.inPage) return handleRedirect(sent, doc, options.paymentTarget);

  const frame = doc.createElement('iframe');
  frame.name = TARGET_FRAME_PREFIX + randomHex(8);
  frame.className = 'wpwl-target wpwl-iframe';
  frame.title = ctx.texts.labels.threeDFrame;
  const { width, height } = frameSize(options);
  frame.style.width = width;
  frame.style.height = height;
  // Gone with the iframe (unload, a new attempt) or done: the listener removes itself.
  const onMessage = (event: MessageEvent): void => {
    const type =
      event.source === frame.contentWindow && event.origin === gatewayOrigin
        ? asyncMessageType(event.data)
        : undefined;
    const end = type === 'done' || type === 'cancel';
    if (end || !frame.isConnected) win.removeEventListener('message', onMessage);
    if (type === 'cancel' && host.onCancel) {
      frame.remove();
      hideForms(false);
      host.onCancel();
    } else if (end) ctx.navigate(returnUrl(merchantForm, ctx));
    else if (type)
      host.onMessage?.(event.data, (message) => frame.contentWindow?.postMessage(message, gatewayOrigin));
  };
  win.addEventListener('message', onMessage);
  form.after(frame);
  if (!handleRedirect(sent, doc, frame.name)) {
    frame.remove();
    win.removeEventListener('message', onMessage);
    return false;
  }
  // Attached only now: the initial about:blank of a new iframe may fire a load of its own.
  frame.addEventListener('load', () => callMerchant(options.onLoadThreeDIframe, frame));
  hideForms();
  frame.focus();
  return true;
}
