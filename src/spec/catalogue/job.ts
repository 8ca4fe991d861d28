import { RESULT } from '../result-codes';
import { DATETIME, digits, oneOf, pattern, text } from './format-builders';
import type { Format, ParamSpec } from './types';

// Document 3, section 2.7 "Scheduling (job.*)", all Optional; the defaults are the spec's.

interface CronField {
  /** One value of the field, as a regex source. */
  atom: string;
  /** The special characters the spec lists beside , - * / */
  question?: boolean;
  lastWeekday?: boolean; // dayOfMonth: L, L-n, LW, nW
  lastHash?: boolean; // dayOfWeek: L, nL, n#k
}

const STEP = '[1-9]\\d{0,3}';

/** A list of items: `*`, a value, a range, each optionally `/step`, plus the field's specials. */
function cronSource(field: CronField): string {
  const { atom } = field;
  const items = [`(\\*|${atom}(-${atom})?)(\\/${STEP})?`];
  if (field.question) items.push('\\?');
  if (field.lastWeekday) items.push(`L(-\\d{1,2})?`, 'LW', `${atom}W`);
  if (field.lastHash) items.push('L', `${atom}L`, `${atom}#[1-5]`);
  const item = `(${items.join('|')})`;
  return `${item}(,${item})*`;
}

const FIELDS = {
  second: { atom: '[0-5]?\\d' },
  minute: { atom: '[0-5]?\\d' },
  hour: { atom: '([01]?\\d|2[0-3])' },
  dayOfMonth: { atom: '(0?[1-9]|[12]\\d|3[01])', question: true, lastWeekday: true },
  month: { atom: '(0?[1-9]|1[0-2])' },
  dayOfWeek: { atom: '([1-7]|SUN|MON|TUE|WED|THU|FRI|SAT)', question: true, lastHash: true },
  year: { atom: '(19[7-9]\\d|20\\d\\d)' },
} satisfies Record<string, CronField>;

const cron = (field: CronField, values: string, specials: string, example: string): Format =>
  pattern(new RegExp(`^${cronSource(field)}$`), `${values}, with ${specials}`, example);

const f = FIELDS;
// "cron expression of 7 fields (year may be left out)": second minute hour dayOfMonth month
// dayOfWeek [year]; inside an expression minute takes , - * / like second.
const EXPRESSION = new RegExp(
  `^(?=[\\s\\S]{1,256}$)\\s*${[f.second, f.second, f.hour, f.dayOfMonth, f.month, f.dayOfWeek]
    .map(cronSource)
    .join('\\s+')}(\\s+${cronSource(f.year)})?\\s*$`,
);
const UNITS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'] as const;

export const JOB: readonly ParamSpec[] = [
  { name: 'job.name', format: text(1, 64) },
  {
    name: 'job.year',
    format: pattern(new RegExp(`^(${cronSource(f.year)})?$`), 'empty or 1970 to 2099, with , - * /', '2030'),
    invalid: RESULT.JOB_EXECUTION_INVALID,
    note: 'Default *.',
  },
  {
    name: 'job.month',
    format: cron(f.month, '1 to 12', ', - * /', '1,4,7,10'),
    invalid: RESULT.JOB_MONTH_INVALID,
    note: 'Default 1.',
  },
  {
    name: 'job.dayOfMonth',
    format: cron(f.dayOfMonth, '1 to 31', ', - * ? / L W', 'L'),
    invalid: RESULT.JOB_DAY_OF_MONTH_INVALID,
    note: 'Default 1.',
  },
  {
    name: 'job.dayOfWeek',
    format: cron(f.dayOfWeek, '1 to 7 or SUN to SAT', ', - * ? / L #', '?'),
    invalid: RESULT.JOB_DAY_OF_WEEK_INVALID,
    note: 'Default 1.',
  },
  {
    name: 'job.hour',
    format: cron(f.hour, '0 to 23', ', - * /', '8-18/2'),
    invalid: RESULT.JOB_HOUR_INVALID,
    note: 'Default 0.',
  },
  {
    name: 'job.minute',
    format: pattern(/^[0-5]?\d$/, 'a minute from 0 to 59', '30'),
    invalid: RESULT.JOB_MINUTE_SECOND_INVALID,
    note: 'Default 0.',
  },
  {
    name: 'job.second',
    format: cron(f.second, '0 to 59', ', - * /', '0'),
    invalid: RESULT.JOB_MINUTE_SECOND_INVALID,
    note: 'Default 0.',
  },
  { name: 'job.startDate', format: DATETIME, note: 'When the job is executed.' },
  { name: 'job.endDate', format: DATETIME, note: 'When the job ends.' },
  { name: 'job.noticeUnit', format: oneOf(...UNITS), invalid: RESULT.JOB_NOTICE_UNIT_INVALID },
  { name: 'job.noticeNumber', format: digits(1, 16) },
  { name: 'job.noticeCallable', format: oneOf('ANYTIME', 'DURATION_END') },
  { name: 'job.durationUnit', format: oneOf(...UNITS), invalid: RESULT.JOB_DURATION_UNIT_INVALID },
  { name: 'job.durationNumber', format: digits(1, 16) },
  {
    name: 'job.expression',
    format: pattern(
      EXPRESSION,
      'a cron expression of up to 256 characters: second minute hour dayOfMonth month dayOfWeek [year]',
      '0 0 12 1 * ? 2030',
    ),
    invalid: RESULT.JOB_EXECUTION_INVALID,
    note: 'Overrides second, minute, hour, dayOfMonth, month, dayOfWeek and year.',
  },
];
