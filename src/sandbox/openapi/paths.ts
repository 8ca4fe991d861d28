// The merchant-facing API, one entry per endpoint: what merchants' servers call with the bearer
// token, and what shop pages load. Parameters come from the operations the routes validate with
// (src/spec/operations.ts and the variants in requests.ts); document.ts adds the common answers.
import { OPERATIONS } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { LOCALE_FILE_NAME } from '../assets/locales';
import { QUERY_BY_ID } from '../query/operations';
import { REPORT_DETAIL_PAGED } from '../reporting/operations';
import { SCHEDULE_ID_FORMAT } from '../scheduling/schedules';
import { BRAND_MARKS } from './brand-mark-paths';
import { CHECKOUT_ID, type Endpoint, PAYMENT_ID, REGISTRATION_ID, reply, versionedTwin } from './endpoint';
import { CLOCK, WEBHOOKS } from './living-gateway-paths';
import { REQUEST_LOG } from './request-log-paths';
import { SETTINGS } from './settings-paths';
import { TEST_MERCHANTS } from './test-merchant-paths';
import { THREE_D_SECURE } from './threeds-paths';

const NOT_FOUND_CHECKOUT = reply(
  `Unknown checkout, another merchant’s, or expired without a payment (${RESULT.CHECKOUT_NOT_FOUND.code})`,
);
const NOT_FOUND = reply('No such resource for this merchant');
const INVALID = reply('Invalid parameters, every one listed in result.parameterErrors');
const INVALID_OR_DECLINED = reply(
  'Invalid parameters (listed in result.parameterErrors) or a declined payment',
);
const SCHEDULE_ID = { id: { description: 'Schedule id, 32 letters or digits', format: SCHEDULE_ID_FORMAT } };
const LOCALE_FILE = {
  file: {
    description:
      'A language tag and `.json`: `de.json`, `pt-BR.json`; a regional tag no catalogue has is answered with its language’s (`de-AT.json` → German, `meta.code` says which)',
    format: LOCALE_FILE_NAME,
  },
};

const CHECKOUTS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/checkouts',
    operationId: 'createCheckout',
    summary:
      'Create a checkout for the widget (or, with createRegistration=true and no paymentType, one that only stores details)',
    tag: 'Checkouts',
    bearer: true,
    body: ['createCheckoutRequest', 'registrationCheckoutRequest'],
    replies: {
      '200': reply(`Checkout created (${RESULT.CHECKOUT_CREATED.code})`, 'CheckoutCreated'),
      '400': INVALID,
    },
  },
  {
    method: 'post',
    path: '/v1/checkouts/{id}',
    operationId: 'updateCheckout',
    summary: 'Update an open checkout: the parameters sent replace its own (amount, currency, structures…)',
    tag: 'Checkouts',
    bearer: true,
    pathParams: CHECKOUT_ID,
    body: ['createCheckoutRequest'],
    replies: {
      '200': reply(`Updated (${RESULT.CHECKOUT_UPDATED.code})`, 'IdAnswer'),
      '400': reply(`Invalid parameters, or paid already (${RESULT.CHECKOUT_ALREADY_PAID.code})`),
      '404': NOT_FOUND_CHECKOUT,
    },
  },
  {
    method: 'get',
    path: '/v1/checkouts/{id}/payment',
    operationId: 'checkoutPaymentStatus',
    summary: `The latest payment attempt of a checkout (the shop’s resourcePath); pending ${RESULT.PENDING.code} before any`,
    tag: 'Checkouts',
    bearer: true,
    pathParams: CHECKOUT_ID,
    query: 'entityId',
    replies: {
      '200': reply('Approved or pending', 'PaymentResponse'),
      '400': reply('Declined, or a malformed query string', 'PaymentResponse'),
      '404': NOT_FOUND_CHECKOUT,
    },
  },
  {
    method: 'get',
    path: '/v1/checkouts/{id}/registration',
    operationId: 'checkoutRegistration',
    summary: `The registration of a registration-only checkout; pending ${RESULT.PENDING.code} before it`,
    tag: 'Checkouts',
    bearer: true,
    pathParams: CHECKOUT_ID,
    query: 'entityId',
    replies: {
      '200': reply('Stored, or pending', 'RegistrationResponse'),
      '400': reply(
        `Declined, or the registration was deleted since (${RESULT.REGISTRATION_DEREGISTERED.code})`,
        'RegistrationResponse',
      ),
      '404': NOT_FOUND_CHECKOUT,
    },
  },
];

const PAYMENTS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/payments',
    operationId: 'serverPayment',
    summary:
      'Server-to-server payment (DB, PA) or standalone risk request (RI: risk.score only, no money moves); with shopperResultUrl, 3-D Secure cards and redirect brands answer pending with a redirect',
    tag: 'Payments',
    bearer: true,
    body: ['serverPaymentRequest'],
    replies: { '200': reply('Approved or pending', 'PaymentResponse'), '400': INVALID_OR_DECLINED },
  },
  {
    method: 'get',
    path: '/v1/payments/{id}',
    operationId: 'getPayment',
    summary: 'A payment',
    tag: 'Payments',
    bearer: true,
    pathParams: PAYMENT_ID,
    query: 'entityId',
    replies: {
      '200': reply('Approved or pending', 'PaymentResponse'),
      '400': reply('Declined, or a malformed query string', 'PaymentResponse'),
      '404': reply(`No such payment for this merchant (${RESULT.NOT_FOUND.code})`),
    },
  },
  {
    method: 'post',
    path: '/v1/payments/{id}',
    operationId: 'backOffice',
    summary:
      'Capture (CP), refund (RF), reversal (RV) or chargeback of the payment {id}; the answer names it as referencedId',
    tag: 'Back office',
    bearer: true,
    pathParams: PAYMENT_ID,
    body: ['backOfficeRequest'],
    replies: {
      '200': reply('Done', 'BackOfficeResponse'),
      '400': reply('Invalid parameters, or not possible on that payment', 'BackOfficeResponse'),
      '404': reply('No such payment for this merchant'),
    },
  },
];

const REGISTRATIONS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/registrations',
    operationId: 'registration',
    summary: 'Store a card, bank or token account; sealed at rest',
    tag: 'Registrations',
    bearer: true,
    body: ['registrationRequest'],
    replies: { '200': reply('Stored', 'RegistrationResponse'), '400': INVALID },
  },
  {
    method: 'post',
    path: '/v1/registrations/{id}/payments',
    operationId: 'registrationPayment',
    summary: 'Pay with a registration (card.cvv may be asked again; a holder only with overrideHolder)',
    tag: 'Registrations',
    bearer: true,
    pathParams: REGISTRATION_ID,
    body: ['registrationPaymentRequest'],
    replies: {
      '200': reply('Approved or pending', 'PaymentResponse'),
      '400': reply(
        'Invalid parameters, a malformed or deleted registration, or a declined payment',
        'PaymentResponse',
      ),
      '404': reply(`Unknown registration, or another merchant’s (${RESULT.REGISTRATION_NOT_FOUND.code})`),
    },
  },
  {
    method: 'delete',
    path: '/v1/registrations/{id}',
    operationId: 'deleteRegistration',
    summary:
      'Delete a registration: the sealed details are erased (entityId in the query string or the body)',
    tag: 'Registrations',
    bearer: true,
    pathParams: REGISTRATION_ID,
    query: 'entityId',
    replies: {
      '200': reply('Deleted', 'IdAnswer'),
      '400': reply(
        `Malformed id (${RESULT.REGISTRATION_ID_INVALID.code}), or deleted before (${RESULT.REGISTRATION_DEREGISTERED.code})`,
      ),
      '404': reply(`Unknown registration, or another merchant’s (${RESULT.REGISTRATION_NOT_FOUND.code})`),
    },
  },
];

const DATA: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/query',
    operationId: 'query',
    summary: 'Transactions by merchantTransactionId or time frame',
    tag: 'Query',
    bearer: true,
    query: OPERATIONS.query,
    replies: {
      '200': reply('Found (000.000.100), or nothing found (700.400.580, payments empty)', 'QueryResponse'),
      '400': INVALID,
    },
  },
  {
    method: 'get',
    path: '/v1/query/{id}',
    operationId: 'queryPayment',
    summary: 'A transaction by its id, with includeLinkedTransactions the ones linked to it',
    tag: 'Query',
    bearer: true,
    pathParams: PAYMENT_ID,
    query: QUERY_BY_ID,
    replies: {
      '200': reply(
        'The transaction as GET /v1/payments/{id} answers it; with includeLinkedTransactions=true a QueryResponse listing it and its linked transactions',
        'PaymentResponse',
      ),
      '400': INVALID,
      '404': NOT_FOUND,
    },
  },
  {
    method: 'post',
    path: '/scheduling/v1/schedules',
    operationId: 'schedule',
    summary: 'Schedule payments charging a registration (job.* is the cron-like timing)',
    tag: 'Scheduling',
    bearer: true,
    body: ['scheduleRequest'],
    replies: {
      '200': reply(
        `Scheduled (${RESULT.SUCCESS_INTEGRATOR_TEST.code}); job.nextExecution is the first run`,
        'Schedule',
      ),
      '400': reply(
        `Invalid parameters (listed in result.parameterErrors), a deleted registration (${RESULT.REGISTRATION_DEREGISTERED.code}) or one without a successful INITIAL payment (${RESULT.INITIAL_PAYMENT_REQUIRED.code})`,
      ),
      '404': reply(`Unknown registration, or another merchant’s (${RESULT.REGISTRATION_NOT_FOUND.code})`),
    },
  },
  {
    method: 'get',
    path: '/scheduling/v1/schedules/{id}',
    operationId: 'getSchedule',
    summary: 'A schedule',
    tag: 'Scheduling',
    bearer: true,
    pathParams: SCHEDULE_ID,
    query: 'entityId',
    replies: { '200': reply('The schedule', 'Schedule'), '404': NOT_FOUND },
  },
  {
    method: 'delete',
    path: '/scheduling/v1/schedules/{id}',
    operationId: 'deleteSchedule',
    summary: 'Cancel a schedule',
    tag: 'Scheduling',
    bearer: true,
    pathParams: SCHEDULE_ID,
    query: 'entityId',
    replies: {
      '200': reply(`Cancelled (${RESULT.SUCCESS_INTEGRATOR_TEST.code})`, 'IdAnswer'),
      '400': reply(`Cancelled before (${RESULT.SCHEDULE_NOT_SCHEDULED.code})`, 'IdAnswer'),
      '404': NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/reports/v1/reconciliations/aggregations',
    operationId: 'reportingAggregations',
    summary: 'Settlement summary for a date range',
    tag: 'Reporting',
    bearer: true,
    query: OPERATIONS.reportingAggregations,
    replies: { '200': reply('The summary', 'ReportSummary'), '400': INVALID },
  },
  {
    method: 'get',
    path: '/reports/v1/reconciliations/{id}',
    operationId: 'reportingDetail',
    summary: 'Detail of one settlement (sortValue=SettlementTxDate, sortOrder)',
    tag: 'Reporting',
    bearer: true,
    pathParams: { id: { description: 'Settlement id, from the summary' } },
    query: OPERATIONS.reportingDetail,
    replies: {
      '200': reply(
        'The detail (JSON; with Accept: text/csv or `.csv` after the id, the reconciliation CSV of 2.11)',
        'ReportDetail',
      ),
      '400': INVALID,
      '404': NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/reports/v2/reconciliations/{id}',
    operationId: 'reportingDetailPaged',
    summary: 'Detail of one settlement, 100 records a page (pageNo from 1; the answer has pages)',
    tag: 'Reporting',
    bearer: true,
    pathParams: { id: { description: 'Settlement id, from the summary' } },
    query: REPORT_DETAIL_PAGED,
    replies: { '200': reply('One page of the detail', 'ReportDetailPage'), '400': INVALID, '404': NOT_FOUND },
  },
];

const WIDGET_STYLE: Endpoint = {
  method: 'get',
  path: '/v1/paymentWidgets.css',
  operationId: 'paymentWidgetsStyle',
  summary:
    'The widget’s stylesheet: the widget fetches it at boot, beside the checkout and the texts, and adopts it (CORS *); the served script names its versioned URL',
  tag: 'Widget script',
  bearer: false,
  replies: {
    '200': reply('CSS', 'css'),
    '304': reply('Not modified (If-None-Match)', 'none'),
  },
};

const WIDGET_SCRIPT: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/paymentWidgets.js',
    operationId: 'paymentWidgets',
    summary:
      'The widget script (CORS *, for SRI with crossorigin="anonymous"); the same bytes for every checkout',
    tag: 'Widget script',
    bearer: false,
    replies: {
      '200': reply('JavaScript', 'javascript'),
      '304': reply('Not modified (If-None-Match)', 'none'),
    },
  },
  WIDGET_STYLE,
  versionedTwin(WIDGET_STYLE),
  ...(['framed.js', 'redirect.js'] as const).map(
    (file): Endpoint => ({
      method: 'get',
      path: `/v1/paymentWidgets/${file}`,
      operationId: file === 'framed.js' ? 'paymentWidgetsFramedChunk' : 'paymentWidgetsRedirectChunk',
      summary: `A chunk of the widget, ${
        file === 'framed.js' ? 'SEPA and stored details' : 'online transfer, virtual account and wallets'
      }: loaded by the widget with the SRI value it was built with (CORS *)`,
      tag: 'Widget script',
      bearer: false,
      replies: {
        '200': reply('JavaScript', 'javascript'),
        '304': reply('Not modified (If-None-Match)', 'none'),
      },
    }),
  ),
  {
    method: 'get',
    path: '/v1/paymentWidgets.d.ts',
    operationId: 'paymentWidgetsTypes',
    summary: 'The TypeScript declaration of window.wpwlOptions and window.wpwl (CORS *)',
    tag: 'Widget script',
    bearer: false,
    replies: {
      '200': reply('TypeScript declaration', 'typescript'),
      '304': reply('Not modified (If-None-Match)', 'none'),
    },
  },
  {
    method: 'get',
    path: '/v1/fastcheckout/integrity',
    operationId: 'integrity',
    summary: 'The SRI value of paymentWidgets.js',
    tag: 'Widget script',
    bearer: false,
    replies: { '200': reply('The value', 'Integrity') },
  },
  {
    method: 'get',
    path: '/v1/i18n',
    operationId: 'locales',
    summary: 'The locales the widget and the gateway’s frames speak (CORS *, cached a day)',
    tag: 'Widget script',
    bearer: false,
    replies: { '200': reply('The locales', 'LocaleList') },
  },
  {
    method: 'get',
    path: '/v1/i18n/{file}',
    operationId: 'locale',
    summary:
      'One locale’s texts, English included: the widget fetches them at boot, beside the checkout (CORS *, cached a day)',
    tag: 'Widget script',
    bearer: false,
    pathParams: LOCALE_FILE,
    replies: {
      '200': reply('The texts (Content-Language: the catalogue served)', 'Messages'),
      '404': reply('No catalogue fits the tag (200.300.404); the widget then uses English'),
    },
  },
];

const SANDBOX: Endpoint[] = [
  {
    method: 'get',
    path: '/health',
    operationId: 'health',
    summary: 'Liveness: the sandbox process answers',
    tag: 'Sandbox',
    bearer: false,
    replies: { '200': reply(`Running (${RESULT.ALIVE.code})`) },
  },
  {
    method: 'get',
    path: '/ready',
    operationId: 'ready',
    summary: 'Readiness: the store takes and commits a write',
    tag: 'Sandbox',
    bearer: false,
    replies: {
      '200': reply(`Ready (${RESULT.READY.code})`),
      '503': reply(`The store fails, with the reason (${RESULT.STORE_FAILED.code})`),
    },
  },
  {
    method: 'get',
    path: '/v1/openapi.json',
    operationId: 'openapi',
    summary: 'This document (CORS *)',
    tag: 'Sandbox',
    bearer: false,
    replies: { '200': reply('OpenAPI 3.1', 'OpenApiDocument') },
  },
  {
    method: 'post',
    path: '/v1/sandbox/checkouts/{id}/expire',
    operationId: 'expireCheckout',
    summary: 'Sandbox only: end a checkout’s 30 minutes now (a pending payment of it ends as abandoned)',
    tag: 'Sandbox',
    bearer: true,
    pathParams: CHECKOUT_ID,
    body: ['entityRequest'],
    replies: { '200': reply('Expired', 'IdAnswer'), '404': NOT_FOUND_CHECKOUT },
  },
  {
    method: 'post',
    path: '/v1/sandbox/payments/{id}/expire',
    operationId: 'expirePayment',
    summary: `Sandbox only: end a pending payment’s lifetime now (${RESULT.PENDING_TIMED_OUT.code})`,
    tag: 'Sandbox',
    bearer: true,
    pathParams: PAYMENT_ID,
    body: ['entityRequest'],
    replies: { '200': reply('Expired', 'IdAnswer'), '404': NOT_FOUND },
  },
  {
    method: 'post',
    path: '/v1/sandbox/wallets/tokens',
    operationId: 'walletToken',
    summary: 'Sandbox only: the token the simulated wallet would give for a card, for POST /v1/payments',
    tag: 'Sandbox',
    bearer: true,
    body: ['walletTokenRequest'],
    replies: { '200': reply('The token', 'WalletToken'), '400': INVALID },
  },
  {
    method: 'post',
    path: '/v1/sandbox/schedules/{id}/execute',
    operationId: 'executeSchedule',
    summary:
      'Sandbox only: run a schedule’s next execution now (a REPEATED MIT payment with its registration)',
    tag: 'Sandbox',
    bearer: true,
    pathParams: SCHEDULE_ID,
    body: ['entityRequest'],
    replies: {
      '200': reply('The run’s payment, approved', 'PaymentResponse'),
      '400': reply(
        `Declined, a deleted registration, or a schedule that no longer runs (${RESULT.SCHEDULE_NOT_RUNNING.code})`,
        'PaymentResponse',
      ),
      '404': NOT_FOUND,
    },
  },
];

export const API_ENDPOINTS: readonly Endpoint[] = [
  ...CHECKOUTS,
  ...PAYMENTS,
  ...THREE_D_SECURE,
  ...REGISTRATIONS,
  ...DATA,
  ...WIDGET_SCRIPT,
  ...SANDBOX,
  ...WEBHOOKS,
  ...CLOCK,
  ...SETTINGS,
  ...REQUEST_LOG,
  ...TEST_MERCHANTS,
  ...BRAND_MARKS,
];
