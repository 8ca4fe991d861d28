import type { Result } from '../../spec/result-codes';
import { newConnectorTxId, newShortId } from '../ids';
import type { Merchant } from '../merchants';
import { BUILD_NUMBER, formatTimestamp } from '../response-meta';
import type { SimulatorOutcome } from '../simulator/simulator';
import { nestParams } from './nest-params';

export interface PaymentResponse {
  id: string;
  paymentType: string;
  paymentBrand?: string;
  amount: string;
  currency: string;
  descriptor: string;
  result: Result;
  resultDetails: Record<string, string>;
  card: { bin: string; last4Digits: string; holder?: string; expiryMonth: string; expiryYear: string };
  /** Only for payments made through a checkout. */
  checkoutId?: string;
  buildNumber: string;
  timestamp: string;
  ndc: string;
  /** Echoed request structures: merchantTransactionId, customParameters, customer, billing, cart… */
  [member: string]: unknown;
}

/** Parameters that have their own member in the answer, or are never echoed. */
const NOT_ECHOED = new Set([
  'entityId',
  'amount',
  'currency',
  'paymentType',
  'paymentBrand',
  'descriptor',
  'testMode',
  'integrity',
  'shopperResultUrl',
  'notificationUrl',
]);
const echoed = (name: string): boolean =>
  !NOT_ECHOED.has(name) &&
  !name.startsWith('card.') &&
  !name.startsWith('customer.browser.') &&
  !name.startsWith('overridePaymentType[');

/** '12' → '12.00'; the request format guarantees digits with no or two decimals. */
export const twoDecimals = (amount: string): string => (amount.includes('.') ? amount : `${amount}.00`);

export interface PaymentFacts {
  id: string;
  /** Validated parameters: the checkout's plus the browser's, or the server request's. */
  params: Readonly<Record<string, string>>;
  /** The brand the payment ran under (sent or detected). */
  brand: string | undefined;
  outcome: SimulatorOutcome;
  merchant: Merchant;
  checkoutId?: string;
  now: Date;
  ndc: string;
}

export function buildPaymentResponse(facts: PaymentFacts): PaymentResponse {
  const { params, outcome } = facts;
  const number = params['card.number'] ?? '';
  const echo = nestParams(Object.fromEntries(Object.entries(params).filter(([name]) => echoed(name))));
  const holder = params['card.holder'];
  return {
    id: facts.id,
    paymentType: params.paymentType ?? '',
    ...(facts.brand === undefined ? {} : { paymentBrand: facts.brand }),
    amount: twoDecimals(params.amount ?? '0.00'),
    currency: params.currency ?? '',
    descriptor: `${newShortId()} ${params.descriptor ?? facts.merchant.name}`.slice(0, 127),
    ...echo,
    result: outcome.result,
    resultDetails: {
      ExtendedDescription: outcome.result.description,
      ConnectorTxID1: newConnectorTxId(),
      AcquirerResponse: outcome.acquirerResponse,
      clearingInstituteName: 'Sandbox INTERNAL simulator',
    },
    card: {
      bin: number.slice(0, 6),
      last4Digits: number.slice(-4),
      ...(holder === undefined ? {} : { holder }),
      expiryMonth: params['card.expiryMonth'] ?? '',
      expiryYear: params['card.expiryYear'] ?? '',
    },
    ...(facts.checkoutId === undefined ? {} : { checkoutId: facts.checkoutId }),
    buildNumber: BUILD_NUMBER,
    timestamp: formatTimestamp(facts.now),
    ndc: facts.ndc,
  };
}
