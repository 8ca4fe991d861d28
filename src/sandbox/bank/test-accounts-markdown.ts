import { RESULT } from '../../spec/result-codes';
import { TEST_ACCOUNTS, type TestAccount } from './test-accounts';

/** The SEPA test-account table as Markdown, for the README. */
export function renderTestAccountsMarkdown(accounts: readonly TestAccount[] = TEST_ACCOUNTS): string {
  const rows = accounts.map(
    (a) => `| ${a.iban} | ${a.country} | ${a.result.code} | ${a.acquirerResponse} | ${a.description} |`,
  );
  const other = `| any other valid IBAN of a SEPA country | | ${RESULT.SUCCESS_INTEGRATOR_TEST.code} | 00 | approved |`;
  const foreign = `| a valid IBAN outside SEPA | | ${RESULT.DD_NOT_ENABLED.code} | AG01 | direct debit not possible |`;
  return [
    '| IBAN | Country | Result code | Reason (AcquirerResponse) | Outcome |',
    '|---|---|---|---|---|',
    ...rows,
    other,
    foreign,
  ].join('\n');
}
