import type { Database, Statement } from 'better-sqlite3';
import { type PaymentRow, toPayment } from '../store/core-rows';
import { featureStore } from '../store/feature-store';
import type { PaymentRecord } from '../store/store';
import type { QueryCriteria } from './criteria';
import { SQLITE_QUERY_DIALECT } from './query-dialect';
import { querySql } from './query-sql';

// The query API's reads (GET /v1/query, GET /v1/query/{id}), on the request thread's connection.
// It only reads: the payments table and the links of migration 4 (../backoffice/schema.ts).

/**
 * What the query selects by besides time, as columns of `payments` that SQLite fills from the
 * stored answer itself (generated, so every way of storing a payment fills them), each with an
 * index that also gives the query's order: the payment type (`paymentTypes`) and the short id, the
 * descriptor's first word (`shortId`). ./query-store-pg.ts adds the same on PostgreSQL.
 */
export const QUERY_COLUMNS = `ALTER TABLE payments ADD COLUMN payment_type TEXT
     GENERATED ALWAYS AS (json_extract(response, '$.paymentType')) VIRTUAL;
   ALTER TABLE payments ADD COLUMN short_id TEXT GENERATED ALWAYS AS (
     CASE WHEN instr(json_extract(response, '$.descriptor'), ' ') > 0
       THEN substr(json_extract(response, '$.descriptor'), 1, instr(json_extract(response, '$.descriptor'), ' ') - 1)
     END) VIRTUAL;
   CREATE INDEX payments_by_type ON payments (entity_id, payment_type, created_at);
   CREATE INDEX payments_by_short_id ON payments (entity_id, short_id, created_at);`;

/** A query's shape decides its SQL; the few shapes there are keep their statements. */
const MAX_STATEMENTS = 256;

export function queryReads(db: Database) {
  const statements = new Map<string, Statement<[Record<string, string | number>], PaymentRow>>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      prepared = db.prepare<[Record<string, string | number>], PaymentRow>(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  return {
    /** The merchant's transactions the criteria select, newest first, at most `limit`. */
    find(criteria: QueryCriteria): PaymentRecord[] {
      const { sql, values } = querySql(criteria, SQLITE_QUERY_DIALECT);
      return statement(sql)
        .all(Object.fromEntries(values) as Record<string, string | number>)
        .map(toPayment);
    },
  };
}

export type QueryStore = ReturnType<typeof queryReads>;

/** The query's reads in the sandbox's store: it writes nothing. */
export const QUERY_STORE = featureStore({ reads: queryReads, writes: () => ({}) });
