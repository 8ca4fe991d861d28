// A merchant's folder on the SFTP server: /reconciliation holds one file per settlement day of the
// last 366 days (by the merchant's clock), exactly the CSV GET /reports/v1/reconciliations/{id}.csv
// gives. A day with one currency is `{yyyy-MM-dd}.csv`; a day with several has one file per
// currency, `{yyyy-MM-dd}-{currency}.csv`. Nothing else exists, nothing can be written.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { reconciliationLines } from '../reporting/reconciliation-file';
import { type AggregationSummary, aggregationPages } from '../reporting/report';
import { dayOf } from '../reporting/settlement';

export const FOLDER = 'reconciliation';
const DAYS_LISTED = 366;

export interface SettlementFile {
  name: string;
  /** When it appeared: the start of its settlement day (UTC). */
  mtime: Date;
  content: Buffer;
}

/** Each file is made a read of records at a time, with the event loop free between reads. */
async function fileText(ctx: SandboxContext, merchant: Merchant, aggregation: AggregationSummary) {
  const parts: string[] = [];
  for await (const part of reconciliationLines(ctx, merchant, aggregation, false)) {
    parts.push(part);
    await nextTurn();
  }
  return parts.join('');
}

export async function settlementFiles(ctx: SandboxContext, merchant: Merchant): Promise<SettlementFile[]> {
  const now = ctx.now();
  const from = dayOf(new Date(now.getTime() - DAYS_LISTED * 24 * 3600_000));
  const aggregations: AggregationSummary[] = [];
  for await (const page of aggregationPages(ctx, merchant.entityId, { from, to: dayOf(now), now }))
    aggregations.push(...page);
  const perDay = new Map<string, number>();
  for (const { settlementDate } of aggregations)
    perDay.set(settlementDate, (perDay.get(settlementDate) ?? 0) + 1);
  const files: SettlementFile[] = [];
  for (const aggregation of aggregations) {
    const day = aggregation.settlementDate;
    const name = (perDay.get(day) ?? 0) > 1 ? `${day}-${aggregation.currency}.csv` : `${day}.csv`;
    const content = Buffer.from(await fileText(ctx, merchant, aggregation), 'utf8');
    files.push({ name, mtime: new Date(`${day}T00:00:00Z`), content });
  }
  return files;
}
