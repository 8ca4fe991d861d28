// Result codes of the gateway family (COPYandPAY / Open Payment Platform) and the published
// classification regexes, so the widget and the sandbox classify a code the same way.

export const RESULT = {
  SUCCESS: { code: '000.000.000', description: 'Transaction succeeded' },
  SUCCESS_INTEGRATOR_TEST: {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  SUCCESS_CONNECTOR_TEST: {
    code: '000.100.112',
    description: "Request successfully processed in 'Merchant in Connector Test Mode'",
  },
  PENDING: { code: '000.200.000', description: 'transaction pending' },
  CHECKOUT_CREATED: { code: '000.200.100', description: 'successfully created checkout' },
  CHECKOUT_UPDATED: { code: '000.200.101', description: 'successfully updated checkout' },
  INVALID_CARD_NUMBER: {
    code: '100.100.101',
    description: 'invalid creditcard, bank account number or bank name',
  },
  EXPIRY_MONTH_MISSING: { code: '100.100.200', description: 'invalid expiry month' },
  EXPIRY_MONTH_INVALID: { code: '100.100.201', description: 'invalid expiry month' },
  EXPIRY_YEAR_MISSING: { code: '100.100.300', description: 'invalid expiry year' },
  EXPIRY_YEAR_INVALID: { code: '100.100.301', description: 'invalid expiry year' },
  CARD_EXPIRED: { code: '100.100.303', description: 'card expired' },
  HOLDER_MISSING: { code: '100.100.400', description: 'request contains no cc/bank account holder' },
  HOLDER_LENGTH: { code: '100.100.401', description: 'cc/bank account holder too short or too long' },
  HOLDER_INVALID: { code: '100.100.402', description: 'cc/bank account holder not valid' },
  BRAND_MISSING: { code: '100.100.500', description: 'request contains no credit card brand' },
  BRAND_INVALID: { code: '100.100.501', description: 'invalid credit card brand' },
  CVV_MISSING: { code: '100.100.600', description: 'empty CVV for VISA,MASTER, AMEX not allowed' },
  CVV_INVALID: { code: '100.100.601', description: 'invalid CVV/brand combination' },
  NUMBER_BRAND_MISMATCH: { code: '100.100.700', description: 'invalid cc number/brand combination' },
  NO_ACCOUNT_DATA: {
    code: '100.150.100',
    description: 'request contains no Account data and no registration id',
  },
  AMOUNT_INVALID: { code: '100.550.300', description: 'request contains no amount or too low amount' },
  AMOUNT_FORMAT: { code: '100.550.312', description: 'amount is outside allowed ticket size boundaries' },
  CURRENCY_INVALID: { code: '100.550.400', description: 'request contains no currency' },
  CURRENCY_UNKNOWN: { code: '100.550.401', description: 'invalid currency' },
  CANCELLED_BY_USER: { code: '100.396.101', description: 'Cancelled by user' },
  AUTHENTICATION_FAILED: { code: '100.380.401', description: 'User Authentication Failed' },
  INVALID_PARAMETER: { code: '200.300.404', description: 'invalid or missing parameter' },
  ENTITY_NOT_FOUND: { code: '200.300.406', description: 'Entity not found' },
  INVALID_ACCESS_TOKEN: { code: '800.900.300', description: 'invalid authentication information' },
  AUTHORIZATION_HEADER_INVALID: {
    code: '800.900.301',
    description: 'user authorization failed, user has no sufficent rights to process transaction',
  },
  CHECKOUT_NOT_FOUND: {
    code: '200.300.404',
    description:
      'No payment session found for the requested id - are you mixing test/live servers or have you paid more than 30min ago?',
  },
  CHECKOUT_ALREADY_PAID: {
    code: '100.350.101',
    description: 'referenced session is CLOSED (no action possible)',
  },
  DECLINED_INVALID_CARD: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  DECLINED: { code: '800.100.152', description: 'transaction declined by authorization system' },
  DECLINED_INVALID_CVV: { code: '800.100.153', description: 'transaction declined (invalid CVV)' },
  DECLINED_INSUFFICIENT_FUNDS: {
    code: '800.100.155',
    description: 'transaction declined (amount exceeds credit)',
  },
  DECLINED_WRONG_EXPIRY: { code: '800.100.157', description: 'transaction declined (wrong expiry date)' },
  DECLINED_LIMIT_EXCEEDED: { code: '800.100.162', description: 'transaction declined (limit exceeded)' },
  DUPLICATE_TRANSACTION: { code: '800.110.100', description: 'duplicate transaction' },
  THROTTLED: { code: '800.120.100', description: 'Too many requests. Please try again later.' },
  BIN_BLACKLISTED: { code: '800.300.401', description: 'bin blacklisted' },
  CONNECTOR_ERROR: {
    code: '900.100.100',
    description: 'unexpected communication error with connector/acquirer',
  },
  CONNECTOR_TIMEOUT: { code: '900.100.300', description: 'timeout, uncertain result' },
  NOT_FOUND: { code: '700.400.580', description: 'cannot find transaction' },
  // Added for the sandbox. Codes are the real ones; where one code serves several situations the
  // description says which one applies.
  SUCCESSFUL_REQUEST: { code: '000.000.100', description: 'successful request' },
  ACCESS_TOKEN_UNKNOWN: { code: '800.900.302', description: 'Authorization failed' },
  ENTITY_NOT_AUTHORIZED: {
    code: '800.900.301',
    description: 'user authorization failed, user has no sufficent rights to process transaction',
  },
  ORIGIN_NOT_ALLOWED: {
    code: '800.900.301',
    description: 'user authorization failed: the request must come from the gateway origin',
  },
  UNSUPPORTED_CONTENT_TYPE: {
    code: '200.300.404',
    description:
      'invalid or missing parameter: send the body as application/x-www-form-urlencoded; charset=UTF-8',
  },
  MALFORMED_REQUEST: {
    code: '200.300.404',
    description: 'invalid or missing parameter: the request could not be read',
  },
  BODY_TOO_LARGE: {
    code: '200.300.404',
    description: 'invalid or missing parameter: the request body is too large',
  },
  ENDPOINT_NOT_FOUND: {
    code: '200.300.404',
    description: 'no such endpoint: check the HTTP method and the path',
  },
  NO_EXTERNAL_PROCESSOR: {
    code: '900.100.100',
    description:
      'unexpected communication error with connector/acquirer: there is no external processor in this sandbox, use testMode=INTERNAL',
  },
  SYSTEM_ERROR: { code: '999.999.999', description: 'unexpected error in the sandbox' },
} as const satisfies Record<string, Result>;

export interface Result {
  code: string;
  description: string;
}

export type ResultClass =
  | 'success'
  | 'successManualReview'
  | 'pending'
  | 'pendingLong'
  | 'rejected3dsOrRisk'
  | 'rejectedBank'
  | 'communicationError'
  | 'systemError'
  | 'asyncWorkflow'
  | 'formatError'
  | 'chargeback'
  | 'rejectedOther';

// Order matters only for readability: the published regexes do not overlap.
export const RESULT_CLASS_PATTERNS: ReadonlyArray<readonly [Exclude<ResultClass, 'rejectedOther'>, RegExp]> =
  [
    ['success', /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/],
    ['successManualReview', /^(000\.400\.0[^3]|000\.400\.100)/],
    ['pending', /^(000\.200)/],
    ['pendingLong', /^(800\.400\.5|100\.400\.500)/],
    ['rejected3dsOrRisk', /^(000\.400\.[1][0-9][1-9]|000\.400\.2)/],
    ['rejectedBank', /^(800\.[17]00|800\.800\.[123])/],
    ['communicationError', /^(900\.[1234]00|000\.400\.030)/],
    ['systemError', /^(800\.[56]|999\.|600\.1|800\.800\.8)/],
    ['asyncWorkflow', /^(100\.39[765])/],
    ['formatError', /^(200\.[123]|100\.[53][07]|800\.900|100\.[69]00\.500)/],
    ['chargeback', /^(000\.100\.2)/],
  ];

export const RESULT_CODE_FORMAT = /^\d{3}\.\d{3}\.\d{3}$/;

export function classifyResultCode(code: string): ResultClass {
  for (const [name, pattern] of RESULT_CLASS_PATTERNS) if (pattern.test(code)) return name;
  return 'rejectedOther';
}

export const isSuccessful = (code: string): boolean => {
  const c = classifyResultCode(code);
  return c === 'success' || c === 'successManualReview';
};

export const isPending = (code: string): boolean => {
  const c = classifyResultCode(code);
  return c === 'pending' || c === 'pendingLong';
};
