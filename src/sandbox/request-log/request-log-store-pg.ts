import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { logRow } from './logged-entry';
import {
  CHECKOUT_REQUESTS_SQL,
  type CheckoutRequestRow,
  DETAIL_SQL,
  filterClause,
  type Horizon,
  INSERT_COLUMNS,
  REQUEST_LOG_CHECKOUT_COLUMN,
  REQUEST_LOG_STORE,
  REQUEST_LOG_WITHOUT_AGE_INDEX,
  type RequestDetailRow,
  type RequestSummaryRow,
  SCAN_FLOOR_SQL,
  type StreamRead,
  SUMMARY_COLUMNS,
} from './request-log-store';

/**
 * The request log's table on PostgreSQL: a step of its own after version 1 of the schema
 * (../database/pg-schema.ts), since that version has shipped. Ids come from an identity column, so
 * several sandboxes on one database number their requests in one sequence.
 */
export const REQUEST_LOG_PG_TABLE = `CREATE TABLE request_log (
     id                      BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     entity_id               TEXT NOT NULL,
     at                      BIGINT NOT NULL,
     wall_at                 BIGINT NOT NULL,
     method                  TEXT NOT NULL,
     path                    TEXT NOT NULL,
     status                  INTEGER NOT NULL,
     result_code             TEXT,
     result_description      TEXT,
     result_class            TEXT NOT NULL,
     duration_ms             DOUBLE PRECISION NOT NULL,
     merchant_transaction_id TEXT,
     payment_id              TEXT,
     ndc                     TEXT,
     parameters              TEXT NOT NULL,
     answer                  TEXT,
     answer_bytes            INTEGER NOT NULL
   );
   CREATE INDEX request_log_by_entity ON request_log (entity_id, id);
   CREATE INDEX request_log_by_age ON request_log (wall_at);`;

/** The PostgreSQL steps after REQUEST_LOG_PG_TABLE (../database/pg-schema.ts), for the tests that make the table. */
export const REQUEST_LOG_PG_LATER_STEPS = [REQUEST_LOG_CHECKOUT_COLUMN, REQUEST_LOG_WITHOUT_AGE_INDEX].join(
  '\n',
);

/** Each inserted column's type: the insert selects its values, so it casts them. */
const COLUMN_TYPES: Record<(typeof INSERT_COLUMNS)[number], string> = {
  entity_id: 'text',
  at: 'bigint',
  wall_at: 'bigint',
  method: 'text',
  path: 'text',
  status: 'integer',
  result_code: 'text',
  result_description: 'text',
  result_class: 'text',
  duration_ms: 'double precision',
  merchant_transaction_id: 'text',
  payment_id: 'text',
  ndc: 'text',
  parameters: 'text',
  answer: 'text',
  answer_bytes: 'integer',
  checkout_id: 'text',
};

// The transaction takes its id (xid) before the row takes its number from the identity sequence:
// the materialized CTE is read before the row is made, and the identity's default is evaluated
// with the row. So a row whose number is below a row a stream saw had its transaction running,
// or ended, when that stream's snapshot was taken: ./stream-cursor.ts relies on it.
const insertSql = `WITH xact AS MATERIALIZED (SELECT pg_current_xact_id() AS id)
  INSERT INTO request_log (${INSERT_COLUMNS.join(', ')})
  SELECT ${INSERT_COLUMNS.map((column, i) => `$${i + 1}::${COLUMN_TYPES[column]}`).join(', ')} FROM xact`;

/** The snapshot of the statement that reads it, beside its rows (one row when there are none). */
const HORIZON = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS running,
                         pg_snapshot_xmax(pg_current_snapshot())::text AS next) h`;

type WithHorizon<T> = Horizon & { [K in keyof T]: T[K] | null };

function streamRead<T extends { id: number }>(rows: WithHorizon<T>[]): StreamRead<T> {
  const first = rows[0];
  const found: T[] = [];
  for (const { running: _r, next: _n, ...row } of rows) if (row.id !== null) found.push(row as unknown as T);
  return { rows: found, ...(first ? { horizon: { running: first.running, next: first.next } } : {}) };
}

/** The request log on PostgreSQL (./request-log-store.ts is the SQLite one). */
export const REQUEST_LOG_PG_STORE = pgFeatureStore(REQUEST_LOG_STORE, {
  // Empty: the table is a later schema step (REQUEST_LOG_PG_TABLE), not part of version 1.
  tables: '',
  reads: (db) => ({
    list: (entityId, filter, limit) => {
      const { where, values } = filterClause(entityId, filter, (i) => `$${i}`);
      return db.rows<RequestSummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM request_log WHERE ${where} ORDER BY id DESC LIMIT $${values.length + 1}`,
        [...values, limit],
      );
    },
    scanFloor: async (entityId, before, scan) =>
      (
        await db.one<{ id: number }>(SCAN_FLOOR_SQL('$1', '$2', '$3'), [
          entityId,
          before ?? Number.MAX_SAFE_INTEGER,
          scan - 1,
        ])
      )?.id,
    detail: (entityId, id) => db.one<RequestDetailRow>(DETAIL_SQL('$1', '$2'), [entityId, id]),
    // One statement, one snapshot: the rows and the horizon they were read at.
    after: async (entityId, id, limit) =>
      streamRead(
        await db.rows<WithHorizon<RequestSummaryRow>>(
          `SELECT h.running, h.next, r.* FROM ${HORIZON} LEFT JOIN LATERAL
             (SELECT ${SUMMARY_COLUMNS} FROM request_log WHERE entity_id = $1 AND id > $2 ORDER BY id LIMIT $3) r
           ON true ORDER BY r.id`,
          [entityId, id, limit],
        ),
      ),
    upTo: async (entityId, id, limit) =>
      streamRead(
        await db.rows<WithHorizon<{ id: number }>>(
          `SELECT h.running, h.next, r.id FROM ${HORIZON} LEFT JOIN LATERAL
             (SELECT id FROM request_log WHERE entity_id = $1 AND id <= $2 ORDER BY id DESC LIMIT $3) r
           ON true ORDER BY r.id DESC`,
          [entityId, id, limit],
        ),
      ),
    aboutCheckout: (entityId, checkoutId) =>
      db.rows<CheckoutRequestRow>(CHECKOUT_REQUESTS_SQL('$1', '$2'), [entityId, checkoutId]),
  }),
  writes: (db) => ({
    record: async (request) => {
      const row = logRow(request);
      await db.run(
        insertSql,
        INSERT_COLUMNS.map((column) => row[column]),
      );
    },
    prune: (wallAt, most) =>
      db.run(
        `DELETE FROM request_log WHERE id IN
           (SELECT id FROM request_log ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) AND wall_at < $1`,
        [wallAt, most],
      ),
  }),
});
