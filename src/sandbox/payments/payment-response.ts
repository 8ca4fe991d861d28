import { CATALOGUE } from '../../spec/catalogue/index';
import { maskValue } from '../../spec/mask';
import { isPending, type Result } from '../../spec/result-codes';
import { BUILD_NUMBER, formatTimestamp } from '../http/response-meta';
import { newConnectorTxId, newShortId } from '../ids';
import type { Merchant } from '../merchants';
import type { RiskAssessment } from '../risk/rules';
import { posAnswer } from '../simulator/pos-answer';
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
  /** Card and token-account payments only (a bank account is echoed as bankAccount, IBAN masked). */
  card?: { bin: string; last4Digits: string; holder?: string; expiryMonth: string; expiryYear: string };
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
// customer.browser.* is echoed like any structure: the merchant reads back what the widget sent.
const OWN_MEMBER = /^(card\.|overridePaymentType\[)/;

/**
 * The request structures echoed back (spec 2.7 "the response may contain any request structure"),
 * as JSON objects and arrays: never a secret (CVV, wallet token, cryptogram, PIN data, CAVV), and a
 * number marked as sensitive (token account, IBAN, gift card) only masked.
 */
type Echo = 'skip' | 'mask' | 'keep';
const decisions = new Map<string, Echo>();
function echoOf(name: string): Echo {
  let echo = decisions.get(name);
  if (echo === undefined) {
    const sensitive = CATALOGUE.find(name)?.spec.sensitive;
    echo =
      NOT_ECHOED.has(name) || OWN_MEMBER.test(name) || sensitive === 'secret'
        ? 'skip'
        : sensitive
          ? 'mask'
          : 'keep';
    if (decisions.size >= 20_000) decisions.clear();
    decisions.set(name, echo);
  }
  return echo;
}

/** A parameter's value as echoed, or undefined when it is not echoed. */
export function echoValue(name: string, value: string): string | undefined {
  const echo = echoOf(name);
  if (echo === 'skip') return undefined;
  return echo === 'mask' ? maskValue(value, CATALOGUE.find(name)?.spec.sensitive) : value;
}

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
  /** The risk checks' verdict, when the payment had them. */
  risk?: RiskAssessment;
}

/**
 * What the gateway itself answers inside the echoed structures, as flat names: risk.score (spec
 * document 1) and, once the payment has its final result, the acquirer's pos.* answer.
 */
function answeredMembers(facts: PaymentFacts, acquirerTxId: string): Record<string, string> {
  return {
    ...(facts.risk === undefined ? {} : { 'risk.score': String(facts.risk.score) }),
    ...(isPending(facts.outcome.result.code)
      ? {}
      : posAnswer({
          params: facts.params,
          result: facts.outcome.result,
          entityId: facts.merchant.entityId,
          acquirerTxId,
          now: facts.now,
        })),
  };
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `echo` with the gateway's own members added inside the structures (risk, pos) they belong to. */
function withMembers(echo: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(own)) {
    const echoed = echo[key];
    echo[key] = isNode(echoed) && isNode(value) ? withMembers(echoed, value) : value;
  }
  return echo;
}

export function buildPaymentResponse(facts: PaymentFacts): PaymentResponse {
  const { params, outcome } = facts;
  // A network token stands in for the card number (document 1, 2.4): summarised the same way.
  const number = params['card.number'] ?? params['tokenAccount.number'] ?? '';
  const acquirerTxId = newConnectorTxId();
  const answered = answeredMembers(facts, acquirerTxId);
  const echo = withMembers(nestParams(params, echoValue), nestParams(answered));
  const holder = params['card.holder'];
  return {
    id: facts.id,
    paymentType: params.paymentType ?? '',
    ...(facts.brand === undefined ? {} : { paymentBrand: facts.brand }),
    amount: twoDecimals(params.amount ?? '0.00'),
    currency: params.currency ?? '',
    // The short id, then the descriptor as sent (whole: up to its 127 characters), else the
    // merchant's name, merchant.name overriding the configured one (spec document 2, 2.4).
    descriptor: `${newShortId()} ${params.descriptor ?? params['merchant.name'] ?? facts.merchant.name}`,
    ...echo,
    result: outcome.result,
    resultDetails: {
      ExtendedDescription: outcome.result.description,
      ConnectorTxID1: acquirerTxId,
      AcquirerResponse: outcome.acquirerResponse,
      clearingInstituteName: 'Sandbox INTERNAL simulator',
    },
    ...(number === '' && params['card.expiryMonth'] === undefined
      ? {}
      : {
          card: {
            bin: number.slice(0, 6),
            last4Digits: number.slice(-4),
            ...(holder === undefined ? {} : { holder }),
            expiryMonth: params['card.expiryMonth'] ?? params['tokenAccount.expiryMonth'] ?? '',
            expiryYear: params['card.expiryYear'] ?? params['tokenAccount.expiryYear'] ?? '',
          },
        }),
    ...(facts.checkoutId === undefined ? {} : { checkoutId: facts.checkoutId }),
    buildNumber: BUILD_NUMBER,
    timestamp: formatTimestamp(facts.now),
    ndc: facts.ndc,
  };
}
