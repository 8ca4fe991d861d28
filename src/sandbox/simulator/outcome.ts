import type { Result } from '../../spec/result-codes';

/** What a simulated acquirer or bank answers for a payment. */
export interface SimulatorOutcome {
  result: Result;
  acquirerResponse: string;
}
