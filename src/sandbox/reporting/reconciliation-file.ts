// The reconciliation file (document 3, 2.11) of one aggregation, made as its records are read: the
// CSV answer streams it, the SFTP folder gathers it into a file.
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { RECONCILIATION_HEADER, reconciliationLine } from './reconciliation-record';
import { type AggregationSummary, transactionPages } from './report';

/** The file's text, the header line first, then a read's lines at a time; CRLF line ends. */
export async function* reconciliationLines(
  ctx: SandboxContext,
  merchant: Merchant,
  aggregation: AggregationSummary,
  descending: boolean,
): AsyncGenerator<string> {
  yield `${RECONCILIATION_HEADER}\r\n`;
  for await (const { transactions } of transactionPages(ctx, merchant.entityId, aggregation, { descending }))
    yield transactions.map((tx) => `${reconciliationLine(tx, merchant)}\r\n`).join('');
}
