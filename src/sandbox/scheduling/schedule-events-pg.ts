// The SCHEDULE notifications on PostgreSQL: the rules of ./schedule-events.ts, each reading the
// schedule in the write's transaction.
import type { Sql } from '../store/pg/pg-db';
import type { PgOutboxRules } from '../webhooks/outbox-pg';
import { scheduleEvent } from './schedule-events';
import { type ScheduleExecutionRecord, type ScheduleRecord, toSchedule } from './schedule-store';

async function scheduleById(sql: Sql, id: string): Promise<ScheduleRecord | undefined> {
  const row = await sql.one<Parameters<typeof toSchedule>[0]>('SELECT * FROM schedules WHERE id = $1', [id]);
  return row && toSchedule(row);
}

export const SCHEDULE_PG_EVENTS: PgOutboxRules = {
  'schedules.insert': async (_sql, [record]) => {
    const schedule = record as ScheduleRecord;
    return scheduleEvent(schedule, 'CREATED', schedule.createdAt);
  },
  'schedules.cancel': async (sql, [id, at], cancelled) => {
    const record = cancelled ? await scheduleById(sql, id as string) : undefined;
    return record && scheduleEvent(record, 'CANCELLED', at as Date);
  },
  'schedules.claimExecution': async (sql, [run, following], claimed) => {
    if (!claimed || following !== null) return undefined;
    const { scheduleId, executedAt } = run as ScheduleExecutionRecord;
    const record = await scheduleById(sql, scheduleId);
    return record && scheduleEvent(record, 'ENDED', executedAt);
  },
};
