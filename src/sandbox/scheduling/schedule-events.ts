// The SCHEDULE notifications (../webhooks/outbox.ts): CREATED when a schedule is stored, CANCELLED
// when it is deleted (or cancelled because its registration is gone), ENDED when its last run was
// taken. The payload is the schedule's answer, as GET /scheduling/v1/schedules/{id} gives it
// without its payments.
import type { Database } from 'better-sqlite3';
import { RESULT } from '../../spec/result-codes';
import { answerBody } from '../http/answer';
import type { OutboxEvent, OutboxRules } from '../webhooks/outbox';
import { scheduleMembers } from './schedule-answer';
import { type ScheduleExecutionRecord, type ScheduleRecord, toSchedule } from './schedule-store';

export const scheduleEvent = (record: ScheduleRecord, action: string, at: Date): OutboxEvent => ({
  entityId: record.entityId,
  type: 'SCHEDULE',
  action,
  payload: JSON.stringify(answerBody(at, RESULT.SUCCESSFUL_REQUEST, scheduleMembers(record))),
});

function scheduleById(db: Database) {
  const byId = db.prepare<[string], Parameters<typeof toSchedule>[0]>('SELECT * FROM schedules WHERE id = ?');
  return (id: string) => {
    const row = byId.get(id);
    return row && toSchedule(row);
  };
}

export const SCHEDULE_EVENTS: OutboxRules = {
  'schedules.insert':
    () =>
    ([record]) => {
      const schedule = record as ScheduleRecord;
      return scheduleEvent(schedule, 'CREATED', schedule.createdAt);
    },
  'schedules.cancel': (db) => {
    const schedule = scheduleById(db);
    return ([id, at], cancelled) => {
      const record = cancelled ? schedule(id as string) : undefined;
      return record && scheduleEvent(record, 'CANCELLED', at as Date);
    };
  },
  'schedules.claimExecution': (db) => {
    const schedule = scheduleById(db);
    return ([run, following], claimed) => {
      if (!claimed || following !== null) return undefined;
      const { scheduleId, executedAt } = run as ScheduleExecutionRecord;
      const record = schedule(scheduleId);
      return record && scheduleEvent(record, 'ENDED', executedAt);
    };
  },
};
