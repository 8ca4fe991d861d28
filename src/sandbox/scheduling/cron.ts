// A cron evaluator for the job fields of document 3, 2.7: second minute hour dayOfMonth month
// dayOfWeek year, Quartz style (the platform's: seconds, a year, ? L W #, 1 = Sunday). Times are
// UTC. The catalogue's formats check the syntax; this file gives it a meaning and finds the next
// times that match.

export const CRON_FIELDS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];
export type CronFields = Readonly<Record<CronField, string>>;

/** A field that has no meaning (the syntax may still be right), with the field it is about. */
export class CronError extends Error {
  constructor(
    readonly field: CronField,
    message: string,
  ) {
    super(message);
    this.name = 'CronError';
  }
}

export const FIRST_YEAR = 1970;
export const LAST_YEAR = 2099;

const BOUNDS: Readonly<Record<CronField, readonly [number, number]>> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [1, 7],
  year: [FIRST_YEAR, LAST_YEAR],
};

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function numberOf(field: CronField, text: string): number {
  const day = field === 'dayOfWeek' ? WEEKDAYS.indexOf(text.toUpperCase()) : -1;
  const value = day >= 0 ? day + 1 : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const [min, max] = BOUNDS[field];
  if (!(value >= min && value <= max)) throw new CronError(field, `${text} is not from ${min} to ${max}`);
  return value;
}

/**
 * The values of `*`, `a`, `a-b`, each with an optional `/step`. `a/step` runs to the field's end;
 * a range whose end is below its start wraps around (`22-2` hours, `FRI-MON`), except for years.
 */
function valuesOf(field: CronField, item: string): number[] {
  const [min, max] = BOUNDS[field];
  const [range = '', stepText] = item.split('/');
  const step = stepText === undefined ? 1 : Number(stepText);
  if (!Number.isInteger(step) || step < 1) throw new CronError(field, `${item}: the step must be 1 or more`);
  let from: number;
  let to: number;
  if (range === '*') [from, to] = [min, max];
  else {
    const [a = '', b] = range.split('-');
    from = numberOf(field, a);
    to = b === undefined ? (stepText === undefined ? from : max) : numberOf(field, b);
  }
  if (to < from && field === 'year') throw new CronError(field, `${item}: the range runs backwards`);
  const span = to >= from ? to - from : max - from + 1 + (to - min);
  const out: number[] = [];
  for (let i = 0; i <= span; i += step) out.push(from + i > max ? from + i - max - 1 + min : from + i);
  return out;
}

/** A plain field (second, minute, hour, month, year): its values in ascending order. */
function plainField(field: CronField, text: string): number[] {
  const set = new Set<number>();
  for (const item of text.split(',')) for (const v of valuesOf(field, item)) set.add(v);
  return [...set].sort((a, b) => a - b);
}

/** Days of one month (1-based month) that a day field selects. */
type DaySelector = (year: number, month: number) => Iterable<number>;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 1 = Sunday … 7 = Saturday, as in the dayOfWeek field. */
export const weekdayOf = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
const isWorkday = (year: number, month: number, day: number): boolean => {
  const w = weekdayOf(year, month, day);
  return w !== 1 && w !== 7;
};

/** `nW`: the weekday nearest to day n, without leaving the month. */
function nearestWorkday(year: number, month: number, n: number): number | undefined {
  const last = daysInMonth(year, month);
  if (n > last) return undefined;
  const w = weekdayOf(year, month, n);
  if (w === 7) return n === 1 ? 3 : n - 1; // Saturday: Friday before, or Monday the 3rd
  if (w === 1) return n === last ? n - 2 : n + 1; // Sunday: Monday after, or Friday before
  return n;
}

function dayOfMonthItem(item: string): DaySelector {
  if (item === 'L') return (y, m) => [daysInMonth(y, m)];
  const offset = /^L-(\d+)$/.exec(item);
  if (offset) {
    const n = Number(offset[1]);
    return (y, m) => (daysInMonth(y, m) - n >= 1 ? [daysInMonth(y, m) - n] : []);
  }
  if (item === 'LW')
    return (y, m) => {
      let d = daysInMonth(y, m);
      while (!isWorkday(y, m, d)) d--;
      return [d];
    };
  const nearest = /^(\d+)W$/.exec(item);
  if (nearest) {
    const n = numberOf('dayOfMonth', nearest[1] as string);
    return (y, m) => {
      const d = nearestWorkday(y, m, n);
      return d === undefined ? [] : [d];
    };
  }
  const days = valuesOf('dayOfMonth', item);
  return (y, m) => days.filter((d) => d <= daysInMonth(y, m));
}

function dayOfWeekItem(item: string): DaySelector {
  // `L` alone is Saturday (7); `nL` the month's last weekday n; `n#k` its k-th weekday n.
  if (item === 'L') return (y, m) => weekdaysIn(y, m, 7);
  const last = /^(\w+)L$/.exec(item);
  if (last) {
    const weekday = numberOf('dayOfWeek', last[1] as string);
    return (y, m) => weekdaysIn(y, m, weekday).slice(-1);
  }
  const nth = /^(\w+)#(\d+)$/.exec(item);
  if (nth) {
    const weekday = numberOf('dayOfWeek', nth[1] as string);
    const k = Number(nth[2]);
    if (k < 1 || k > 5) throw new CronError('dayOfWeek', `${item}: # takes 1 to 5`);
    return (y, m) => weekdaysIn(y, m, weekday).slice(k - 1, k);
  }
  const weekdays = new Set(valuesOf('dayOfWeek', item));
  return (y, m) => {
    const out: number[] = [];
    for (let d = 1, n = daysInMonth(y, m); d <= n; d++) if (weekdays.has(weekdayOf(y, m, d))) out.push(d);
    return out;
  };
}

function weekdaysIn(year: number, month: number, weekday: number): number[] {
  const first = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7);
  const out: number[] = [];
  for (let d = first, n = daysInMonth(year, month); d <= n; d += 7) out.push(d);
  return out;
}

const isUnrestricted = (text: string): boolean => text === '*' || text === '?';

/**
 * The days field that decides. As in Quartz one of dayOfMonth and dayOfWeek is `?`; `*` beside a
 * restricted other field counts as `?` (there is only one reading); both restricted, or both `?`,
 * is refused.
 */
function daySelector(fields: CronFields): DaySelector {
  const { dayOfMonth, dayOfWeek } = fields;
  if (dayOfMonth === '?' && dayOfWeek === '?')
    throw new CronError('dayOfWeek', 'dayOfMonth and dayOfWeek cannot both be ?');
  if (!isUnrestricted(dayOfMonth) && !isUnrestricted(dayOfWeek))
    throw new CronError('dayOfWeek', 'give either dayOfMonth or dayOfWeek, and ? in the other');
  const byWeek = dayOfMonth === '?' || (dayOfMonth === '*' && dayOfWeek !== '*' && dayOfWeek !== '?');
  const text = byWeek ? dayOfWeek : dayOfMonth;
  const items = text.split(',');
  if (items.includes('?')) {
    if (items.length > 1) throw new CronError(byWeek ? 'dayOfWeek' : 'dayOfMonth', '? stands alone');
    return (y, m) => Array.from({ length: daysInMonth(y, m) }, (_, i) => i + 1);
  }
  const selectors = items.map(byWeek ? dayOfWeekItem : dayOfMonthItem);
  return (y, m) => {
    const set = new Set<number>();
    for (const select of selectors) for (const d of select(y, m)) set.add(d);
    return [...set].sort((a, b) => a - b);
  };
}

export interface Cron {
  readonly seconds: readonly number[];
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly months: readonly number[];
  readonly years: readonly number[];
  readonly days: DaySelector;
}

/** The fields' meaning; throws CronError for a field that has none. */
export function parseCron(fields: CronFields): Cron {
  const field = (name: CronField) => {
    const text = fields[name].trim();
    if (text === '') throw new CronError(name, 'empty');
    return text;
  };
  const yearText = fields.year.trim() === '' ? '*' : field('year');
  return {
    seconds: plainField('second', field('second')),
    minutes: plainField('minute', field('minute')),
    hours: plainField('hour', field('hour')),
    months: plainField('month', field('month')),
    years: plainField('year', yearText),
    days: daySelector({ ...fields, dayOfMonth: field('dayOfMonth'), dayOfWeek: field('dayOfWeek') }),
  };
}

/** `s m h dom mon dow [year]` → the fields (year `*` when left out); undefined when not 6 or 7 fields. */
export function fieldsOfExpression(expression: string): CronFields | undefined {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 6 && parts.length !== 7) return undefined;
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year = '*'] = parts as string[];
  return { second, minute, hour, dayOfMonth, month, dayOfWeek, year } as CronFields;
}

/** The first time of a day at or after h:mi:s, as [h, mi, s]. */
function firstTimeOfDay(
  cron: Cron,
  fh: number,
  fmi: number,
  fs: number,
): [number, number, number] | undefined {
  for (const h of cron.hours) {
    if (h < fh) continue;
    const sameHour = h === fh;
    for (const mi of cron.minutes) {
      if (sameHour && mi < fmi) continue;
      const sameMinute = sameHour && mi === fmi;
      for (const s of cron.seconds) if (!sameMinute || s >= fs) return [h, mi, s];
    }
  }
  return undefined;
}

/**
 * The first time strictly after `after` that the cron matches, in whole seconds, up to `until`
 * (inclusive) and at the latest in 2099; undefined when there is none.
 */
export function nextAfter(cron: Cron, after: Date, until?: Date): Date | undefined {
  const from = new Date(Math.floor(after.getTime() / 1000) * 1000 + 1000);
  if (Number.isNaN(from.getTime())) return undefined;
  const fy = from.getUTCFullYear();
  const fm = from.getUTCMonth() + 1;
  const fd = from.getUTCDate();
  const limit = until?.getTime() ?? Number.POSITIVE_INFINITY;
  for (const year of cron.years) {
    if (year < fy) continue;
    for (const month of cron.months) {
      if (year === fy && month < fm) continue;
      const sameMonth = year === fy && month === fm;
      for (const day of cron.days(year, month)) {
        if (sameMonth && day < fd) continue;
        const sameDay = sameMonth && day === fd;
        const time = sameDay
          ? firstTimeOfDay(cron, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds())
          : firstTimeOfDay(cron, 0, 0, 0);
        if (!time) continue;
        const at = Date.UTC(year, month - 1, day, ...time);
        return at <= limit ? new Date(at) : undefined;
      }
    }
  }
  return undefined;
}

/** Up to `count` times after `after`, each the next one after the one before. */
export function nextExecutions(cron: Cron, after: Date, count: number, until?: Date): Date[] {
  const out: Date[] = [];
  let cursor: Date | undefined = after;
  while (out.length < count) {
    cursor = nextAfter(cron, cursor, until);
    if (!cursor) break;
    out.push(cursor);
  }
  return out;
}
