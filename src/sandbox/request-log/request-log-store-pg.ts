import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { logRow } from './logged-entry';
import {
  DETAIL_COLUMNS,
  filterClause,
  INSERT_COLUMNS,
  REQUEST_LOG_STORE,
  REQUEST_LOG_WITHOUT_AGE_INDEX,
  type RequestDetailRow,
  type RequestSummaryRow,
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
export const REQUEST_LOG_PG_LATER_STEPS = [REQUEST_LOG_WITHOUT_AGE_INDEX].join('\n');

const insertSql = `INSERT INTO request_log (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;

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
    detail: (entityId, id) =>
      db.one<RequestDetailRow>(`SELECT ${DETAIL_COLUMNS} FROM request_log WHERE entity_id = $1 AND id = $2`, [
        entityId,
        id,
      ]),
    after: (entityId, id, limit) =>
      db.rows<RequestSummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM request_log WHERE entity_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
        [entityId, id, limit],
      ),
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
