// JSON Schemas of the answers (spec document 1, 2.7): every answer has result, buildNumber,
// timestamp and ndc; the resource members come before them. Clients must tolerate new members
// (spec 2.1), so every object allows more than it lists.
import { CHECKOUT_ID_FORMAT, PAYMENT_ID_FORMAT } from '../ids';
import { REGISTRATION_ID_FORMAT } from '../registrations/registrations';
import { SCHEDULE_ID_FORMAT } from '../scheduling/schedules';
import { NOTIFICATION_TYPES } from '../webhooks/wire-format';
import type { JsonSchema } from './schema';

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
const obj = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  description,
  additionalProperties: true,
  ...extra,
});
/** The common members plus these. */
const answerWith = (
  description: string,
  properties: Record<string, JsonSchema>,
  required: string[] = [],
) => ({
  allOf: [ref('Answer')],
  type: 'object',
  description,
  properties,
  ...(required.length > 0 ? { required } : {}),
});

const PAYMENT_ID = str({ pattern: PAYMENT_ID_FORMAT.source });
const MONEY = str({ pattern: '^[0-9]{1,10}\\.[0-9]{2}$' });
const CARD = obj('The card, summarised: never the number or the CVV', {
  properties: {
    bin: str({ pattern: '^[0-9]{6}$' }),
    last4Digits: str({ pattern: '^[0-9]{4}$' }),
    holder: str(),
    expiryMonth: str({ pattern: '^[0-9]{2}$' }),
    expiryYear: str({ pattern: '^[0-9]{4}$' }),
  },
});

/** yyyy-MM-dd HH:mm:ss, UTC (the platform's scheduling and reporting times). */
const DATE_TIME = str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' });
const DATE = str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const CURRENCY = str({ pattern: '^[A-Z]{3}$' });

/** The answers' timestamp form: yyyy-MM-dd HH:mm:ss+0000. */
const TIMESTAMP = str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\\+0000$' });
const WEBHOOK_ID = str({ pattern: '^[0-9a-f]{32}$' });
const REQUEST_SUMMARY = {
  type: 'object',
  required: ['id', 'time', 'method', 'path', 'status', 'resultCode', 'resultDescription', 'durationMs'],
  properties: {
    id: str({ pattern: '^[0-9]+$' }),
    time: str({ format: 'date-time', description: 'When it came, by the merchant’s clock' }),
    method: str(),
    path: str(),
    status: { type: 'integer' },
    resultCode: { type: ['string', 'null'] },
    resultDescription: { type: ['string', 'null'] },
    durationMs: { type: 'number', minimum: 0 },
    merchantTransactionId: str(),
  },
};
const WEBHOOK = {
  type: 'object',
  required: ['id', 'url', 'types', 'createdAt'],
  properties: {
    id: WEBHOOK_ID,
    url: str(),
    types: { type: 'array', items: str({ enum: [...NOTIFICATION_TYPES] }) },
    createdAt: TIMESTAMP,
  },
};

/** The settlement of an aggregation (spec document 3, 2.11: settlement.*). */
const SETTLEMENT = obj('What is settled: the balance of the records’ amounts, their fees and the payout', {
  required: ['date', 'currency', 'cashflow', 'amount', 'fee', 'netAmount', 'status'],
  properties: {
    date: DATE,
    currency: CURRENCY,
    cashflow: str({ enum: ['POS', 'NEG'], description: 'POS: the merchant is paid; NEG: the merchant owes' }),
    amount: MONEY,
    fee: MONEY,
    netAmount: str({ pattern: '^-?[0-9]{1,10}\\.[0-9]{2}$', description: 'amount minus fee, signed' }),
    fxRate: str(),
    status: str({ enum: ['SUCCESS'] }),
    format: str(),
  },
});
const AGGREGATION_MEMBERS: Record<string, JsonSchema> = {
  id: str({ description: 'Settlement id: GET /reports/v1/reconciliations/{id} gives its records' }),
  recordCount: { type: 'integer', minimum: 0 },
  settlement: SETTLEMENT,
  clearingInstitute: obj('name and merchantId', {
    required: ['name'],
    properties: { name: str(), merchantId: str() },
  }),
  merchantAccount: obj('id and name', { required: ['id'], properties: { id: str(), name: str() } }),
  pspEntityId: str(),
  merchantEntityId: str({ pattern: '^[0-9a-f]{32}$' }),
};
const AGGREGATION_REQUIRED = ['id', 'recordCount', 'settlement', 'merchantEntityId'];
/** One reconciliation record: the API names of spec document 3, 2.11, nested as in requests. */
const RECORD = obj(
  'A settled transaction (spec document 3, 2.11; the CSV has the same values in its columns)',
  {
    required: ['recordType', 'transactionType', 'payment', 'amount', 'currency', 'settlement'],
    properties: {
      recordType: str({ enum: ['SETTLED', 'CHARGEBACK', 'CHARGEBACK REVERSAL'] }),
      transactionType: str({ enum: ['DEBIT', 'REFUND', 'CREDIT'] }),
      payment: obj('id: the transaction', { required: ['id'], properties: { id: PAYMENT_ID } }),
      merchantTransactionId: str(),
      amount: MONEY,
      currency: CURRENCY,
      paymentBrand: str(),
      presentmentDate: DATE_TIME,
      settlement: obj('cashflow, amount, currency, fee, fxRate, date, status, format', {
        required: ['cashflow', 'amount', 'currency', 'fee', 'date'],
        properties: {
          cashflow: str({ enum: ['POS', 'NEG'] }),
          amount: MONEY,
          currency: CURRENCY,
          fee: MONEY,
          date: DATE,
        },
      }),
    },
  },
);

const PAYMENT_MEMBERS: Record<string, JsonSchema> = {
  id: PAYMENT_ID,
  paymentType: str(),
  paymentBrand: str({ maxLength: 32 }),
  amount: MONEY,
  currency: str({ pattern: '^[A-Z]{3}$' }),
  descriptor: str({ maxLength: 127 }),
  resultDetails: { type: 'object', additionalProperties: str() },
  card: CARD,
  checkoutId: str({ pattern: CHECKOUT_ID_FORMAT.source, description: 'Payments made through a checkout' }),
  registrationId: str({ description: 'With createRegistration=true, or a payment with a registration' }),
  redirect: obj('Pending answers (000.200.000): the shopper’s browser POSTs the parameters to url', {
    required: ['url', 'parameters'],
    properties: {
      url: str({ format: 'uri' }),
      parameters: {
        type: 'array',
        items: { type: 'object', required: ['name', 'value'], properties: { name: str(), value: str() } },
      },
    },
  }),
  threeDSecure: obj('eci, verificationId, authenticationStatus, dsTransactionId, acsTransactionId, version'),
  standingInstruction: obj('Echoed; a successful INITIAL payment adds initialTransactionId'),
  customParameters: { type: 'object', additionalProperties: str() },
  risk: obj('Echoed risk.*; with risk checks the score (higher is riskier, 100 and more refused)', {
    properties: { score: str({ pattern: '^[+-]?[0-9]{1,5}$' }) },
  }),
  pos: obj(
    'Echoed pos.* (never PIN, SRED or chip data); a final answer adds clearing.*, merchantId, statusText, timestamp (yyyy-MM-dd HH:mm:ss) and, for a chip card, iccDataResponse',
    {
      properties: {
        clearing: obj('authorizationAcquirerCode and authorizationIssuerCode (approvals), identifier'),
        merchantId: str({ pattern: '^[0-9]{15}$' }),
        statusText: str({ enum: ['APPROVED', 'DECLINED'] }),
        timestamp: str({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' }),
        iccDataResponse: str({ pattern: '^[A-Za-z0-9]{1,2048}$' }),
      },
    },
  ),
  customer: obj('Echoed customer.*, customer.browser.* as the widget sent it'),
};

const ANSWERS = {
  ParameterError: {
    type: 'object',
    required: ['name', 'message'],
    properties: { name: str(), value: str(), message: str() },
  },
  Result: {
    type: 'object',
    required: ['code', 'description'],
    properties: {
      code: str({ pattern: '^[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$' }),
      description: str(),
      parameterErrors: { type: 'array', items: ref('ParameterError'), maxItems: 100 },
      parameterErrorsOmitted: {
        type: 'integer',
        minimum: 1,
        description: 'How many parameter errors there were beyond the 100 listed.',
      },
    },
  },
  Answer: {
    type: 'object',
    required: ['result', 'buildNumber', 'timestamp', 'ndc'],
    properties: {
      result: ref('Result'),
      buildNumber: str(),
      timestamp: str({ examples: ['2026-11-21 20:49:42+0000'] }),
      ndc: str({ pattern: '^[A-Za-z0-9-]{1,69}$' }),
    },
    additionalProperties: true,
  },
  PaymentResponse: answerWith(
    'The payment; request structures (customer, billing, shipping, cart, merchant, customParameters, risk…) come back nested, never a secret value.',
    PAYMENT_MEMBERS,
  ),
  BackOfficeResponse: answerWith('The new back-office payment (capture, refund, reversal, chargeback)', {
    ...PAYMENT_MEMBERS,
    referencedId: { ...PAYMENT_ID, description: 'The payment this one refers to' },
  }),
  ThreeDSecureResponse: answerWith(
    'A standalone 3-D Secure authentication: pending with the redirect, then final; a success carries the proof (threeDSecure.eci, verificationId, dsTransactionId, version) a payment passes on. No money moves: no paymentType, no descriptor.',
    {
      id: PAYMENT_ID,
      paymentBrand: str({ maxLength: 32 }),
      amount: MONEY,
      currency: str({ pattern: '^[A-Z]{3}$' }),
      resultDetails: PAYMENT_MEMBERS.resultDetails as JsonSchema,
      card: CARD,
      redirect: PAYMENT_MEMBERS.redirect as JsonSchema,
      threeDSecure: obj(
        'eci, verificationId (Y and A only), authenticationStatus, dsTransactionId, acsTransactionId (after a challenge), version, transactionStatusReason',
      ),
      customParameters: { type: 'object', additionalProperties: str() },
    },
  ),
  QueryResponse: answerWith('The payments found, newest first', {
    payments: { type: 'array', items: ref('PaymentResponse') },
  }),
  RegistrationResponse: answerWith(
    'The registration: the instrument summarised (card, IBAN masked 6+4) and the request structures echoed',
    {
      id: PAYMENT_ID,
      paymentBrand: str(),
      card: CARD,
      bankAccount: obj('Holder, IBAN masked, BIC'),
      customer: obj('Echoed'),
      billing: obj('Echoed'),
    },
  ),
  CheckoutCreated: answerWith(
    'The checkout (000.200.100)',
    {
      id: str({ pattern: CHECKOUT_ID_FORMAT.source }),
      integrity: str({
        pattern: '^sha384-',
        description: 'With integrity=true: the SRI value of paymentWidgets.js',
      }),
    },
    ['id'],
  ),
  CheckoutForWidget: answerWith('What the widget shows about a checkout', {
    id: str({ pattern: CHECKOUT_ID_FORMAT.source }),
    amount: MONEY,
    currency: str(),
    amountText: str({
      description: 'With ?locale= (a language tag): the amount as the pay button shows it, e.g. €12.50',
    }),
    paymentType: str(),
    state: str({ enum: ['OPEN', 'PAID'] }),
    shopperResultUrl: str({
      description: "The checkout's, when it has one: the way back when the shop's form has no action",
    }),
    registrations: {
      type: 'array',
      items: obj('A usable stored registration, masked'),
    },
    registration: str({ enum: ['only', 'optional'] }),
  }),
  Schedule: answerWith(
    'The schedule: what it charges, the job as sent with its next run, its state; GET adds the payments it made',
    {
      id: str({ pattern: SCHEDULE_ID_FORMAT.source }),
      registrationId: str({ pattern: REGISTRATION_ID_FORMAT.source }),
      paymentType: str(),
      amount: MONEY,
      currency: CURRENCY,
      job: obj('The job.* fields as sent, and nextExecution (UTC) while it runs', {
        properties: { nextExecution: DATE_TIME },
      }),
      standingInstruction: obj('As sent'),
      customParameters: { type: 'object', additionalProperties: str() },
      state: str({ enum: ['ACTIVE', 'FINISHED', 'CANCELLED'] }),
      payments: {
        type: 'array',
        description: 'GET only: the payments it has made, oldest first',
        items: {
          type: 'object',
          required: ['id', 'scheduledFor'],
          properties: { id: PAYMENT_ID, scheduledFor: DATE_TIME },
        },
      },
    },
    ['id', 'registrationId', 'paymentType', 'amount', 'currency', 'job', 'state'],
  ),
  ReportSummary: answerWith(
    'The settlements of the period, one per settlement date and currency',
    {
      aggregations: {
        type: 'array',
        items: { type: 'object', required: AGGREGATION_REQUIRED, properties: AGGREGATION_MEMBERS },
      },
    },
    ['aggregations'],
  ),
  ReportDetail: answerWith(
    'One settlement and all its records',
    { ...AGGREGATION_MEMBERS, records: { type: 'array', items: RECORD } },
    [...AGGREGATION_REQUIRED, 'records'],
  ),
  ReportDetailPage: answerWith(
    'One settlement and one page of its records (100 a page)',
    {
      ...AGGREGATION_MEMBERS,
      pageNo: { type: 'integer', minimum: 1 },
      pages: { type: 'integer', minimum: 1 },
      records: { type: 'array', maxItems: 100, items: RECORD },
    },
    [...AGGREGATION_REQUIRED, 'pageNo', 'pages', 'records'],
  ),
  Webhook: answerWith(
    'A webhook endpoint; key (64 hex, AES-256-GCM) only in the answer that created it',
    {
      id: WEBHOOK_ID,
      url: str(),
      types: { type: 'array', items: str({ enum: [...NOTIFICATION_TYPES] }) },
      createdAt: TIMESTAMP,
      key: str({ pattern: '^[0-9a-f]{64}$' }),
    },
    ['id', 'url', 'types', 'createdAt'],
  ),
  RequestList: answerWith(
    'The merchant’s API requests, newest first; `next`, when there are more, is the `before` of the next page. A filtered page looks through 2,000 requests at most, so it may hold fewer than `limit`, or none, with a `next` to go on from where it stopped',
    {
      requests: { type: 'array', maxItems: 100, items: REQUEST_SUMMARY },
      next: str({ pattern: '^[0-9]+$' }),
    },
    ['requests'],
  ),
  RequestDetail: answerWith(
    'One API request of the merchant, in full',
    {
      ...REQUEST_SUMMARY.properties,
      sandboxTime: str({ format: 'date-time', description: 'When it came by the sandbox’s own clock' }),
      paymentId: str({ description: 'The id the answer gave' }),
      parameters: obj(
        'The query and body parameters sent: card numbers and IBANs as bin and last 4, holders as initials, secrets (CVV, passwords, tokens, keys) left out',
        { additionalProperties: str() },
      ),
      answer: obj('The JSON answer (its ndc included); over 16 KiB, its result only (answerTruncated)'),
      answerBytes: { type: 'integer', minimum: 0 },
      answerTruncated: { type: 'boolean' },
      parameterErrors: {
        type: 'array',
        description: 'The answer’s result.parameterErrors',
        items: {
          type: 'object',
          required: ['name', 'message'],
          properties: { name: str(), value: str(), message: str() },
        },
      },
    },
    [...REQUEST_SUMMARY.required, 'parameters', 'answer', 'parameterErrors'],
  ),
  WebhookList: answerWith(
    'The entity’s webhook endpoints, oldest first (keys are not listed)',
    { webhooks: { type: 'array', items: WEBHOOK } },
    ['webhooks'],
  ),
  WebhookDeliveries: answerWith(
    'The endpoint’s last 100 deliveries, newest first, each with every try',
    {
      id: WEBHOOK_ID,
      deliveries: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'type', 'state', 'createdAt', 'attempts'],
          properties: {
            id: WEBHOOK_ID,
            type: str({ enum: [...NOTIFICATION_TYPES] }),
            action: str(),
            state: str({ enum: ['PENDING', 'DELIVERED', 'FAILED'] }),
            url: str({ description: 'A payment’s notificationUrl, when the delivery went there instead' }),
            createdAt: TIMESTAMP,
            nextAttemptAt: TIMESTAMP,
            attempts: {
              type: 'array',
              items: {
                type: 'object',
                required: ['at', 'durationMs'],
                properties: {
                  at: TIMESTAMP,
                  status: {
                    type: 'integer',
                    description: 'The receiver’s HTTP status; absent when none came',
                  },
                  durationMs: { type: 'integer', minimum: 0 },
                  error: str({
                    description:
                      'Why the try did not deliver: a status that is not 2xx, a timeout, a failed connection',
                  }),
                },
              },
            },
          },
        },
      },
    },
    ['id', 'deliveries'],
  ),
  MerchantClock: answerWith(
    'The merchant’s test clock',
    {
      time: TIMESTAMP,
      aheadSeconds: {
        type: 'integer',
        minimum: 0,
        description: 'How far ahead of the sandbox’s time it runs',
      },
    },
    ['time', 'aheadSeconds'],
  ),
  MerchantSettings: answerWith(
    'The merchant’s sandbox settings',
    {
      settings: obj('Every setting, with its default where the merchant has set none', {
        properties: {
          duplicateCheck: {
            type: 'boolean',
            description:
              'Refuse (800.110.100) a payment with the merchantTransactionId, amount, currency and instrument of one approved or pending within the window; default on for the built-in second merchant only',
          },
          duplicateCheckWindowMinutes: {
            type: 'integer',
            minimum: 1,
            maximum: 1440,
            description: 'How far back the duplicate check looks, on the merchant’s clock',
          },
          riskChecks: {
            type: 'boolean',
            description:
              'Every payment gets risk checks and a risk.score, not only those with a risk.* parameter; default on for the configured merchant, off for the built-in second one',
          },
        },
        required: ['duplicateCheck', 'duplicateCheckWindowMinutes', 'riskChecks'],
      }),
    },
    ['settings'],
  ),
  NewMerchant: answerWith(
    'A merchant created for a test',
    {
      entityId: str({ pattern: '^[0-9a-f]{32}$', description: 'Its entityId' }),
      accessToken: str({
        description: 'Its bearer token; stored only as hashes, so shown only in this answer',
      }),
      name: str({ description: 'Its name, as its payments’ descriptor shows it' }),
    },
    ['entityId', 'accessToken', 'name'],
  ),
  IdAnswer: answerWith('The resource the request acted on', { id: str() }),
  Integrity: answerWith('The SRI value of paymentWidgets.js', { integrity: str({ pattern: '^sha384-' }) }, [
    'integrity',
  ]),
  WalletEnvironment: answerWith('SIMULATOR here; a live gateway answers PRODUCTION', {
    environment: str({ enum: ['SIMULATOR', 'PRODUCTION'] }),
  }),
  WalletToken: answerWith(
    'The token the simulated wallet gives for the card, under `{wallet}.paymentToken` (applePay, googlePay, samsungPay)',
    { paymentBrand: str(), version: str() },
  ),
  Messages: {
    type: 'object',
    description:
      'One locale’s texts, every group with exactly the keys of English: meta (code served, name in the language, dir), labels, placeholders and errorMessages (as wpwlOptions overrides them), bank and stored (the gateway’s frames), brands (the names of the redirect brands)',
    properties: {
      meta: {
        type: 'object',
        properties: { code: str(), name: str(), dir: str({ enum: ['ltr', 'rtl'] }) },
        required: ['code', 'name', 'dir'],
      },
      ...Object.fromEntries(
        ['labels', 'placeholders', 'errorMessages', 'bank', 'stored', 'brands'].map((group) => [
          group,
          { type: 'object', description: 'Message key → text', additionalProperties: str() },
        ]),
      ),
    },
    required: ['meta', 'labels', 'placeholders', 'errorMessages', 'bank', 'stored', 'brands'],
  },
  LocaleList: {
    type: 'object',
    description: 'The locales served, each with its name in its own language and its direction',
    properties: {
      locales: {
        type: 'array',
        items: {
          type: 'object',
          properties: { code: str(), name: str(), dir: str({ enum: ['ltr', 'rtl'] }) },
          required: ['code', 'name', 'dir'],
        },
      },
    },
    required: ['locales'],
  },
  OpenApiDocument: { type: 'object', description: 'OpenAPI 3.1', required: ['openapi'] },
  InspectorSession: {
    type: 'object',
    description:
      'The signed-in merchant and the token every non-GET request of the inspector sends as x-csrf-token',
    required: ['entityId', 'csrfToken'],
    properties: { entityId: str({ pattern: '^[0-9a-f]{32}$' }), csrfToken: str() },
  },
  InspectorPayments: {
    type: 'object',
    description:
      'The merchant’s payments and operations, newest first; `next` is the `before` of the next page',
    required: ['payments'],
    properties: {
      payments: { type: 'array', items: ref('InspectorPaymentSummary') },
      next: str(),
    },
  },
  InspectorPaymentSummary: obj('A payment or operation as the inspector lists it', {
    required: [
      'id',
      'time',
      'paymentType',
      'amount',
      'currency',
      'resultCode',
      'resultDescription',
      'resultClass',
    ],
    properties: {
      id: PAYMENT_ID,
      time: str({ format: 'date-time' }),
      paymentType: str(),
      paymentBrand: str(),
      amount: MONEY,
      currency: CURRENCY,
      resultCode: str(),
      resultDescription: str(),
      resultClass: str({ enum: ['success', 'pending', 'rejected', 'parameterError', 'other'] }),
      merchantTransactionId: str(),
      referencedId: PAYMENT_ID,
      checkoutId: str(),
    },
  }),
  InspectorTimeline: {
    type: 'object',
    description: 'One payment and what happened to it, in time order',
    required: ['payment', 'events'],
    properties: {
      payment: ref('InspectorPaymentSummary'),
      events: {
        type: 'array',
        items: obj('One step', {
          required: ['time', 'kind', 'title'],
          properties: {
            time: str({ format: 'date-time' }),
            kind: str({
              description:
                'checkout.created, threeds.started, provider.started, payment, capture, refund, reversal, chargeback, webhook.sent',
            }),
            title: str(),
            detail: str(),
            resultCode: str(),
            paymentId: PAYMENT_ID,
          },
        }),
      },
    },
  },
  InspectorCheckouts: {
    type: 'object',
    description:
      'The merchant’s checkouts, paid or not, newest first; `next` is the `before` of the next page. A filtered page looks through 2,000 checkouts at most, so it may hold fewer than `limit`, or none, with a `next` to go on from where it stopped',
    required: ['checkouts'],
    properties: {
      checkouts: { type: 'array', items: ref('InspectorCheckoutSummary') },
      next: str(),
    },
  },
  InspectorCheckoutSummary: obj('A checkout as the inspector lists it', {
    required: ['id', 'time', 'state', 'expiresAt'],
    properties: {
      id: str({ pattern: CHECKOUT_ID_FORMAT.source }),
      time: str({ format: 'date-time' }),
      amount: MONEY,
      currency: CURRENCY,
      paymentType: str(),
      merchantTransactionId: str(),
      state: str({
        enum: ['open', 'paid', 'expired'],
        description: 'expired: left open past its expiry on the merchant’s clock',
      }),
      expiresAt: str({ format: 'date-time' }),
      paymentId: { ...PAYMENT_ID, description: 'Its latest payment attempt, approved or not' },
    },
  }),
  InspectorCheckoutTimeline: {
    type: 'object',
    description: 'One checkout and what happened to it, in time order: created, the requests about it',
    required: ['checkout', 'events'],
    properties: {
      checkout: ref('InspectorCheckoutSummary'),
      events: ref('InspectorTimeline/properties/events'),
    },
  },
  InspectorOverview: {
    type: 'object',
    description: 'The signed-in merchant, its test clock, its webhook endpoints and schedules',
    required: ['entityId', 'clock', 'webhooks', 'schedules'],
    properties: {
      entityId: str(),
      clock: {
        type: 'object',
        required: ['now', 'offsetMs'],
        properties: { now: str({ format: 'date-time' }), offsetMs: { type: 'integer', minimum: 0 } },
      },
      webhooks: { type: 'integer', minimum: 0 },
      schedules: { type: 'integer', minimum: 0, description: 'Schedules not cancelled (counted up to 100)' },
    },
  },
  InspectorSchedules: {
    type: 'object',
    description: 'The merchant’s schedules not cancelled, newest first (100 at most)',
    required: ['schedules'],
    properties: {
      schedules: {
        type: 'array',
        items: obj(
          'A schedule as GET /scheduling/v1/schedules/{id} answers it (see Schedule), without the answer’s result, buildNumber, timestamp and ndc',
          {
            required: [
              'id',
              'registrationId',
              'paymentType',
              'amount',
              'currency',
              'job',
              'state',
              'payments',
            ],
            properties: {
              id: str({ pattern: SCHEDULE_ID_FORMAT.source }),
              registrationId: str({ pattern: REGISTRATION_ID_FORMAT.source }),
              paymentType: str(),
              amount: MONEY,
              currency: CURRENCY,
              job: obj('The job.* fields as sent, and nextExecution (UTC) while it runs', {
                properties: { nextExecution: DATE_TIME },
              }),
              state: str({ enum: ['ACTIVE', 'FINISHED', 'CANCELLED'] }),
              payments: {
                type: 'array',
                description: 'the payments its runs made, oldest first',
                items: {
                  type: 'object',
                  required: ['id', 'scheduledFor'],
                  properties: { id: PAYMENT_ID, scheduledFor: DATE_TIME },
                },
              },
            },
          },
        ),
      },
    },
  },
} satisfies Record<string, JsonSchema>;

export type AnswerName = keyof typeof ANSWERS;

export const answerSchemas = (): Record<string, JsonSchema> => structuredClone(ANSWERS);
