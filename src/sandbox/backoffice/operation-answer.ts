import { fromCents } from '../../spec/money';
import type { Result } from '../../spec/result-codes';
import { BUILD_NUMBER, formatTimestamp } from '../http/response-meta';
import { newConnectorTxId, newNdc, newShortId } from '../ids';
import type { Merchant } from '../merchants';
import { nestParams } from '../payments/nest-params';
import { echoValue, type PaymentResponse } from '../payments/payment-response';

// The answer of a back-office operation (spec document 1, 2.7): a payment of its own, with a new
// id, referencedId naming the payment it refers to, that payment's brand, currency and instrument
// summary, and the structures the request sent (merchantTransactionId, customParameters, cart…).

/** The instrument members a follow-up repeats from its reference, as summarised there. */
const INSTRUMENT = ['card', 'bankAccount', 'virtualAccount', 'tokenAccount'] as const;

export interface OperationFacts {
  id: string;
  /** The validated request parameters. */
  params: Readonly<Record<string, string>>;
  reference: PaymentResponse;
  amountCents: number;
  result: Result;
  merchant: Merchant;
  now: Date;
}

export function operationResponse(facts: OperationFacts): PaymentResponse {
  const { params, reference, result } = facts;
  const instrument = Object.fromEntries(
    INSTRUMENT.filter((name) => reference[name] !== undefined).map((name) => [name, reference[name]]),
  );
  return {
    id: facts.id,
    paymentType: params.paymentType ?? '',
    ...(reference.paymentBrand === undefined ? {} : { paymentBrand: reference.paymentBrand }),
    amount: fromCents(facts.amountCents),
    currency: reference.currency,
    descriptor: `${newShortId()} ${params.descriptor ?? facts.merchant.name}`.slice(0, 127),
    referencedId: reference.id,
    ...nestParams(params, echoValue),
    result,
    resultDetails: {
      ExtendedDescription: result.description,
      ConnectorTxID1: newConnectorTxId(),
      // A chargeback comes from the card scheme, not as an answer of the acquirer.
      ...(params.paymentType === 'CB' ? {} : { AcquirerResponse: '00' }),
      clearingInstituteName: 'Sandbox INTERNAL simulator',
    },
    ...instrument,
    buildNumber: BUILD_NUMBER,
    timestamp: formatTimestamp(facts.now),
    ndc: newNdc(),
  };
}
