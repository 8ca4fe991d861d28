// The reconciliation file (document 3, 2.11) of one aggregation, made as its records are read: the
// CSV answer streams it, the SFTP folder gathers it into a file.
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { RECONCILIATION_HEADER, reconciliationLine } from './reconciliation-record';
import { type AggregationSummary, transactionPages } from './report';

/** The file's text a read's lines at a time, the header line before the first; CRLF line ends. */
export async function* reconciliationLines(
  ctx: SandboxContext,
  merchant: Merchant,
  aggregation: AggregationSummary,
  descending: boolean,
): AsyncGenerator<string> {
  let header = `${RECONCILIATION_HEADER}\r\n`;
  for await (const { transactions } of transactionPages(ctx, merchant.entityId, aggregation, {
    descending,
  })) {
    yield header + transactions.map((tx) => `${reconciliationLine(tx, merchant)}\r\n`).join('');
    header = '';
  }
  if (header) yield header;
}
