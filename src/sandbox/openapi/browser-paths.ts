// Endpoints only the shopper's browser calls: the widget, its gateway-origin frames, and the
// simulated 3-D Secure, provider and wallet pages. Documented briefly (tag "Browser (widget
// internal)") so the document lists every route the sandbox serves; merchants' servers never call
// them. The frame payments carry the parameter sets the routes validate with.
import { RESULT } from '../../spec/result-codes';
import { CHALLENGE_CODE } from '../threeds/test-cards';
import { CHECKOUT_ID, type Endpoint, type Reply, reply, versionedTwin } from './endpoint';

const TAG = 'Browser (widget internal)';
const PAGE = reply('HTML page (strict CSP, no inline script or style)', 'html');
const FLOW_OVER = reply('HTML page: the flow is unknown, over, or its token does not fit', 'html');
const SCRIPT = reply('JavaScript', 'javascript');
const NOT_MODIFIED = reply('Not modified (If-None-Match)', 'none');
const NO_CHECKOUT = reply(`Unknown or expired checkout (${RESULT.CHECKOUT_NOT_FOUND.code})`);
const PAYMENT_REPLIES: Readonly<Record<string, Reply>> = {
  '200': reply(
    'Approved or pending (with redirect); a registration-only checkout answers the registration',
    'PaymentResponse',
  ),
  '400': reply(
    `Invalid parameters, declined, or the checkout is paid already (${RESULT.CHECKOUT_ALREADY_PAID.code})`,
    'PaymentResponse',
  ),
  '404': NO_CHECKOUT,
};
const SESSION_ID = { id: { description: 'The flow’s id, from redirect.url' } };

function page(path: string, operationId: string, summary: string, method: 'get' | 'post' = 'post'): Endpoint {
  const replies: Record<string, Reply> =
    method === 'get' ? { '200': PAGE } : { '200': PAGE, '4XX': FLOW_OVER };
  return { method, path, operationId, summary, tag: TAG, bearer: false, replies };
}

function asset(path: string, operationId: string, summary: string, body: 'javascript' | 'css'): Endpoint {
  const replies = { '200': body === 'css' ? reply('CSS', 'css') : SCRIPT, '304': NOT_MODIFIED };
  return { method: 'get', path, operationId, summary, tag: TAG, bearer: false, replies };
}

/** An asset the gateway's pages link: at its entry URL and at its versioned one. */
function linkedAsset(...args: Parameters<typeof asset>): Endpoint[] {
  const entry = asset(...args);
  return [entry, versionedTwin(entry)];
}

const FRAME_PAYMENTS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/checkouts/{id}/payment',
    operationId: 'browserCheckoutPayment',
    summary: 'The card frame pays the checkout (Origin must be the gateway’s; no token)',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    body: ['browserCheckoutPaymentRequest'],
    replies: {
      ...PAYMENT_REPLIES,
      '403': reply(`Not sent from the gateway origin (${RESULT.ORIGIN_NOT_ALLOWED.code})`),
    },
  },
  {
    method: 'post',
    path: '/v1/checkouts/{id}/bank-payment',
    operationId: 'browserBankPayment',
    summary:
      'The IBAN frame pays by SEPA direct debit (Origin must be the gateway’s); the gateway adds the mandate',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    body: ['browserBankPaymentRequest'],
    replies: {
      ...PAYMENT_REPLIES,
      '403': reply(`Not sent from the gateway origin (${RESULT.ORIGIN_NOT_ALLOWED.code})`),
    },
  },
  {
    method: 'post',
    path: '/v1/checkouts/{id}/one-click-payment',
    operationId: 'browserOneClickPayment',
    summary: 'Pay with one of the checkout’s registrations (CORS; card.cvv only from the gateway origin)',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    body: ['browserOneClickPaymentRequest'],
    replies: {
      ...PAYMENT_REPLIES,
      '403': reply(`A CVV from another origin (${RESULT.ORIGIN_NOT_ALLOWED.code})`),
      '404': reply('Unknown checkout, or a registration it does not offer'),
    },
  },
  {
    method: 'post',
    path: '/v1/checkouts/{id}/async-payment',
    operationId: 'browserRedirectPayment',
    summary: 'The online-transfer and virtual-account forms (CORS, no card data): pending with a redirect',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    body: ['browserRedirectPaymentRequest'],
    replies: PAYMENT_REPLIES,
  },
  {
    method: 'post',
    path: '/v1/checkouts/{id}/wallet-payment',
    operationId: 'browserWalletPayment',
    summary: 'A wallet token from the page’s Apple Pay / Google Pay session (CORS, no card data)',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    body: ['browserWalletPaymentRequest'],
    replies: PAYMENT_REPLIES,
  },
];

const WIDGET: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/checkouts/{id}/widget',
    operationId: 'checkoutForWidget',
    summary:
      'What the widget shows about a checkout: amount, currency (with ?locale=, the amount as its pay button shows it), state, shopperResultUrl, stored details (CORS *)',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    replies: { '200': reply('The checkout', 'CheckoutForWidget'), '404': NO_CHECKOUT },
  },
  {
    method: 'options',
    path: '/v1/checkouts/{id}/widget',
    operationId: 'checkoutForWidgetPreflight',
    summary: 'CORS preflight of the above',
    tag: TAG,
    bearer: false,
    pathParams: CHECKOUT_ID,
    replies: { '204': reply('Allowed: GET from any origin', 'none') },
  },
  {
    method: 'get',
    path: '/v1/wallets/environment',
    operationId: 'walletEnvironment',
    summary: 'Whether the wallet buttons open the sandbox’s simulators (CORS *)',
    tag: TAG,
    bearer: false,
    replies: { '200': reply('The environment', 'WalletEnvironment') },
  },
  asset(
    '/v1/wallet-adapters.js',
    'walletAdapters',
    'The real wallet adapters, for a live gateway (CORS *, SRI)',
    'javascript',
  ),
  page(
    '/v1/secure-field',
    'secureField',
    'The card frames: number and CVV, and with enableSAQACompliance expiry and holder; each page carries its script and stylesheet',
    'get',
  ),
  ...linkedAsset(
    '/v1/secure-field.js',
    'secureFieldScript',
    'Script of the card-number frame (its page carries it too)',
    'javascript',
  ),
  ...linkedAsset(
    '/v1/secure-field.css',
    'secureFieldStyle',
    'Stylesheet of the card frames (their pages carry it too)',
    'css',
  ),
  page('/v1/bank-field', 'bankField', 'The bank-account frame: holder, IBAN, BIC, mandate text', 'get'),
  page(
    '/v1/registration-field',
    'registrationField',
    'The stored-details frame of a one-click checkout',
    'get',
  ),
  ...linkedAsset(
    '/v1/bank-field.js',
    'bankFieldScript',
    'Script of the bank and stored-details frames',
    'javascript',
  ),
  ...linkedAsset(
    '/v1/iban-check.js',
    'ibanCheckScript',
    'The bank frame’s IBAN check, loaded at the first keystroke',
    'javascript',
  ),
  ...linkedAsset(
    '/v1/pages/gateway-pages.js',
    'gatewayPagesScript',
    'Script of the 3-D Secure, ACS, provider and wallet pages',
    'javascript',
  ),
  ...linkedAsset('/v1/pages/gateway-pages.css', 'gatewayPagesStyle', 'Style of those pages', 'css'),
];

const REDIRECT_FLOWS: Endpoint[] = [
  {
    ...page(
      '/v1/threeds/{id}/start',
      'threeDSStart',
      '3DS server: first page of the redirect (threeDSSessionData)',
    ),
    pathParams: SESSION_ID,
  },
  page(
    '/v1/threeds/method-notification',
    'threeDSMethodNotification',
    '3DS server: threeDSMethodNotificationURL',
  ),
  {
    ...page(
      '/v1/threeds/{id}/authenticate',
      'threeDSAuthenticate',
      '3DS server: the AReq with threeDSCompInd',
    ),
    pathParams: SESSION_ID,
  },
  page('/v1/threeds/notification', 'threeDSNotification', '3DS server: the challenge’s end (cres)'),
  page('/v1/acs/method', 'acsMethod', 'Simulated ACS: the 3DS Method (threeDSMethodData)'),
  page(
    '/v1/acs/challenge',
    'acsChallenge',
    `Simulated ACS: the challenge page (creq); the code is ${CHALLENGE_CODE}`,
  ),
  page(
    '/v1/acs/challenge/submit',
    'acsChallengeSubmit',
    'Simulated ACS: the code typed, answered with the CRes',
  ),
  {
    ...page('/v1/providers/{id}', 'providerPage', 'Simulated provider page (token)'),
    pathParams: SESSION_ID,
  },
  {
    ...page(
      '/v1/providers/{id}/decision',
      'providerDecision',
      'The shopper approves, cancels or fails the payment',
    ),
    pathParams: SESSION_ID,
  },
  page('/v1/wallets/sheet', 'walletSheet', 'The simulated Apple Pay / Google Pay sheet'),
  page('/v1/wallets/sheet/decision', 'walletSheetDecision', 'Pay or cancel in the sheet'),
];

export const BROWSER_ENDPOINTS: readonly Endpoint[] = [...FRAME_PAYMENTS, ...WIDGET, ...REDIRECT_FLOWS];
