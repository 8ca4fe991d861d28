import { RESULT, type Result } from '../../spec/result-codes';

export interface TestAccount {
  iban: string;
  country: string;
  result: Result;
  /** What the simulated bank answers (resultDetails.AcquirerResponse): the SEPA R-transaction reason. */
  acquirerResponse: string;
  description: string;
}

const approved = (iban: string, country: string, description: string): TestAccount => ({
  iban,
  country,
  result: RESULT.SUCCESS_INTEGRATOR_TEST,
  acquirerResponse: '00',
  description,
});

/**
 * The accounts of the INTERNAL SEPA simulator. Every other valid IBAN of a SEPA country is
 * approved; a valid IBAN of any other country is refused with 800.100.208. The refusing accounts
 * are German, with account numbers ending in the last three digits of their result code.
 */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  approved('DE89370400440532013000', 'DE', 'approved'),
  approved('AT611904300234573201', 'AT', 'approved'),
  approved('ES9121000418450200051332', 'ES', 'approved'),
  {
    iban: 'DE94370400440532013201',
    country: 'DE',
    result: RESULT.DD_ACCOUNT_INCORRECT,
    acquirerResponse: 'AC01',
    description: 'account or bank details incorrect',
  },
  {
    iban: 'DE67370400440532013202',
    country: 'DE',
    result: RESULT.DD_ACCOUNT_CLOSED,
    acquirerResponse: 'AC04',
    description: 'account closed',
  },
  {
    iban: 'DE40370400440532013203',
    country: 'DE',
    result: RESULT.DD_INSUFFICIENT_FUNDS,
    acquirerResponse: 'AM04',
    description: 'insufficient funds',
  },
  {
    iban: 'DE13370400440532013204',
    country: 'DE',
    result: RESULT.DD_MANDATE_EXPIRED,
    acquirerResponse: 'MD01',
    description: 'mandate expired',
  },
  {
    iban: 'DE83370400440532013205',
    country: 'DE',
    result: RESULT.DD_MANDATE_DISCARDED,
    acquirerResponse: 'MS02',
    description: 'no valid mandate (discarded by the shopper)',
  },
  {
    iban: 'DE02370400440532013208',
    country: 'DE',
    result: RESULT.DD_NOT_ENABLED,
    acquirerResponse: 'AG01',
    description: 'direct debit not allowed on this account',
  },
  {
    iban: 'DE02370400440532013402',
    country: 'DE',
    result: RESULT.DD_HOLDER_INVALID,
    acquirerResponse: 'BE05',
    description: 'holder does not match the account',
  },
];

const BY_IBAN = new Map(TEST_ACCOUNTS.map((account) => [account.iban, account]));

export const testAccount = (iban: string): TestAccount | undefined => BY_IBAN.get(iban);
