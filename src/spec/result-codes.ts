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
  AMOUNT_FORMAT: { code: '100.550.303', description: 'amount format invalid (only two decimals allowed).' },
  AMOUNT_TICKET_SIZE: {
    code: '100.550.312',
    description: 'amount is outside allowed ticket size boundaries',
  },
  RISK_AMOUNT_FORMAT: {
    code: '100.550.603',
    description: 'risk amount format invalid (only two decimals allowed)',
  },
  CURRENCY_INVALID: { code: '100.550.400', description: 'request contains no currency' },
  CURRENCY_UNKNOWN: { code: '100.550.401', description: 'invalid currency' },
  // Account data (100.100, 100.150, 100.2xx), payment data (100.500), usage (100.600).
  NO_ACCOUNT_NUMBER: {
    code: '100.100.100',
    description: 'request contains no creditcard, bank account number or bank name',
  },
  REGISTRATION_ID_INVALID: {
    code: '100.150.101',
    description: 'invalid format for specified registration id (must be uuid format)',
  },
  BANK_COUNTRY_INVALID: { code: '100.200.100', description: 'bank account contains no or invalid country' },
  BANK_CODE_INVALID: {
    code: '100.200.103',
    description: 'bank account has invalid bankcode/name account number combination',
  },
  BANK_ACCOUNT_NUMBER_FORMAT: {
    code: '100.200.104',
    description: 'bank account has invalid acccount number format',
  },
  VIRTUAL_ACCOUNT_INVALID: { code: '100.210.101', description: 'virtual account contains no or invalid Id' },
  PAYMENT_TYPE_INVALID: { code: '100.500.201', description: 'payment type invalid' },
  DUE_DATE_INVALID: { code: '100.500.301', description: 'invalid due date' },
  MANDATE_DATE_INVALID: { code: '100.500.302', description: 'invalid mandate date of signature' },
  MANDATE_ID_INVALID: { code: '100.500.303', description: 'invalid mandate id' },
  DESCRIPTOR_TOO_LONG: { code: '100.600.500', description: 'usage field too long' },
  // Customer (100.700), address (100.800) and contact (100.900) validation.
  SURNAME_MISSING: { code: '100.700.100', description: 'customer.surname may not be null' },
  SURNAME_INVALID: { code: '100.700.101', description: 'customer.surname length must be between 0 and 50' },
  GIVEN_NAME_MISSING: { code: '100.700.200', description: 'customer.givenName may not be null' },
  GIVEN_NAME_INVALID: {
    code: '100.700.201',
    description: 'customer.givenName length must be between 0 and 50',
  },
  SALUTATION_INVALID: { code: '100.700.300', description: 'invalid salutation' },
  COMPANY_NAME_INVALID: { code: '100.700.500', description: 'company name too long' },
  IDENTITY_PAPER_INVALID: { code: '100.700.800', description: 'identity contains no or invalid "paper"' },
  IDENTITY_VALUE_INVALID: {
    code: '100.700.801',
    description: 'identity contains no or invalid identification value',
  },
  STREET_MISSING: { code: '100.800.100', description: 'request contains no street' },
  STREET_TOO_LONG: {
    code: '100.800.101',
    description: 'The combination of street1 and street2 must not exceed 201 characters.',
  },
  STREET_DIGITS_ONLY: {
    code: '100.800.102',
    description: 'The combination of street1 and street2 must not contain only numbers.',
  },
  ZIP_INVALID: { code: '100.800.202', description: 'invalid zip' },
  CITY_INVALID: { code: '100.800.302', description: 'invalid city' },
  STATE_INVALID: { code: '100.800.400', description: 'invalid state/country combination' },
  COUNTRY_INVALID: { code: '100.800.501', description: 'invalid country' },
  EMAIL_INVALID: { code: '100.900.101', description: 'invalid email address (probably invalid syntax)' },
  PHONE_INVALID: {
    code: '100.900.200',
    description: 'invalid phone number (has to start with a digit or a +, at least 7 and max 25 chars long)',
  },
  MOBILE_INVALID: {
    code: '100.900.300',
    description:
      'invalid mobile phone number (has to start with a digit or a +, at least 7 and max 25 chars long)',
  },
  BIRTHDATE_INVALID: { code: '100.900.450', description: 'invalid birthdate' },
  // Scheduling (100.250) and 3-D Secure data (100.370).
  JOB_DURATION_UNIT_INVALID: { code: '100.250.106', description: 'invalid or missing duration unit' },
  JOB_NOTICE_UNIT_INVALID: { code: '100.250.107', description: 'invalid or missing notice unit' },
  JOB_EXECUTION_INVALID: {
    code: '100.250.120',
    description: 'invalid execution parameters, combination does not conform to standard',
  },
  JOB_HOUR_INVALID: {
    code: '100.250.121',
    description: 'invalid execution parameters, hour must be between 0 and 23',
  },
  JOB_MINUTE_SECOND_INVALID: {
    code: '100.250.122',
    description: 'invalid execution parameters, minute and seconds must be between 0 and 59',
  },
  JOB_DAY_OF_MONTH_INVALID: {
    code: '100.250.123',
    description: 'invalid execution parameters, Day of month must be between 1 and 31',
  },
  JOB_MONTH_INVALID: {
    code: '100.250.124',
    description: 'invalid execution parameters, month must be between 1 and 12',
  },
  JOB_DAY_OF_WEEK_INVALID: {
    code: '100.250.125',
    description: 'invalid execution parameters, Day of week must be between 1 and 7',
  },
  // Schedules (100.360): deleting one that no longer runs; running one that does not run (sandbox aid).
  SCHEDULE_NOT_SCHEDULED: { code: '100.360.303', description: 'cannot deschedule(DS) unscheduled job' },
  SCHEDULE_NOT_RUNNING: { code: '100.360.300', description: 'cannot schedule(SD) unscheduled job' },
  // Settlement reports: an aggregation id the entity has not got in the period asked for.
  AGGREGATION_NOT_FOUND: {
    code: '200.300.404',
    description:
      'invalid or missing parameter: no settlement aggregation of this entity has this id in this period',
  },
  ECI_INVALID: { code: '100.370.121', description: 'no or unknown ECI Type defined in Authentication' },
  VERIFICATION_ID_INVALID: {
    code: '100.370.125',
    description: 'Invalid 3DSecure Verification_ID. Must have Base64 encoding a Length of 28 digits',
  },
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
  STORE_FAILED: {
    code: '999.999.888',
    description:
      'UNDEFINED PLATFORM DATABASE ERROR: the sandbox could not store this request; look the transaction up before you send it again',
  },
  UNAVAILABLE: {
    code: '800.800.800',
    description: 'The payment system is currently unavailable: the sandbox is shutting down',
  },
  ALIVE: { code: '000.000.100', description: 'successful request: the sandbox is running' },
  READY: { code: '000.000.100', description: 'successful request: the sandbox stores and answers' },
  // 3-D Secure 2 and the other asynchronous (redirect) payments.
  THREEDS_NOT_ENROLLED: { code: '000.400.109', description: 'Card is not enrolled for 3DS version 2' },
  THREEDS_TECHNICAL_ERROR: { code: '100.390.112', description: 'Technical Error in 3D system' },
  THREEDS_REJECTED_BY_ISSUER: {
    code: '100.390.114',
    description: 'Not authenticated because the issuer is rejecting authentication',
  },
  PENDING_TIMED_OUT: { code: '100.396.103', description: 'Previously pending transaction timed out' },
  ONLINE_TRANSFER_TIMED_OUT: {
    code: '100.395.501',
    description: 'Previously pending online transfer transaction timed out',
  },
  PROBABLY_CANCELLED: {
    code: '100.396.104',
    description: 'Uncertain status - probably cancelled by user: a newer payment attempt replaced it',
  },
  // Registrations (100.150) and the SEPA direct debit's R-transactions (800.100.2xx).
  REGISTRATION_NOT_FOUND: { code: '100.150.200', description: 'registration does not exist' },
  REGISTRATION_NOT_CONFIRMED: { code: '100.150.201', description: 'registration is not confirmed yet' },
  REGISTRATION_DEREGISTERED: { code: '100.150.202', description: 'registration is already deregistered' },
  REGISTRATION_REJECTED: {
    code: '100.150.203',
    description: 'registration is not valid, probably initially rejected',
  },
  INITIAL_PAYMENT_REQUIRED: {
    code: '100.150.300',
    description: 'payment only allowed with valid initial registration',
  },
  DD_ACCOUNT_INCORRECT: { code: '800.100.201', description: 'Account or Bank Details Incorrect' },
  DD_ACCOUNT_CLOSED: { code: '800.100.202', description: 'Account Closed' },
  DD_INSUFFICIENT_FUNDS: { code: '800.100.203', description: 'Insufficient Funds' },
  DD_MANDATE_EXPIRED: { code: '800.100.204', description: 'Mandate Expired' },
  DD_MANDATE_DISCARDED: { code: '800.100.205', description: 'Mandate Discarded' },
  DD_NOT_ENABLED: {
    code: '800.100.208',
    description: 'Direct debit not enabled for the specified account or bank',
  },
  DD_HOLDER_INVALID: { code: '800.100.402', description: 'cc/bank account holder not valid' },
  BRAND_NOT_CONFIGURED: {
    code: '600.200.500',
    description:
      'Invalid payment data. You are not configured for this currency or sub type (country or brand)',
  },
  // Back-office operations on an earlier payment (POST /v1/payments/{id}): the platform's
  // reference-validation codes (700.xxx). An unknown or another merchant's id is NOT_FOUND.
  REFERENCE_CURRENCY_MISMATCH: {
    code: '700.100.500',
    description: 'referenced payment currency does not match with requested payment currency',
  },
  REFERENCE_REJECTED: { code: '700.300.200', description: 'referenced tx was rejected' },
  REFERENCE_CLOSED: {
    code: '700.300.300',
    description:
      'referenced tx can not be refunded, captured or reversed (already refunded, captured or reversed)',
  },
  REFERENCE_CHARGED_BACK: {
    code: '700.300.600',
    description: 'referenced tx can not be refunded or reversed (was chargebacked)',
  },
  CANNOT_CAPTURE: {
    code: '700.400.100',
    description: 'cannot capture (PA value exceeded, PA reverted or invalid workflow?)',
  },
  CANNOT_REFUND: {
    code: '700.400.200',
    description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)',
  },
  CANNOT_REVERSE: {
    code: '700.400.300',
    description: 'cannot reverse (already refunded|reversed, invalid workflow or amount exceeded)',
  },
  CANNOT_CHARGEBACK: {
    code: '700.400.400',
    description: 'cannot chargeback (already chargebacked or invalid workflow?)',
  },
  CHARGEBACK_ALREADY_REVERSED: {
    code: '700.400.410',
    description: 'cannot reversal chargeback (chargeback is already reversaled or invalid workflow?)',
  },
  NO_CHARGEBACK_TO_REVERSE: {
    code: '700.400.420',
    description: 'cannot reversal chargeback (no chargeback existing or invalid workflow?)',
  },
  CAPTURE_NEEDS_PREAUTHORIZATION: {
    code: '700.400.510',
    description: 'capture needs at least one successful transaction of type (PA)',
  },
  REFUND_NEEDS_DEBIT: {
    code: '700.400.520',
    description: 'refund needs at least one successful transaction of type (CP or DB or RB or RC)',
  },
  REVERSAL_NEEDS_PAYMENT: {
    code: '700.400.530',
    description: 'reversal needs at least one successful transaction of type (CP or DB or RB or PA)',
  },
  CHARGEBACK_NEEDS_DEBIT: {
    code: '700.400.550',
    description: 'chargeback needs at least one successful transaction of type (CP or DB or RB)',
  },
  REFERENCE_PENDING: { code: '700.400.570', description: 'cannot reference a waiting/pending transaction' },
  /** A chargeback recorded without chargebackResultCode (the chargeback class is 000.100.2xx). */
  CHARGEBACK_REASON_NOT_SPECIFIED: { code: '000.100.200', description: 'Reason not Specified' },
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
