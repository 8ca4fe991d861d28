// A merchant's folder on the SFTP server: /reconciliation holds one file per settlement day of the
// last 366 days (by the merchant's clock), exactly the CSV GET /reports/v1/reconciliations/{id}.csv
// gives. A day with one currency is `{yyyy-MM-dd}.csv`; a day with several has one file per
// currency, `{yyyy-MM-dd}-{currency}.csv`. Nothing else exists, nothing can be written.
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { reconciliationCsv } from '../reporting/reconciliation-record';
import { aggregationsOf, sortedTransactions } from '../reporting/report';
import { dayOf } from '../reporting/settlement';

export const FOLDER = 'reconciliation';
const DAYS_LISTED = 366;

export interface SettlementFile {
  name: string;
  /** When it appeared: the start of its settlement day (UTC). */
  mtime: Date;
  content: Buffer;
}

export async function settlementFiles(ctx: SandboxContext, merchant: Merchant): Promise<SettlementFile[]> {
  const now = ctx.now();
  const from = dayOf(new Date(now.getTime() - DAYS_LISTED * 24 * 3600_000));
  const aggregations = await aggregationsOf(ctx, merchant.entityId, from, dayOf(now), now);
  const perDay = new Map<string, number>();
  for (const { settlementDate } of aggregations)
    perDay.set(settlementDate, (perDay.get(settlementDate) ?? 0) + 1);
  return aggregations.map((aggregation) => {
    const day = aggregation.settlementDate;
    const name = (perDay.get(day) ?? 0) > 1 ? `${day}-${aggregation.currency}.csv` : `${day}.csv`;
    const csv = reconciliationCsv(sortedTransactions(aggregation, undefined), merchant);
    return { name, mtime: new Date(`${day}T00:00:00Z`), content: Buffer.from(csv, 'utf8') };
  });
}
