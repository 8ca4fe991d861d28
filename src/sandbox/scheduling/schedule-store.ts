import type { Database } from 'better-sqlite3';
import { dueByEntityTime } from '../clock/clock-store';
import { featureStore } from '../store/feature-store';

// Schedules and the payments their runs made, in the sandbox's SQLite file (tables: ./schema.ts,
// migration 5). Reads run on the request thread's connection; writes take and return plain data
// and each runs as one transaction, so the writer (../store/writer.ts) can call them by name.

export interface ScheduleRecord {
  /** 32 letters or digits, like a payment id. */
  id: string;
  entityId: string;
  registrationId: string;
  /** The validated request (amount, currency, paymentType, job.*, standingInstruction.*, …). */
  params: Record<string, string>;
  createdAt: Date;
  /** The run that is due next; null once none is left or the schedule was cancelled. */
  nextExecutionAt: Date | null;
  cancelledAt: Date | null;
}

export interface ScheduleExecutionRecord {
  scheduleId: string;
  /** The run's time by the job. */
  scheduledFor: Date;
  paymentId: string;
  executedAt: Date;
}

export interface ScheduleRow {
  id: string;
  entity_id: string;
  registration_id: string;
  params: string;
  created_at: number;
  next_execution_at: number | null;
  cancelled_at: number | null;
}

export interface ExecutionRow {
  schedule_id: string;
  scheduled_for: number;
  payment_id: string;
  executed_at: number;
}

const dateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

export const toSchedule = (row: ScheduleRow): ScheduleRecord => ({
  id: row.id,
  entityId: row.entity_id,
  registrationId: row.registration_id,
  params: JSON.parse(row.params) as Record<string, string>,
  createdAt: new Date(row.created_at),
  nextExecutionAt: dateOrNull(row.next_execution_at),
  cancelledAt: dateOrNull(row.cancelled_at),
});

export const toExecution = (row: ExecutionRow): ScheduleExecutionRecord => ({
  scheduleId: row.schedule_id,
  scheduledFor: new Date(row.scheduled_for),
  paymentId: row.payment_id,
  executedAt: new Date(row.executed_at),
});

/** Schedule reads, on the request thread's connection. */
export function scheduleReads(db: Database) {
  const byId = db.prepare<[string], ScheduleRow>('SELECT * FROM schedules WHERE id = ?');
  const executionsOf = db.prepare<[string], ExecutionRow>(
    'SELECT * FROM schedule_executions WHERE schedule_id = ? ORDER BY scheduled_for',
  );
  const due = db.prepare<[number, number], ScheduleRow>(
    `SELECT schedules.* FROM schedules LEFT JOIN merchant_clocks AS clock ON clock.entity_id = schedules.entity_id
      WHERE next_execution_at IS NOT NULL AND ${dueByEntityTime('next_execution_at')}
      ORDER BY next_execution_at, schedules.rowid LIMIT ?`,
  );
  const unpaid = db.prepare<[number, number], ExecutionRow>(
    `SELECT * FROM schedule_executions WHERE paid = 0 AND lease_until <= ?
      ORDER BY scheduled_for, rowid LIMIT ?`,
  );
  return {
    /** Schedules whose next run is due by their merchant's time (`now` the sandbox's). */
    due: (now: number, limit: number): ScheduleRecord[] => due.all(now, limit).map(toSchedule),
    /**
     * Runs claimed whose payment was never marked made and whose lease ended by `now` (the
     * sandbox's time): their claimer stopped in between (./run-execution.ts).
     */
    unpaidExecutions: (now: number, limit: number): ScheduleExecutionRecord[] =>
      unpaid.all(now, limit).map(toExecution),
    get(id: string): ScheduleRecord | undefined {
      const row = byId.get(id);
      return row && toSchedule(row);
    },
    executions: (scheduleId: string): ScheduleExecutionRecord[] =>
      executionsOf.all(scheduleId).map(toExecution),
  };
}

/** Schedule writes, on the writer's connection: plain data in and out, one transaction each. */
export function scheduleWrites(db: Database) {
  const insert = db.prepare(
    `INSERT INTO schedules (id, entity_id, registration_id, params, created_at, next_execution_at, cancelled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const cancel = db.prepare(
    'UPDATE schedules SET cancelled_at = ?, next_execution_at = NULL WHERE id = ? AND cancelled_at IS NULL',
  );
  const claim = db.prepare(
    `UPDATE schedules SET next_execution_at = ?
     WHERE id = ? AND cancelled_at IS NULL AND next_execution_at = ?`,
  );
  const insertExecution = db.prepare(
    `INSERT INTO schedule_executions (schedule_id, scheduled_for, payment_id, executed_at, paid, lease_until)
     VALUES (?, ?, ?, ?, 0, ?)`,
  );
  const retake = db.prepare(
    `UPDATE schedule_executions SET lease_until = ?
      WHERE schedule_id = ? AND scheduled_for = ? AND paid = 0 AND lease_until <= ?`,
  );
  const markPaid = db.prepare(
    'UPDATE schedule_executions SET paid = 1 WHERE schedule_id = ? AND scheduled_for = ?',
  );
  return {
    insert: db.transaction((r: ScheduleRecord): void => {
      insert.run(
        r.id,
        r.entityId,
        r.registrationId,
        JSON.stringify(r.params),
        r.createdAt.getTime(),
        r.nextExecutionAt?.getTime() ?? null,
        r.cancelledAt?.getTime() ?? null,
      );
    }),
    /** False when there was nothing to cancel (already cancelled, or no such schedule). */
    cancel: db.transaction((id: string, at: Date): boolean => cancel.run(at.getTime(), id).changes > 0),
    /**
     * Takes the run due at `run.scheduledFor` with the id its payment will have: the schedule moves
     * on to `following` (null: none left) and the run is recorded as not yet paid, leased to the
     * caller until `leaseUntil` (the sandbox's time, ms), in one transaction. False when the
     * schedule was cancelled or another caller took that run first.
     */
    claimExecution: db.transaction(
      (run: ScheduleExecutionRecord, following: Date | null, leaseUntil: number): boolean => {
        const { scheduleId, scheduledFor } = run;
        if (claim.run(following?.getTime() ?? null, scheduleId, scheduledFor.getTime()).changes === 0)
          return false;
        insertExecution.run(
          scheduleId,
          scheduledFor.getTime(),
          run.paymentId,
          run.executedAt.getTime(),
          leaseUntil,
        );
        return true;
      },
    ),
    /**
     * Takes over an interrupted run (./run-execution.ts) until `leaseUntil`: false unless it is
     * still unpaid and its lease ended by `now` (the sandbox's time), so one caller takes it.
     */
    retakeExecution: (run: ScheduleExecutionRecord, now: number, leaseUntil: number): boolean =>
      retake.run(leaseUntil, run.scheduleId, run.scheduledFor.getTime(), now).changes > 0,
    /** The run is done: its payment is stored (or, interrupted, it can no longer be made). */
    finishExecution: (scheduleId: string, scheduledFor: Date): void => {
      markPaid.run(scheduleId, scheduledFor.getTime());
    },
  };
}

export type ScheduleStore = ReturnType<typeof scheduleReads> & ReturnType<typeof scheduleWrites>;

/** The schedules' tables in the sandbox's store. */
export const SCHEDULE_STORE = featureStore({
  reads: scheduleReads,
  writes: scheduleWrites,
  queued: { insert: () => ({ result: undefined }), finishExecution: () => ({ result: undefined }) },
  // The gateway clock's rounds (./schedule-work.ts, ./run-execution.ts).
  awaitingWrites: { due: true, unpaidExecutions: true },
  answeredLater: { claimExecution: true, retakeExecution: true },
});
