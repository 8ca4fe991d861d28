// The parameter sets the document names in components (`{name}Request`): every shared operation,
// plus the variants the routes derive from them. The routes validate with these same objects, so a
// parameter added to an operation shows up in the document without a change here.
import { OPERATIONS, type Operation, type OperationName } from '../../spec/operations';
import { BROWSER_BANK_PAYMENT } from '../bank/operations';
import { CLOCK_ADVANCE, CLOCK_LOOKUP } from '../clock/operations';
import { BROWSER_REDIRECT_PAYMENT } from '../providers/operations';
import { BROWSER_ONE_CLICK, REGISTRATION_CHECKOUT, REGISTRATION_PAYMENT } from '../registrations/operations';
import { SETTINGS_UPDATE } from '../settings/operations';
import { MERCHANT_REQUEST } from '../test-merchants/operations';
import { STANDALONE_THREEDS } from '../threeds/standalone/operation';
import { BROWSER_WALLET_PAYMENT, WALLET_TOKEN_AID } from '../wallets/operations';
import { WEBHOOK_LOOKUP, WEBHOOK_REQUEST } from '../webhooks/operations';

/** The sandbox aids that end a lifetime read entityId and nothing else. */
const ENTITY_ONLY: Operation = { name: 'backOffice', required: ['entityId'], optional: [], rules: [] };

const DERIVED = {
  registrationCheckoutRequest: REGISTRATION_CHECKOUT,
  registrationPaymentRequest: REGISTRATION_PAYMENT,
  browserBankPaymentRequest: BROWSER_BANK_PAYMENT,
  browserOneClickPaymentRequest: BROWSER_ONE_CLICK,
  browserRedirectPaymentRequest: BROWSER_REDIRECT_PAYMENT,
  browserWalletPaymentRequest: BROWSER_WALLET_PAYMENT,
  walletTokenRequest: WALLET_TOKEN_AID,
  entityRequest: ENTITY_ONLY,
  webhookRequest: WEBHOOK_REQUEST,
  webhookLookupRequest: WEBHOOK_LOOKUP,
  clockAdvanceRequest: CLOCK_ADVANCE,
  clockRequest: CLOCK_LOOKUP,
  threeDSecureRequest: STANDALONE_THREEDS,
  settingsRequest: SETTINGS_UPDATE,
  testMerchantRequest: MERCHANT_REQUEST,
} as const satisfies Record<string, Operation>;

export type RequestName = `${OperationName}Request` | keyof typeof DERIVED;

const SHARED = Object.fromEntries(Object.values(OPERATIONS).map((op) => [`${op.name}Request`, op])) as Record<
  `${OperationName}Request`,
  Operation
>;

export const REQUESTS: Readonly<Record<RequestName, Operation>> = { ...SHARED, ...DERIVED };
