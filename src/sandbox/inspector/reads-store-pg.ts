import { pgFeatureStore } from '../store/pg/pg-feature-store';
import { type CheckoutListRow, checkoutListSql, checkoutScanFloorSql } from './checkout-list-sql';
import {
  ACTIVE_SCHEDULES_SQL,
  type AsyncStepRow,
  INSPECTOR_READS_STORE,
  type ScheduleRow,
  WEBHOOK_ATTEMPTS_SQL,
  type WebhookAttemptRow,
} from './reads-store';

/** ./reads-store.ts's index in PostgreSQL's dialect; queries must select the same expression. */
export const WEBHOOK_SUBJECT_PG_INDEX = `CREATE INDEX webhook_events_by_subject
     ON webhook_events (entity_id, (payload::json ->> 'id'));`;

type PgAttemptRow = Omit<WebhookAttemptRow, 'at'> & { at: string };
type PgStepRow = Omit<AsyncStepRow, 'created_at'> & { created_at: string };

/** The inspector's reads on PostgreSQL (./reads-store.ts is the SQLite one). */
export const INSPECTOR_READS_PG_STORE = pgFeatureStore(INSPECTOR_READS_STORE, {
  tables: '',
  reads: (db) => ({
    checkouts: async (filter) => {
      const { sql, values } = checkoutListSql(
        filter,
        (n) => `$${n}`,
        "(c.params::json ->> 'merchantTransactionId')",
      );
      return (
        await db.rows<
          Omit<CheckoutListRow, 'created_at' | 'expires_at'> & { created_at: string; expires_at: string }
        >(sql, values)
      ).map((row) => ({ ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at) }));
    },
    checkoutScanFloor: async (entityId, before, scan) => {
      const { sql, values } = checkoutScanFloorSql(entityId, before, scan, (n) => `$${n}`);
      const row = await db.one<{ created_at: number; id: string }>(sql, values);
      return row && { at: Number(row.created_at), id: row.id };
    },
    activeSchedules: async (entityId) =>
      (
        await db.rows<
          Omit<ScheduleRow, 'created_at' | 'next_execution_at'> & {
            created_at: string;
            next_execution_at: string | null;
          }
        >(ACTIVE_SCHEDULES_SQL('$1'), [entityId])
      ).map((row) => ({
        ...row,
        created_at: Number(row.created_at),
        next_execution_at: row.next_execution_at === null ? null : Number(row.next_execution_at),
      })),
    followUps: async (id) =>
      (
        await db.rows<{ id: string }>(
          'SELECT id FROM back_office_operations WHERE referenced_id = $1 ORDER BY created_at',
          [id],
        )
      ).map((row) => row.id),
    asyncSteps: async (paymentId) =>
      (
        await db.rows<PgStepRow>(
          'SELECT kind, created_at, data FROM async_sessions WHERE payment_id = $1 ORDER BY created_at',
          [paymentId],
        )
      ).map((row) => ({ ...row, created_at: Number(row.created_at) })),
    webhookAttempts: async (entityId, subjectId) =>
      (
        await db.rows<PgAttemptRow>(WEBHOOK_ATTEMPTS_SQL("(e.payload::json ->> 'id')", '$1', '$2'), [
          entityId,
          subjectId,
        ])
      ).map((row) => ({ ...row, at: Number(row.at), duration_ms: Number(row.duration_ms) })),
  }),
  writes: () => ({}),
});
