import type { Database, Statement } from 'better-sqlite3';
import type { ResultGroup } from '../../spec/result-groups';
import { featureStore } from '../store/feature-store';
import { logRow, PAYMENT_ANSWER, type RecordedRequest, type RequestLogRow } from './logged-entry';

// The merchants' API request log: one row per request, numbered in the order stored, so "newer
// than" and "older than" are comparisons of ids (keyset paging, the stream's Last-Event-ID). The
// numbers are never used again after a prune (AUTOINCREMENT).
export const REQUEST_LOG_TABLE = `CREATE TABLE request_log (
     id                      INTEGER PRIMARY KEY AUTOINCREMENT,
     entity_id               TEXT NOT NULL,
     at                      INTEGER NOT NULL,
     wall_at                 INTEGER NOT NULL,
     method                  TEXT NOT NULL,
     path                    TEXT NOT NULL,
     status                  INTEGER NOT NULL,
     result_code             TEXT,
     result_description      TEXT,
     result_class            TEXT NOT NULL,
     duration_ms             REAL NOT NULL,
     merchant_transaction_id TEXT,
     payment_id              TEXT,
     ndc                     TEXT,
     parameters              TEXT NOT NULL,
     answer                  TEXT,
     answer_bytes            INTEGER NOT NULL
   );
   CREATE INDEX request_log_by_entity ON request_log (entity_id, id);
   CREATE INDEX request_log_by_age ON request_log (wall_at);`;

/**
 * A later step (../database/schema.ts): the checkout a request is about (the widget's script
 * loaded for it, the routes under /v1/checkouts/{id}), so a payment's timeline finds the shopper's
 * requests. Indexed only where set: most requests are about no checkout. Same text on PostgreSQL.
 */
export const REQUEST_LOG_CHECKOUT_COLUMN = `ALTER TABLE request_log ADD COLUMN checkout_id TEXT;
   CREATE INDEX request_log_by_checkout ON request_log (checkout_id) WHERE checkout_id IS NOT NULL;`;

/**
 * A later step (../database/schema.ts): the log is pruned from its oldest ids, which follow the
 * sandbox's clock, so the index by age costs each insert for nothing.
 */
export const REQUEST_LOG_WITHOUT_AGE_INDEX = 'DROP INDEX request_log_by_age;';

/** What the list shows of a request. */
export interface RequestSummaryRow {
  id: number;
  at: number;
  method: string;
  path: string;
  status: number;
  result_code: string | null;
  result_description: string | null;
  duration_ms: number;
  merchant_transaction_id: string | null;
}

export type RequestDetailRow = RequestSummaryRow &
  Pick<RequestLogRow, 'payment_id' | 'ndc' | 'parameters' | 'answer' | 'answer_bytes' | 'wall_at'> & {
    /** The payment's stored response, when `answer` refers to it (PAYMENT_ANSWER). */
    payment_response: string | null;
  };

/** A request about a checkout, as a payment's timeline shows it. */
export type CheckoutRequestRow = Pick<
  RequestSummaryRow,
  'id' | 'at' | 'method' | 'path' | 'status' | 'result_code' | 'duration_ms'
>;

/** At most this many requests about one checkout on a timeline (a widget reloaded many times). */
export const CHECKOUT_REQUESTS = 50;

export const CHECKOUT_REQUESTS_SQL = (entity: string, checkout: string) =>
  `SELECT id, at, method, path, status, result_code, duration_ms FROM request_log
    WHERE entity_id = ${entity} AND checkout_id = ${checkout} ORDER BY id LIMIT ${CHECKOUT_REQUESTS}`;
/**
 * On PostgreSQL, the snapshot a stream read saw (xid8 values as decimal text): `running`, its oldest
 * transaction still running (every older one has ended); `next`, the first transaction id not yet
 * handed out. ./stream-cursor.ts uses them to tell a row that may still commit below the ids it
 * sent. SQLite has none: one writer, so its ids are already in commit order.
 */
export interface Horizon {
  running: string;
  next: string;
}

/** A read of the stream: rows, and on PostgreSQL the snapshot they were read in. */
export interface StreamRead<T> {
  rows: T[];
  horizon?: Horizon;
}

/**
 * The list's filters; each one set narrows it. `before`: only requests older than this id; `from`:
 * only this id and newer (where a bounded read stops, ./scan-bound.ts).
 */
export interface RequestFilter {
  path?: string;
  status?: number;
  resultClass?: ResultGroup;
  merchantTransactionId?: string;
  before?: number;
  from?: number;
}

/** Does the filter leave requests out, so that a page may have to look through many to fill? */
export const narrows = (filter: RequestFilter): boolean =>
  filter.path !== undefined ||
  filter.status !== undefined ||
  filter.resultClass !== undefined ||
  filter.merchantTransactionId !== undefined;

/**
 * The id of the `scan`-th request of the entity older than `before` (its newest first): the oldest
 * a bounded read looks at. Only the index is read. Same text on PostgreSQL, placeholders made by
 * the caller.
 */
export const SCAN_FLOOR_SQL = (entity: string, before: string, offset: string) =>
  `SELECT id FROM request_log WHERE entity_id = ${entity} AND id < ${before}
    ORDER BY id DESC LIMIT 1 OFFSET ${offset}`;

export const SUMMARY_COLUMNS =
  'id, at, method, path, status, result_code, result_description, duration_ms, merchant_transaction_id';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, payment_id, ndc, parameters, answer, answer_bytes, wall_at`;
/**
 * One request in full, with its payment's stored response when the row refers to it
 * (PAYMENT_ANSWER): the core's `payments` table, whose id is the row's payment_id, of the same
 * entity. Same text on PostgreSQL, placeholders made by the caller.
 */
export const DETAIL_SQL = (entity: string, id: string) =>
  `SELECT ${DETAIL_COLUMNS.split(', ')
    .map((column) => `l.${column}`)
    .join(', ')}, p.response AS payment_response
     FROM request_log l LEFT JOIN payments p
       ON l.answer = '${PAYMENT_ANSWER}' AND p.id = l.payment_id AND p.entity_id = l.entity_id
    WHERE l.entity_id = ${entity} AND l.id = ${id}`;
export const INSERT_COLUMNS = [
  'entity_id',
  'at',
  'wall_at',
  'method',
  'path',
  'status',
  'result_code',
  'result_description',
  'result_class',
  'duration_ms',
  'merchant_transaction_id',
  'payment_id',
  'ndc',
  'parameters',
  'answer',
  'answer_bytes',
  'checkout_id',
] as const satisfies readonly (keyof RequestLogRow)[];

/** The list's WHERE clause and values, placeholders made by `mark` (SQLite `?`, PostgreSQL `$n`). */
export function filterClause(
  entityId: string,
  filter: RequestFilter,
  mark: (index: number) => string,
): { where: string; values: unknown[] } {
  const values: unknown[] = [entityId];
  const parts = [`entity_id = ${mark(1)}`];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(mark(values.length)));
  };
  if (filter.before !== undefined) add((p) => `id < ${p}`, filter.before);
  if (filter.from !== undefined) add((p) => `id >= ${p}`, filter.from);
  if (filter.path !== undefined) {
    values.push(filter.path.length);
    add((p) => `substr(path, 1, ${mark(values.length - 1)}) = ${p}`, filter.path);
  }
  if (filter.status !== undefined) add((p) => `status = ${p}`, filter.status);
  if (filter.resultClass !== undefined) add((p) => `result_class = ${p}`, filter.resultClass);
  if (filter.merchantTransactionId !== undefined)
    add((p) => `merchant_transaction_id = ${p}`, filter.merchantTransactionId);
  return { where: parts.join(' AND '), values };
}

function requestLogReads(db: Database) {
  const detail = db.prepare<[string, number], RequestDetailRow>(DETAIL_SQL('?', '?'));
  const after = db.prepare<[string, number, number], RequestSummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM request_log WHERE entity_id = ? AND id > ? ORDER BY id LIMIT ?`,
  );
  const aboutCheckout = db.prepare<[string, string], CheckoutRequestRow>(CHECKOUT_REQUESTS_SQL('?', '?'));
  const upTo = db.prepare<[string, number, number], { id: number }>(
    'SELECT id FROM request_log WHERE entity_id = ? AND id <= ? ORDER BY id DESC LIMIT ?',
  );
  const floor = db.prepare<[string, number, number], { id: number }>(SCAN_FLOOR_SQL('?', '?', '?'));
  const listed = new Map<string, Statement<unknown[], RequestSummaryRow>>();
  return {
    /**
     * Where a filtered read of at most `scan` of the entity's requests older than `before` stops:
     * the oldest of them; undefined when fewer are left, so the read goes to the end.
     */
    scanFloor: (entityId: string, before: number | undefined, scan: number): number | undefined =>
      floor.get(entityId, before ?? Number.MAX_SAFE_INTEGER, scan - 1)?.id,
    /** The entity's requests matching the filter, newest first, at most `limit`. */
    list(entityId: string, filter: RequestFilter, limit: number): RequestSummaryRow[] {
      const { where, values } = filterClause(entityId, filter, () => '?');
      const sql = `SELECT ${SUMMARY_COLUMNS} FROM request_log WHERE ${where} ORDER BY id DESC LIMIT ?`;
      let statement = listed.get(sql);
      if (!statement) {
        statement = db.prepare<unknown[], RequestSummaryRow>(sql);
        listed.set(sql, statement);
      }
      return statement.all(...values, limit);
    },
    /** One of the entity's requests; undefined for an unknown id or another entity's. */
    detail: (entityId: string, id: number): RequestDetailRow | undefined => detail.get(entityId, id),
    /** The entity's requests about one checkout, oldest first, at most CHECKOUT_REQUESTS. */
    aboutCheckout: (entityId: string, checkoutId: string): CheckoutRequestRow[] =>
      aboutCheckout.all(entityId, checkoutId),
    /** The entity's requests stored after `id`, oldest first (the stream). */
    after: (entityId: string, id: number, limit: number): StreamRead<RequestSummaryRow> => ({
      rows: after.all(entityId, id, limit),
    }),
    /** The ids of the entity's requests up to `id`, newest first (where a stream starts). */
    upTo: (entityId: string, id: number, limit: number): StreamRead<{ id: number }> => ({
      rows: upTo.all(entityId, id, limit),
    }),
  };
}

const insertSql = `INSERT INTO request_log (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map(() => '?').join(', ')})`;

function requestLogWrites(db: Database) {
  const insert = db.prepare(insertSql);
  // The oldest `most` by id, those of them stored before the time: ids follow the sandbox's clock,
  // so this reads a batch of rows at most, and nothing past the first young one matters.
  const prune = db.prepare(
    'DELETE FROM request_log WHERE id IN (SELECT id FROM request_log ORDER BY id LIMIT ?) AND wall_at < ?',
  );
  return {
    /** Stores one request, masked (./logged-entry.ts): made here, on the writer's thread. */
    record(request: RecordedRequest): void {
      const row = logRow(request);
      insert.run(...INSERT_COLUMNS.map((column) => row[column]));
    },
    /**
     * Deletes those of the `most` oldest requests stored before `wallAt` (sandbox clock); answers
     * how many. Fewer than `most`: none older is left, but for a few stored out of order (a
     * browser's request, logged once its checkout's merchant was read), which a later round takes.
     */
    prune: (wallAt: number, most: number): number => prune.run(most, wallAt).changes,
  };
}

/** The request log in the sandbox's store (../database/feature-stores.ts). */
export const REQUEST_LOG_STORE = featureStore({
  reads: requestLogReads,
  writes: requestLogWrites,
  // Recording answers nothing: queued with the next batch, never waited for by the request.
  queued: { record: () => ({ result: undefined }) },
  // The live stream's reads (./stream.ts): they follow the payments' writes, so under load they
  // would block the request thread behind nearly every commit.
  awaitingWrites: { after: true, upTo: true },
  // The retention's round on the gateway clock (./retention.ts).
  answeredLater: { prune: true },
});
