// The result codes of the gateway family (COPYandPAY / Open Payment Platform) the sandbox and the
// widget answer or read, each its own export so a bundle carries only the codes it uses. Codes are
// the real ones; where one code serves several situations the description says which one applies.
/** A result: the code (digits and dots) and what it means. */
export interface Result {
  code: string;
  description: string;
}

export const SUCCESS: Result = { code: '000.000.000', description: 'Transaction succeeded' };
export const SUCCESS_INTEGRATOR_TEST: Result = {
  code: '000.100.110',
  description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
};
export const SUCCESS_CONNECTOR_TEST: Result = {
  code: '000.100.112',
  description: "Request successfully processed in 'Merchant in Connector Test Mode'",
};
export const PENDING: Result = { code: '000.200.000', description: 'transaction pending' };
export const CHECKOUT_CREATED: Result = { code: '000.200.100', description: 'successfully created checkout' };
export const CHECKOUT_UPDATED: Result = { code: '000.200.101', description: 'successfully updated checkout' };
export const INVALID_CARD_NUMBER: Result = {
  code: '100.100.101',
  description: 'invalid creditcard, bank account number or bank name',
};
export const EXPIRY_MONTH_MISSING: Result = { code: '100.100.200', description: 'invalid expiry month' };
export const EXPIRY_MONTH_INVALID: Result = { code: '100.100.201', description: 'invalid expiry month' };
export const EXPIRY_YEAR_MISSING: Result = { code: '100.100.300', description: 'invalid expiry year' };
export const EXPIRY_YEAR_INVALID: Result = { code: '100.100.301', description: 'invalid expiry year' };
export const CARD_EXPIRED: Result = { code: '100.100.303', description: 'card expired' };
export const HOLDER_MISSING: Result = {
  code: '100.100.400',
  description: 'request contains no cc/bank account holder',
};
export const HOLDER_LENGTH: Result = {
  code: '100.100.401',
  description: 'cc/bank account holder too short or too long',
};
export const HOLDER_INVALID: Result = {
  code: '100.100.402',
  description: 'cc/bank account holder not valid',
};
export const BRAND_MISSING: Result = {
  code: '100.100.500',
  description: 'request contains no credit card brand',
};
export const BRAND_INVALID: Result = { code: '100.100.501', description: 'invalid credit card brand' };
export const CVV_MISSING: Result = {
  code: '100.100.600',
  description: 'empty CVV for VISA,MASTER, AMEX not allowed',
};
export const CVV_INVALID: Result = { code: '100.100.601', description: 'invalid CVV/brand combination' };
export const NUMBER_BRAND_MISMATCH: Result = {
  code: '100.100.700',
  description: 'invalid cc number/brand combination',
};
export const NO_ACCOUNT_DATA: Result = {
  code: '100.150.100',
  description: 'request contains no Account data and no registration id',
};
export const AMOUNT_INVALID: Result = {
  code: '100.550.300',
  description: 'request contains no amount or too low amount',
};
export const AMOUNT_FORMAT: Result = {
  code: '100.550.303',
  description: 'amount format invalid (only two decimals allowed).',
};
export const AMOUNT_TICKET_SIZE: Result = {
  code: '100.550.312',
  description: 'amount is outside allowed ticket size boundaries',
};
export const RISK_AMOUNT_FORMAT: Result = {
  code: '100.550.603',
  description: 'risk amount format invalid (only two decimals allowed)',
};
export const CURRENCY_INVALID: Result = { code: '100.550.400', description: 'request contains no currency' };
export const CURRENCY_UNKNOWN: Result = { code: '100.550.401', description: 'invalid currency' };
// Account data (100.100, 100.150, 100.2xx), payment data (100.500), usage (100.600).
export const NO_ACCOUNT_NUMBER: Result = {
  code: '100.100.100',
  description: 'request contains no creditcard, bank account number or bank name',
};
export const REGISTRATION_ID_INVALID: Result = {
  code: '100.150.101',
  description: 'invalid format for specified registration id (must be uuid format)',
};
export const BANK_COUNTRY_INVALID: Result = {
  code: '100.200.100',
  description: 'bank account contains no or invalid country',
};
export const BANK_CODE_INVALID: Result = {
  code: '100.200.103',
  description: 'bank account has invalid bankcode/name account number combination',
};
export const BANK_ACCOUNT_NUMBER_FORMAT: Result = {
  code: '100.200.104',
  description: 'bank account has invalid acccount number format',
};
export const VIRTUAL_ACCOUNT_INVALID: Result = {
  code: '100.210.101',
  description: 'virtual account contains no or invalid Id',
};
export const PAYMENT_TYPE_INVALID: Result = { code: '100.500.201', description: 'payment type invalid' };
export const DUE_DATE_INVALID: Result = { code: '100.500.301', description: 'invalid due date' };
export const MANDATE_DATE_INVALID: Result = {
  code: '100.500.302',
  description: 'invalid mandate date of signature',
};
export const MANDATE_ID_INVALID: Result = { code: '100.500.303', description: 'invalid mandate id' };
export const DESCRIPTOR_TOO_LONG: Result = { code: '100.600.500', description: 'usage field too long' };
// Customer (100.700), address (100.800) and contact (100.900) validation.
export const SURNAME_MISSING: Result = {
  code: '100.700.100',
  description: 'customer.surname may not be null',
};
export const SURNAME_INVALID: Result = {
  code: '100.700.101',
  description: 'customer.surname length must be between 0 and 50',
};
export const GIVEN_NAME_MISSING: Result = {
  code: '100.700.200',
  description: 'customer.givenName may not be null',
};
export const GIVEN_NAME_INVALID: Result = {
  code: '100.700.201',
  description: 'customer.givenName length must be between 0 and 50',
};
export const SALUTATION_INVALID: Result = { code: '100.700.300', description: 'invalid salutation' };
export const COMPANY_NAME_INVALID: Result = { code: '100.700.500', description: 'company name too long' };
export const IDENTITY_PAPER_INVALID: Result = {
  code: '100.700.800',
  description: 'identity contains no or invalid "paper"',
};
export const IDENTITY_VALUE_INVALID: Result = {
  code: '100.700.801',
  description: 'identity contains no or invalid identification value',
};
export const STREET_MISSING: Result = { code: '100.800.100', description: 'request contains no street' };
export const STREET_TOO_LONG: Result = {
  code: '100.800.101',
  description: 'The combination of street1 and street2 must not exceed 201 characters.',
};
export const STREET_DIGITS_ONLY: Result = {
  code: '100.800.102',
  description: 'The combination of street1 and street2 must not contain only numbers.',
};
export const ZIP_INVALID: Result = { code: '100.800.202', description: 'invalid zip' };
export const CITY_INVALID: Result = { code: '100.800.302', description: 'invalid city' };
export const STATE_INVALID: Result = {
  code: '100.800.400',
  description: 'invalid state/country combination',
};
export const COUNTRY_INVALID: Result = { code: '100.800.501', description: 'invalid country' };
export const EMAIL_INVALID: Result = {
  code: '100.900.101',
  description: 'invalid email address (probably invalid syntax)',
};
export const PHONE_INVALID: Result = {
  code: '100.900.200',
  description: 'invalid phone number (has to start with a digit or a +, at least 7 and max 25 chars long)',
};
export const MOBILE_INVALID: Result = {
  code: '100.900.300',
  description:
    'invalid mobile phone number (has to start with a digit or a +, at least 7 and max 25 chars long)',
};
export const BIRTHDATE_INVALID: Result = { code: '100.900.450', description: 'invalid birthdate' };
// Scheduling (100.250) and 3-D Secure data (100.370).
export const JOB_DURATION_UNIT_INVALID: Result = {
  code: '100.250.106',
  description: 'invalid or missing duration unit',
};
export const JOB_NOTICE_UNIT_INVALID: Result = {
  code: '100.250.107',
  description: 'invalid or missing notice unit',
};
export const JOB_EXECUTION_INVALID: Result = {
  code: '100.250.120',
  description: 'invalid execution parameters, combination does not conform to standard',
};
export const JOB_HOUR_INVALID: Result = {
  code: '100.250.121',
  description: 'invalid execution parameters, hour must be between 0 and 23',
};
export const JOB_MINUTE_SECOND_INVALID: Result = {
  code: '100.250.122',
  description: 'invalid execution parameters, minute and seconds must be between 0 and 59',
};
export const JOB_DAY_OF_MONTH_INVALID: Result = {
  code: '100.250.123',
  description: 'invalid execution parameters, Day of month must be between 1 and 31',
};
export const JOB_MONTH_INVALID: Result = {
  code: '100.250.124',
  description: 'invalid execution parameters, month must be between 1 and 12',
};
export const JOB_DAY_OF_WEEK_INVALID: Result = {
  code: '100.250.125',
  description: 'invalid execution parameters, Day of week must be between 1 and 7',
};
// Schedules (100.360): deleting one that no longer runs; running one that does not run (sandbox aid).
export const SCHEDULE_NOT_SCHEDULED: Result = {
  code: '100.360.303',
  description: 'cannot deschedule(DS) unscheduled job',
};
export const SCHEDULE_NOT_RUNNING: Result = {
  code: '100.360.300',
  description: 'cannot schedule(SD) unscheduled job',
};
// Settlement reports: an aggregation id the entity has not got in the period asked for.
export const AGGREGATION_NOT_FOUND: Result = {
  code: '200.300.404',
  description:
    'invalid or missing parameter: no settlement aggregation of this entity has this id in this period',
};
export const ECI_INVALID: Result = {
  code: '100.370.121',
  description: 'no or unknown ECI Type defined in Authentication',
};
export const VERIFICATION_ID_INVALID: Result = {
  code: '100.370.125',
  description: 'Invalid 3DSecure Verification_ID. Must have Base64 encoding a Length of 28 digits',
};
export const CANCELLED_BY_USER: Result = { code: '100.396.101', description: 'Cancelled by user' };
export const AUTHENTICATION_FAILED: Result = {
  code: '100.380.401',
  description: 'User Authentication Failed',
};
export const INVALID_PARAMETER: Result = { code: '200.300.404', description: 'invalid or missing parameter' };
export const ENTITY_NOT_FOUND: Result = { code: '200.300.406', description: 'Entity not found' };
export const INVALID_ACCESS_TOKEN: Result = {
  code: '800.900.300',
  description: 'invalid authentication information',
};
export const AUTHORIZATION_HEADER_INVALID: Result = {
  code: '800.900.301',
  description: 'user authorization failed, user has no sufficent rights to process transaction',
};
export const CHECKOUT_NOT_FOUND: Result = {
  code: '200.300.404',
  description:
    'No payment session found for the requested id - are you mixing test/live servers or have you paid more than 30min ago?',
};
/** The widget reads this code of an answer; the code alone, so its bundle carries no description. */
export const CHECKOUT_ALREADY_PAID_CODE = '100.350.101';
export const CHECKOUT_ALREADY_PAID: Result = {
  code: CHECKOUT_ALREADY_PAID_CODE,
  description: 'referenced session is CLOSED (no action possible)',
};
export const DECLINED_INVALID_CARD: Result = {
  code: '800.100.151',
  description: 'transaction declined (invalid card)',
};
export const DECLINED: Result = {
  code: '800.100.152',
  description: 'transaction declined by authorization system',
};
export const DECLINED_INVALID_CVV: Result = {
  code: '800.100.153',
  description: 'transaction declined (invalid CVV)',
};
export const DECLINED_INSUFFICIENT_FUNDS: Result = {
  code: '800.100.155',
  description: 'transaction declined (amount exceeds credit)',
};
export const DECLINED_WRONG_EXPIRY: Result = {
  code: '800.100.157',
  description: 'transaction declined (wrong expiry date)',
};
export const DECLINED_LIMIT_EXCEEDED: Result = {
  code: '800.100.162',
  description: 'transaction declined (limit exceeded)',
};
export const DUPLICATE_TRANSACTION: Result = { code: '800.110.100', description: 'duplicate transaction' };
export const THROTTLED: Result = {
  code: '800.120.100',
  description: 'Too many requests. Please try again later.',
};
export const BIN_BLACKLISTED: Result = { code: '800.300.401', description: 'bin blacklisted' };
export const CONNECTOR_ERROR: Result = {
  code: '900.100.100',
  description: 'unexpected communication error with connector/acquirer',
};
export const CONNECTOR_TIMEOUT: Result = { code: '900.100.300', description: 'timeout, uncertain result' };
export const NOT_FOUND: Result = { code: '700.400.580', description: 'cannot find transaction' };
// Added for the sandbox. Codes are the real ones; where one code serves several situations the
// description says which one applies.
export const SUCCESSFUL_REQUEST: Result = { code: '000.000.100', description: 'successful request' };
export const ACCESS_TOKEN_UNKNOWN: Result = { code: '800.900.302', description: 'Authorization failed' };
export const ENTITY_NOT_AUTHORIZED: Result = {
  code: '800.900.301',
  description: 'user authorization failed, user has no sufficent rights to process transaction',
};
export const ORIGIN_NOT_ALLOWED: Result = {
  code: '800.900.301',
  description: 'user authorization failed: the request must come from the gateway origin',
};
export const UNSUPPORTED_CONTENT_TYPE: Result = {
  code: '200.300.404',
  description:
    'invalid or missing parameter: send the body as application/x-www-form-urlencoded; charset=UTF-8',
};
export const MALFORMED_REQUEST: Result = {
  code: '200.300.404',
  description: 'invalid or missing parameter: the request could not be read',
};
export const BODY_TOO_LARGE: Result = {
  code: '200.300.404',
  description: 'invalid or missing parameter: the request body is too large',
};
export const ENDPOINT_NOT_FOUND: Result = {
  code: '200.300.404',
  description: 'no such endpoint: check the HTTP method and the path',
};
export const NO_EXTERNAL_PROCESSOR: Result = {
  code: '900.100.100',
  description:
    'unexpected communication error with connector/acquirer: there is no external processor in this sandbox, use testMode=INTERNAL',
};
export const SYSTEM_ERROR: Result = { code: '999.999.999', description: 'unexpected error in the sandbox' };
export const STORE_FAILED: Result = {
  code: '999.999.888',
  description:
    'UNDEFINED PLATFORM DATABASE ERROR: the sandbox could not store this request; look the transaction up before you send it again',
};
export const UNAVAILABLE: Result = {
  code: '800.800.800',
  description: 'The payment system is currently unavailable: the sandbox is shutting down',
};
export const ALIVE: Result = {
  code: '000.000.100',
  description: 'successful request: the sandbox is running',
};
export const READY: Result = {
  code: '000.000.100',
  description: 'successful request: the sandbox stores and answers',
};
// 3-D Secure 2 and the other asynchronous (redirect) payments.
export const THREEDS_NOT_ENROLLED: Result = {
  code: '000.400.109',
  description: 'Card is not enrolled for 3DS version 2',
};
export const THREEDS_TECHNICAL_ERROR: Result = {
  code: '100.390.112',
  description: 'Technical Error in 3D system',
};
export const THREEDS_REJECTED_BY_ISSUER: Result = {
  code: '100.390.114',
  description: 'Not authenticated because the issuer is rejecting authentication',
};
export const PENDING_TIMED_OUT: Result = {
  code: '100.396.103',
  description: 'Previously pending transaction timed out',
};
export const ONLINE_TRANSFER_TIMED_OUT: Result = {
  code: '100.395.501',
  description: 'Previously pending online transfer transaction timed out',
};
export const PROBABLY_CANCELLED: Result = {
  code: '100.396.104',
  description: 'Uncertain status - probably cancelled by user: a newer payment attempt replaced it',
};
// Registrations (100.150) and the SEPA direct debit's R-transactions (800.100.2xx).
export const REGISTRATION_NOT_FOUND: Result = {
  code: '100.150.200',
  description: 'registration does not exist',
};
export const REGISTRATION_NOT_CONFIRMED: Result = {
  code: '100.150.201',
  description: 'registration is not confirmed yet',
};
export const REGISTRATION_DEREGISTERED: Result = {
  code: '100.150.202',
  description: 'registration is already deregistered',
};
export const REGISTRATION_REJECTED: Result = {
  code: '100.150.203',
  description: 'registration is not valid, probably initially rejected',
};
export const INITIAL_PAYMENT_REQUIRED: Result = {
  code: '100.150.300',
  description: 'payment only allowed with valid initial registration',
};
export const DD_ACCOUNT_INCORRECT: Result = {
  code: '800.100.201',
  description: 'Account or Bank Details Incorrect',
};
export const DD_ACCOUNT_CLOSED: Result = { code: '800.100.202', description: 'Account Closed' };
export const DD_INSUFFICIENT_FUNDS: Result = { code: '800.100.203', description: 'Insufficient Funds' };
export const DD_MANDATE_EXPIRED: Result = { code: '800.100.204', description: 'Mandate Expired' };
export const DD_MANDATE_DISCARDED: Result = { code: '800.100.205', description: 'Mandate Discarded' };
export const DD_NOT_ENABLED: Result = {
  code: '800.100.208',
  description: 'Direct debit not enabled for the specified account or bank',
};
export const DD_HOLDER_INVALID: Result = {
  code: '800.100.402',
  description: 'cc/bank account holder not valid',
};
export const BRAND_NOT_CONFIGURED: Result = {
  code: '600.200.500',
  description:
    'Invalid payment data. You are not configured for this currency or sub type (country or brand)',
};
// Back-office operations on an earlier payment (POST /v1/payments/{id}): the platform's
// reference-validation codes (700.xxx). An unknown or another merchant's id is NOT_FOUND.
export const REFERENCE_CURRENCY_MISMATCH: Result = {
  code: '700.100.500',
  description: 'referenced payment currency does not match with requested payment currency',
};
export const REFERENCE_REJECTED: Result = { code: '700.300.200', description: 'referenced tx was rejected' };
export const REFERENCE_CLOSED: Result = {
  code: '700.300.300',
  description:
    'referenced tx can not be refunded, captured or reversed (already refunded, captured or reversed)',
};
export const REFERENCE_CHARGED_BACK: Result = {
  code: '700.300.600',
  description: 'referenced tx can not be refunded or reversed (was chargebacked)',
};
export const CANNOT_CAPTURE: Result = {
  code: '700.400.100',
  description: 'cannot capture (PA value exceeded, PA reverted or invalid workflow?)',
};
export const CANNOT_REFUND: Result = {
  code: '700.400.200',
  description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)',
};
export const CANNOT_REVERSE: Result = {
  code: '700.400.300',
  description: 'cannot reverse (already refunded|reversed, invalid workflow or amount exceeded)',
};
export const CANNOT_CHARGEBACK: Result = {
  code: '700.400.400',
  description: 'cannot chargeback (already chargebacked or invalid workflow?)',
};
export const CHARGEBACK_ALREADY_REVERSED: Result = {
  code: '700.400.410',
  description: 'cannot reversal chargeback (chargeback is already reversaled or invalid workflow?)',
};
export const NO_CHARGEBACK_TO_REVERSE: Result = {
  code: '700.400.420',
  description: 'cannot reversal chargeback (no chargeback existing or invalid workflow?)',
};
export const CAPTURE_NEEDS_PREAUTHORIZATION: Result = {
  code: '700.400.510',
  description: 'capture needs at least one successful transaction of type (PA)',
};
export const REFUND_NEEDS_DEBIT: Result = {
  code: '700.400.520',
  description: 'refund needs at least one successful transaction of type (CP or DB or RB or RC)',
};
export const REVERSAL_NEEDS_PAYMENT: Result = {
  code: '700.400.530',
  description: 'reversal needs at least one successful transaction of type (CP or DB or RB or PA)',
};
export const CHARGEBACK_NEEDS_DEBIT: Result = {
  code: '700.400.550',
  description: 'chargeback needs at least one successful transaction of type (CP or DB or RB)',
};
export const REFERENCE_PENDING: Result = {
  code: '700.400.570',
  description: 'cannot reference a waiting/pending transaction',
};
/** A chargeback recorded without chargebackResultCode (the chargeback class is 000.100.2xx). */
export const CHARGEBACK_REASON_NOT_SPECIFIED: Result = {
  code: '000.100.200',
  description: 'Reason not Specified',
};
// Standalone 3-D Secure (POST /v1/threeDSecure) and the proof a later payment passes.
export const THREEDS_UNAVAILABLE: Result = {
  code: '100.390.107',
  description: 'Transaction rejected because cardholder authentication unavailable',
};
export const THREEDS_PROOF_INVALID: Result = {
  code: '800.400.200',
  description: 'Invalid Payer Authentication in 3DSecure transaction',
};
export const THREEDS_PROOF_EXPIRED: Result = {
  code: '800.400.200',
  description:
    'Invalid Payer Authentication in 3DSecure transaction: the authentication is older than its 30 days',
};
export const THREEDS_AMOUNT_MISMATCH: Result = {
  code: '100.390.101',
  description: 'purchase amount/currency mismatch',
};
/** A standalone risk request (paymentType=RI) the risk checks let through. */
export const RISK_CHECK_SUCCESSFUL: Result = { code: '000.300.100', description: 'Risk check successful' };
/** The risk checks refused the payment (or the standalone risk request): no money moved. */
export const RISK_DECLINED: Result = {
  code: '100.400.319',
  description: 'transaction declined by risk system',
};
