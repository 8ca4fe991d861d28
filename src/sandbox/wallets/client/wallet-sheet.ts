// The wallet sheet's script. When the merchant's page has an onPaymentAuthorized (data-authorize),
// Pay first asks the widget, which asks the merchant with the card's payment data (never the
// token); SUCCESS pays, anything else shows the merchant's message and the shopper may pick
// another card or cancel. Without it, or outside the widget's iframe, the form posts as it is.
import './wallet-sheet.css';
import {
  ASYNC_PROTOCOL,
  type AsyncMessage,
  asyncMessageType,
  framedByWidget,
} from '../../../spec/async-protocol';

export function runWalletSheet(win: Window, parentOrigin: string): void {
  const doc = win.document;
  const form = doc.querySelector<HTMLFormElement>('form#wallet-sheet');
  const error = doc.querySelector<HTMLElement>('.gw-wallet-error');
  if (!form || !error || form.dataset.authorize !== 'true' || !framedByWidget(win, parentOrigin)) return;
  let asking = false;

  form.addEventListener('submit', (event) => {
    if ((event.submitter as HTMLButtonElement | null)?.value !== 'approve') return;
    event.preventDefault();
    if (asking) return;
    asking = true;
    error.hidden = true;
    const card = form.querySelector<HTMLInputElement>('input[name="card"]:checked');
    const paymentData: unknown = JSON.parse(card?.dataset.paymentData ?? 'null');
    const message: AsyncMessage = { protocol: ASYNC_PROTOCOL, type: 'authorize', paymentData };
    win.parent.postMessage(message, parentOrigin);
  });

  win.addEventListener('message', (event) => {
    const data = event.data as AsyncMessage;
    if (event.source !== win.parent || event.origin !== parentOrigin) return;
    if (asyncMessageType(data) !== 'authorized' || !asking) return;
    asking = false;
    if (data.transactionState === 'SUCCESS') {
      const decision = doc.createElement('input');
      decision.type = 'hidden';
      decision.name = 'decision';
      decision.value = 'approve';
      form.append(decision);
      form.submit();
      return;
    }
    error.textContent =
      typeof data.message === 'string' && data.message ? data.message : (doc.body.dataset.refused ?? '');
    error.hidden = false;
  });
}
