// The answer to a registration: its id, brand and result, the instrument summarised as in a
// payment answer (card: bin, last 4, holder, expiry; IBAN masked), and the request's echoed
// structures (customer, billing, customParameters…).
import type { Result } from '../../spec/result-codes';
import { answerBody } from '../http/answer';
import { nestParams } from '../payments/nest-params';
import { echoValue } from '../payments/payment-response';
import type { StoredInstrument } from './instrument';

type Params = Readonly<Record<string, string>>;

/** The `card` member of payment answers, for a stored card or token. */
export function cardSummary({ params }: StoredInstrument): Record<string, string> | undefined {
  const number = params['card.number'] ?? params['tokenAccount.number'];
  if (number === undefined) return undefined;
  const holder = params['card.holder'];
  return {
    bin: number.slice(0, 6),
    last4Digits: number.slice(-4),
    ...(holder === undefined ? {} : { holder }),
    expiryMonth: params['card.expiryMonth'] ?? params['tokenAccount.expiryMonth'] ?? '',
    expiryYear: params['card.expiryYear'] ?? params['tokenAccount.expiryYear'] ?? '',
  };
}

export function registrationAnswer(
  id: string,
  params: Params,
  instrument: StoredInstrument,
  result: Result,
  now: Date,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const card = cardSummary(instrument);
  const brand = instrument.params.paymentBrand;
  return answerBody(now, result, {
    id,
    ...(brand ? { paymentBrand: brand } : {}),
    ...nestParams({ ...params, ...instrument.params }, echoValue),
    ...(card ? { card } : {}),
    ...extra,
  });
}
