// The parameters of POST /v1/threeDSecure: those of a server-to-server card payment, derived from
// the shared operation so both stay in step with the catalogue, less what only a payment takes.
import { paymentTypeSupported } from '../../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../../spec/operations';

const server = OPERATIONS.serverPayment;

/**
 * An authentication moves no money and authenticates a card: no paymentType, no other instrument,
 * no registration, no point of sale, and never a proof of an earlier authentication (the proof is
 * what this request produces, for the payment to carry).
 */
const NOT_TAKEN = [
  'paymentType',
  'createRegistration',
  'overrideHolder',
  'numberOfCaptures',
  'registrations[n].id',
  'standingInstruction.*',
  'notificationUrl',
  'pos.*',
  'applePay.*',
  'googlePay.*',
  'samsungPay.*',
  'virtualAccount.*',
  'bankAccount.*',
  'tokenAccount.*',
  'transactionDueDate',
  'threeDSecure.eci',
  'threeDSecure.verificationId',
  'threeDSecure.authenticationStatus',
  'threeDSecure.dsTransactionId',
  'threeDSecure.acsTransactionId',
  'threeDSecure.challengeMandatedIndicator',
  'threeDSecure.authType',
  'threeDSecure.transactionStatusReason',
];

/** POST /v1/threeDSecure: a card, the amount to authenticate and the way back for the shopper. */
export const STANDALONE_THREEDS: Operation = {
  ...server,
  required: [
    'entityId',
    'amount',
    'currency',
    'paymentBrand',
    'card.number',
    'card.expiryMonth',
    'card.expiryYear',
    'shopperResultUrl',
  ],
  optional: server.optional.filter((selector) => !NOT_TAKEN.includes(selector)),
  except: NOT_TAKEN,
  rules: server.rules.filter((rule) => rule !== paymentTypeSupported),
};
