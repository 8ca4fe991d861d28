// The parameter sets of the registration endpoints, derived from the shared operations so they
// stay in step with the catalogue.
import { customParametersFromShopper, paymentTypeSupported } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { ADDRESS_RULES, CUSTOMER_RULES } from '../../spec/rules/party-rules';

const server = OPERATIONS.serverPayment;
const INSTRUMENT =
  /^(card|applePay|googlePay|samsungPay|virtualAccount|bankAccount|tokenAccount)\.|^transactionDueDate$|^createRegistration$/;

/**
 * POST /v1/registrations/{id}/payments: a payment without instrument data (the registration has
 * it), except the CVV asked again and, with overrideHolder, a holder for a registration without one.
 */
export const REGISTRATION_PAYMENT: Operation = {
  ...server,
  optional: [
    ...server.optional.filter((selector) => !INSTRUMENT.test(selector)),
    'card.cvv',
    'card.holder',
    'bankAccount.holder',
    'bankAccount.mandate.*',
    'transactionDueDate',
  ],
  rules: [paymentTypeSupported, ...CUSTOMER_RULES, ...ADDRESS_RULES],
};

/** POST /v1/checkouts with createRegistration=true and no paymentType: the widget only stores details. */
export const REGISTRATION_CHECKOUT: Operation = {
  ...OPERATIONS.createCheckout,
  required: ['entityId', 'createRegistration'],
  optional: [
    'customer.*',
    'billing.*',
    'customParameters[key]',
    'merchantTransactionId',
    'shopperResultUrl',
    'integrity',
    'testMode',
    'locale',
  ],
  except: ['customer.browser.*'],
  rules: [...CUSTOMER_RULES, ...ADDRESS_RULES],
};

/** POST /v1/checkouts/{id}/one-click-payment: the shopper picked a stored registration. */
export const BROWSER_ONE_CLICK: Operation = {
  ...OPERATIONS.browserCheckoutPayment,
  required: ['registrationId'],
  optional: ['card.cvv', 'customer.browser.*', 'customParameters[key]'],
  rules: [customParametersFromShopper],
};

export const isRegistrationCheckout = (params: Readonly<Record<string, string>>): boolean =>
  params.createRegistration === 'true' && params.paymentType === undefined;
