// Entry of bank-field.js, the script of the gateway's framed forms: the bank account
// (/v1/bank-field; its IBAN check, with ibantools, is iban-check.js, loaded at the first
// keystroke) and the stored details of a one-click checkout
// (/v1/registration-field). Its own bundle: ibantools stays out of the card fields' and the
// merchant page's scripts.

import { runFramedForm } from '../common/framed-runner';
import { frameParameters, readFrameQuery } from '../common/query';
import { renderStoredFrame } from '../stored-details/stored-frame';
import { renderBankFrame } from './bank-frame';

const parameters = frameParameters(location);
const query = readFrameQuery(parameters, ['accountIban', 'registrations']);
const requireCvv = parameters.get('requireCvv') === 'true';
if (query && window.parent !== window) {
  const env = { win: window, parent: window.parent, query };
  if (query.field === 'accountIban')
    runFramedForm(env, 'accountIban', async (doc, init, link) => renderBankFrame(doc, init.style.css, link));
  if (query.field === 'registrations')
    runFramedForm(env, 'registrations', (doc, init) =>
      renderStoredFrame(doc, query.checkoutId, requireCvv, init.style.css, fetch),
    );
}
