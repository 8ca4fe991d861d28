import { RESULT, type Result } from '../../spec/result-codes';
import { testCard } from './test-cards';

export interface SimulatorOutcome {
  result: Result;
  acquirerResponse: string;
}

/** The INTERNAL simulator's answer for validated card-payment parameters. */
export function simulatePayment(params: Readonly<Record<string, string>>): SimulatorOutcome {
  if (params.testMode === 'EXTERNAL')
    return { result: RESULT.NO_EXTERNAL_PROCESSOR, acquirerResponse: 'n/a' };
  const card = testCard(params['card.number'] ?? '');
  if (card) return { result: card.result, acquirerResponse: card.acquirerResponse };
  return { result: RESULT.SUCCESS_INTEGRATOR_TEST, acquirerResponse: '00' };
}
