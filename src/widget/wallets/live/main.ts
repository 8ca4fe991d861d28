// Entry of wallet-adapters.js: the real wallet adapters, loaded by paymentWidgets.js (with SRI) only
// against a live gateway, so the sandbox's pages and the widget's bundle stay without them.
import { type LiveAdapters, REGISTER } from './adapters';
import { mountAmazonPay } from './amazon-pay';
import { applePayAvailable, startApplePay } from './apple-pay';
import { mountGooglePay } from './google-pay';
import { mountPayPal } from './paypal';

const adapters: LiveAdapters = {
  applePayAvailable,
  startApplePay,
  buttons: { GOOGLEPAY: mountGooglePay, AMAZONPAY: mountAmazonPay, PAYPAL_CONTINUE: mountPayPal },
};

const script = document.currentScript as (HTMLScriptElement & Record<string, unknown>) | null;
const register = script?.[REGISTER];
if (typeof register === 'function') register(adapters);
