import { RESULT } from '../../spec/result-codes';
import { simulateDirectDebit } from '../bank/sepa-simulator';
import type { SimulatorOutcome } from './outcome';
import { testCard } from './test-cards';
import { inTestMode } from './test-mode';

export type { SimulatorOutcome };

/** The simulator's answer for validated payment parameters (card, token or bank account), in their test mode. */
export function simulatePayment(params: Readonly<Record<string, string>>): SimulatorOutcome {
  const outcome = simulateInternal(params);
  return { ...outcome, result: inTestMode(params, outcome.result) };
}

function simulateInternal(params: Readonly<Record<string, string>>): SimulatorOutcome {
  if (params['bankAccount.iban'] !== undefined || params['bankAccount.number'] !== undefined)
    return simulateDirectDebit(params);
  // A token account stands in for the card: the same test numbers decide.
  const card = testCard(params['card.number'] ?? params['tokenAccount.number'] ?? '');
  if (card) return { result: card.result, acquirerResponse: card.acquirerResponse };
  return { result: RESULT.SUCCESS_INTEGRATOR_TEST, acquirerResponse: '00' };
}
