// The redirect-forms chunk (paymentWidgets/redirect.js): online transfer and virtual account
// (EPS, PayPal…), and the wallet buttons with fast checkout. Loaded by core/load-chunk.ts when a
// form lists one of those brands.
export { mountAsyncForms } from '../async/mount-async-forms';
export { mountWallets } from '../wallets/mount-wallets';
