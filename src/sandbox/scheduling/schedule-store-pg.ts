import { dueByEntityTimePg } from '../clock/clock-store-pg';
import { pgFeatureStore } from '../store/pg/pg-feature-store';
import {
  type ExecutionRow,
  SCHEDULE_STORE,
  type ScheduleRow,
  toExecution,
  toSchedule,
} from './schedule-store';

// Several gateways run the same due schedules: a run is claimed by a conditional update of the
// schedule row taken FOR UPDATE SKIP LOCKED (a row another gateway is claiming is passed over, not
// waited for, and once that claim commits the condition no longer holds), and an interrupted run
// is taken over the same way, only once its claimer's lease has run out.

/** Schedules and their runs on PostgreSQL (./schedule-store.ts is the SQLite one; tables: ./schema.ts). */
export const SCHEDULE_PG_STORE = pgFeatureStore(SCHEDULE_STORE, {
  tables: `CREATE TABLE schedules (
     seq               BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     id                TEXT PRIMARY KEY,
     entity_id         TEXT NOT NULL,
     registration_id   TEXT NOT NULL,
     params            TEXT NOT NULL,
     created_at        BIGINT NOT NULL,
     next_execution_at BIGINT,
     cancelled_at      BIGINT
   );
   CREATE INDEX schedules_due ON schedules (next_execution_at) WHERE next_execution_at IS NOT NULL;
   CREATE TABLE schedule_executions (
     seq           BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
     schedule_id   TEXT NOT NULL REFERENCES schedules (id),
     scheduled_for BIGINT NOT NULL,
     payment_id    TEXT NOT NULL,
     executed_at   BIGINT NOT NULL,
     paid          INTEGER NOT NULL DEFAULT 1,
     lease_until   BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (schedule_id, scheduled_for)
   );
   CREATE INDEX schedule_executions_unpaid ON schedule_executions (scheduled_for) WHERE paid = 0;`,
  reads: (db) => ({
    due: async (now, limit) =>
      (
        await db.rows<ScheduleRow>(
          `SELECT schedules.* FROM schedules LEFT JOIN merchant_clocks AS clock ON clock.entity_id = schedules.entity_id
            WHERE next_execution_at IS NOT NULL AND ${dueByEntityTimePg('next_execution_at', '$1')}
            ORDER BY next_execution_at, schedules.seq LIMIT $2`,
          [now, limit],
        )
      ).map(toSchedule),
    unpaidExecutions: async (now, limit) =>
      (
        await db.rows<ExecutionRow>(
          `SELECT * FROM schedule_executions WHERE paid = 0 AND lease_until <= $1
            ORDER BY scheduled_for, seq LIMIT $2`,
          [now, limit],
        )
      ).map(toExecution),
    async get(id) {
      const row = await db.one<ScheduleRow>('SELECT * FROM schedules WHERE id = $1', [id]);
      return row && toSchedule(row);
    },
    executions: async (scheduleId) =>
      (
        await db.rows<ExecutionRow>(
          'SELECT * FROM schedule_executions WHERE schedule_id = $1 ORDER BY scheduled_for',
          [scheduleId],
        )
      ).map(toExecution),
  }),
  writes: (db) => ({
    async insert(r) {
      await db.run(
        `INSERT INTO schedules (id, entity_id, registration_id, params, created_at, next_execution_at, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          r.id,
          r.entityId,
          r.registrationId,
          JSON.stringify(r.params),
          r.createdAt.getTime(),
          r.nextExecutionAt?.getTime() ?? null,
          r.cancelledAt?.getTime() ?? null,
        ],
      );
    },
    // A cancel waits for a claim under way, then applies: it must not be skipped.
    cancel: async (id, at) =>
      (await db.run(
        'UPDATE schedules SET cancelled_at = $1, next_execution_at = NULL WHERE id = $2 AND cancelled_at IS NULL',
        [at.getTime(), id],
      )) > 0,
    claimExecution: (run, following, leaseUntil) =>
      db.tx(async (sql) => {
        const { scheduleId, scheduledFor } = run;
        const claimed = await sql.run(
          `UPDATE schedules SET next_execution_at = $1
            WHERE id = (SELECT id FROM schedules
                         WHERE id = $2 AND cancelled_at IS NULL AND next_execution_at = $3
                         FOR UPDATE SKIP LOCKED)`,
          [following?.getTime() ?? null, scheduleId, scheduledFor.getTime()],
        );
        if (claimed === 0) return false;
        await sql.run(
          `INSERT INTO schedule_executions (schedule_id, scheduled_for, payment_id, executed_at, paid, lease_until)
           VALUES ($1, $2, $3, $4, 0, $5)`,
          [scheduleId, scheduledFor.getTime(), run.paymentId, run.executedAt.getTime(), leaseUntil],
        );
        return true;
      }),
    async finishExecution(scheduleId, scheduledFor) {
      await db.run('UPDATE schedule_executions SET paid = 1 WHERE schedule_id = $1 AND scheduled_for = $2', [
        scheduleId,
        scheduledFor.getTime(),
      ]);
    },
    retakeExecution: async (run, now, leaseUntil) =>
      (await db.run(
        `UPDATE schedule_executions SET lease_until = $1
          WHERE (schedule_id, scheduled_for) IN (
            SELECT schedule_id, scheduled_for FROM schedule_executions
             WHERE schedule_id = $2 AND scheduled_for = $3 AND paid = 0 AND lease_until <= $4
             FOR UPDATE SKIP LOCKED)`,
        [leaseUntil, run.scheduleId, run.scheduledFor.getTime(), now],
      )) > 0,
  }),
});
