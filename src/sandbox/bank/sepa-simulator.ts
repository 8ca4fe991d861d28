import { electronicFormatIBAN, extractIBAN, getCountrySpecifications } from 'ibantools';
import { RESULT } from '../../spec/result-codes';
import type { SimulatorOutcome } from '../simulator/outcome';
import { testAccount } from './test-accounts';

const SPECIFICATIONS = getCountrySpecifications();

/** The INTERNAL simulator's answer for a validated bank-account payment (SEPA direct debit). */
export function simulateDirectDebit(params: Readonly<Record<string, string>>): SimulatorOutcome {
  const iban = electronicFormatIBAN(params['bankAccount.iban'] ?? '') ?? '';
  const account = testAccount(iban);
  if (account) return { result: account.result, acquirerResponse: account.acquirerResponse };
  const country = extractIBAN(iban).countryCode;
  if (iban && !(country && SPECIFICATIONS[country]?.SEPA))
    return { result: RESULT.DD_NOT_ENABLED, acquirerResponse: 'AG01' };
  return { result: RESULT.SUCCESS_INTEGRATOR_TEST, acquirerResponse: '00' };
}
