// The framed-forms chunk (paymentWidgets/framed.js): the SEPA direct-debit form and the stored
// details of a one-click checkout, both a gateway frame that posts the payment. Loaded by
// core/load-chunk.ts when a form lists DIRECTDEBIT_SEPA or the checkout has stored details.
export { startDirectDebit } from '../bank/mount-direct-debit';
export { mountOneClick } from '../registrations/mount-one-click';
