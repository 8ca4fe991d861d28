// Behaviour of the gateway's pages, chosen by <body data-page>. Everything the script needs is in
// data-* attributes, so the pages carry no inline script.
import { ASYNC_PROTOCOL, type AsyncMessage, framedByWidget } from '../../../spec/async-protocol';
import { runWalletSheet } from '../../wallets/client/wallet-sheet';
import { METHOD_DONE, runMethod } from './method-runner';

export function startPage(win: Window): void {
  const doc = win.document;
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-autosubmit]')) {
    win.setTimeout(() => form.submit(), Number(form.dataset.autosubmit) || 0);
  }
  const data = doc.body.dataset;
  if (data.page === 'method') runMethod(win, Number(data.timeout) || 10_000);
  else if (data.page === 'method-done') win.parent.postMessage({ type: METHOD_DONE }, win.location.origin);
  else if (data.page === 'complete') {
    complete(
      win,
      data.resultUrl ?? '',
      data.parentOrigin ?? '',
      data.outcome === 'cancel' ? 'cancel' : 'done',
    );
  } else if (data.page === 'wallet-sheet') runWalletSheet(win, data.parentOrigin ?? '');
}

/**
 * Hands the shopper back: to the widget that framed us (done, or cancel: a wallet button shows
 * itself again), else straight to the shop's result URL.
 */
export function complete(
  win: Window,
  resultUrl: string,
  parentOrigin: string,
  type: 'done' | 'cancel' = 'done',
): void {
  if (framedByWidget(win, parentOrigin)) {
    const message: AsyncMessage = { protocol: ASYNC_PROTOCOL, type };
    win.parent.postMessage(message, parentOrigin);
  } else if (resultUrl) {
    win.location.replace(resultUrl);
  }
}
