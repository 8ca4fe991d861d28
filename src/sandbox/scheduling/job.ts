// The job of a schedule (document 3, 2.7): which times its fields select, and from when to when.
// job.expression overrides the separate fields; a field not sent takes the spec's default.
import {
  CRON_FIELDS,
  type Cron,
  CronError,
  type CronField,
  type CronFields,
  fieldsOfExpression,
  nextAfter,
  parseCron,
} from './cron';

type Params = Readonly<Record<string, string>>;

/** Document 3, 2.7 "Default" column. */
export const JOB_DEFAULTS: CronFields = {
  second: '0',
  minute: '0',
  hour: '0',
  dayOfMonth: '1',
  month: '1',
  dayOfWeek: '1',
  year: '*',
};

export const jobName = (field: CronField): string => `job.${field}`;

/**
 * The cron fields a request selects. From job.expression when sent; else each job.* field, or its
 * default. The defaults name both a day of the month and a day of the week, which a cron cannot
 * combine: a day field not sent is `?` unless the other one was sent as `?`, and with neither sent
 * dayOfMonth keeps its default (so the default job runs on 1 January at 00:00:00).
 */
export function cronFieldsOf(params: Params): CronFields | undefined {
  const expression = params['job.expression'];
  if (expression !== undefined) return fieldsOfExpression(expression);
  const sent = (field: CronField) => params[jobName(field)];
  const fields = Object.fromEntries(CRON_FIELDS.map((f) => [f, sent(f) ?? JOB_DEFAULTS[f]])) as Record<
    CronField,
    string
  >;
  const dayOfMonth = sent('dayOfMonth');
  const dayOfWeek = sent('dayOfWeek');
  if (dayOfMonth === undefined) fields.dayOfMonth = dayOfWeek === undefined || dayOfWeek === '?' ? '1' : '?';
  if (dayOfWeek === undefined) fields.dayOfWeek = dayOfMonth === '?' ? '1' : '?';
  return fields;
}

/** `yyyy-MM-dd HH:mm:ss` (job.startDate, job.endDate) as a UTC moment. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s, 0);
  return at.getUTCMonth() === mo - 1 && at.getUTCDate() === d ? at : undefined;
}

/** A UTC moment as `yyyy-MM-dd HH:mm:ss`, the format of job.startDate. */
export const formatDateTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobWindow {
  /** job.startDate: nothing runs before it. */
  start?: Date;
  /** job.endDate, or the last moment of standingInstruction.expiry, whichever comes first. */
  end?: Date;
}

export function windowOf(params: Params): JobWindow {
  const start = params['job.startDate'] === undefined ? undefined : parseDateTime(params['job.startDate']);
  const endDate = params['job.endDate'] === undefined ? undefined : parseDateTime(params['job.endDate']);
  const expiryDay = params['standingInstruction.expiry'];
  const expiry = expiryDay === undefined ? undefined : parseDateTime(`${expiryDay} 00:00:00`);
  const expiryEnd = expiry && new Date(expiry.getTime() + DAY_MS - 1);
  const ends = [endDate, expiryEnd].filter((d): d is Date => d !== undefined);
  const end = ends.length === 0 ? undefined : new Date(Math.min(...ends.map((d) => d.getTime())));
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

export interface Job {
  cron: Cron;
  window: JobWindow;
}

/** The job of validated parameters; throws CronError when its fields have no meaning. */
export function jobOf(params: Params): Job {
  const fields = cronFieldsOf(params);
  if (!fields) throw new CronError('second', 'job.expression needs 6 or 7 fields');
  return { cron: parseCron(fields), window: windowOf(params) };
}

/** The first execution after `now`: at job.startDate or later, at job.endDate or earlier. */
export function firstExecution(job: Job, now: Date): Date | undefined {
  const { start, end } = job.window;
  const after = start && start.getTime() > now.getTime() ? new Date(start.getTime() - 1) : now;
  return nextAfter(job.cron, after, end);
}

/** The execution that follows the one due at `due`. */
export const executionAfter = (job: Job, due: Date): Date | undefined =>
  nextAfter(job.cron, due, job.window.end);
