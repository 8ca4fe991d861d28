// The JSON of a schedule: its id, what it charges and the request's job, standing instruction and
// custom parameters as sent, plus when it runs next (job.nextExecution) and its state.
import { nestParams } from '../payments/nest-params';
import { echoValue, twoDecimals } from '../payments/payment-response';
import { formatDateTime } from './job';
import type { ScheduleExecutionRecord, ScheduleRecord } from './schedule-store';

export type ScheduleState = 'ACTIVE' | 'CANCELLED' | 'FINISHED';

/** ACTIVE while a run is due, CANCELLED once deleted, FINISHED when the job has no run left. */
export const stateOf = (record: ScheduleRecord): ScheduleState =>
  record.cancelledAt ? 'CANCELLED' : record.nextExecutionAt ? 'ACTIVE' : 'FINISHED';

export function scheduleMembers(
  record: ScheduleRecord,
  executions?: readonly ScheduleExecutionRecord[],
): Record<string, unknown> {
  const { params } = record;
  const echo = nestParams(params, echoValue);
  const job = { ...((echo.job as Record<string, unknown> | undefined) ?? {}) };
  if (record.nextExecutionAt) job.nextExecution = formatDateTime(record.nextExecutionAt);
  return {
    id: record.id,
    paymentType: params.paymentType,
    amount: twoDecimals(params.amount ?? '0.00'),
    currency: params.currency,
    ...echo,
    job,
    state: stateOf(record),
    ...(executions
      ? {
          payments: executions.map((e) => ({
            id: e.paymentId,
            scheduledFor: formatDateTime(e.scheduledFor),
          })),
        }
      : {}),
  };
}
