// Rules over several job.* and standingInstruction.* parameters of a schedule request, beside the
// formats of the catalogue: the job must mean something and run at least once, and its payments
// are merchant-initiated repeats of an earlier payment.
import type { CrossFieldRule } from '../../spec/cross-field-rules';
import { issue } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import { requires, together } from '../../spec/rules/presence';
import { CronError } from './cron';
import { firstExecution, type Job, jobName, jobOf, parseDateTime } from './job';

const JOB_SCHEDULE_FIELDS = [
  'job.expression',
  'job.second',
  'job.minute',
  'job.hour',
  'job.dayOfMonth',
  'job.month',
  'job.dayOfWeek',
  'job.year',
  'job.startDate',
  'job.endDate',
  'standingInstruction.expiry',
];

/** The parameter a job that never runs is reported on: the one most likely to be the cause. */
function neverRunsName(params: Readonly<Record<string, string>>, job: Job, now: Date): string {
  if (params['job.expression'] !== undefined) return 'job.expression';
  const { start, end } = job.window;
  if (end && firstExecution({ cron: job.cron, window: start ? { start } : {} }, now)) {
    const endDate = params['job.endDate'] === undefined ? undefined : parseDateTime(params['job.endDate']);
    return endDate?.getTime() === end.getTime() ? 'job.endDate' : 'standingInstruction.expiry';
  }
  if (start && firstExecution({ cron: job.cron, window: {} }, now)) return 'job.startDate';
  return (
    ['job.year', 'job.dayOfMonth', 'job.dayOfWeek', 'job.month'].find((n) => params[n] !== undefined) ??
    'job.year'
  );
}

/** 2.7: the fields give a cron that runs at least once after now, between startDate and endDate. */
export const jobRuns: CrossFieldRule = ({ params, isValid, now }) => {
  // Rules build on valid single values: a bad format is reported once, by the catalogue.
  if (JOB_SCHEDULE_FIELDS.some((name) => params[name] !== undefined && !isValid(name))) return [];
  const start = params['job.startDate'];
  const end = params['job.endDate'];
  if (start !== undefined && end !== undefined) {
    if ((parseDateTime(end)?.getTime() ?? 0) <= (parseDateTime(start)?.getTime() ?? 0))
      return [issue('job.endDate', end, 'must be after job.startDate', RESULT.JOB_EXECUTION_INVALID)];
  }
  let job: Job;
  try {
    job = jobOf(params);
  } catch (error) {
    if (!(error instanceof CronError)) throw error;
    const name = params['job.expression'] !== undefined ? 'job.expression' : jobName(error.field);
    return [issue(name, params[name], error.message, RESULT.JOB_EXECUTION_INVALID)];
  }
  if (firstExecution(job, now)) return [];
  const name = neverRunsName(params, job, now);
  const message =
    'the job never runs: no time after now (up to job.endDate and standingInstruction.expiry, before 2100) matches its fields';
  return [issue(name, params[name], message, RESULT.JOB_EXECUTION_INVALID)];
};

/** A schedule's payments repeat an earlier one without the shopper: REPEATED, MIT, on a schedule. */
export const scheduledStandingInstruction: CrossFieldRule = ({ params }) => {
  const wrong: Array<[string, string, string]> = [
    ['standingInstruction.mode', 'INITIAL', 'a schedule makes REPEATED payments'],
    ['standingInstruction.source', 'CIT', 'a schedule makes merchant-initiated (MIT) payments'],
    ['standingInstruction.type', 'UNSCHEDULED', 'a schedule makes RECURRING or INSTALLMENT payments'],
  ];
  return wrong
    .filter(([name, value]) => params[name] === value)
    .map(([name, value, message]) => issue(name, value, message, RESULT.INVALID_PARAMETER));
};

export const SCHEDULE_RULES: readonly CrossFieldRule[] = [
  // 100.250.106 / 100.250.107 "invalid or missing duration / notice unit" for a number without one.
  together('job.durationNumber', 'job.durationUnit'),
  together('job.noticeNumber', 'job.noticeUnit'),
  requires('job.noticeCallable', 'job.noticeNumber'),
  jobRuns,
  scheduledStandingInstruction,
];
