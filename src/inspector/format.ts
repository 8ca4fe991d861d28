// Dates and numbers in the page's language; the gateway's own text where it cannot be parsed.
import { isPending, isSuccessful } from '../spec/result-codes';

export function formatTime(value: string | undefined, locale: string): string {
  if (!value) return '';
  // The gateway writes '2026-11-26 10:00:04+0000' and '2026-12-01 00:00:00' (UTC) besides ISO 8601.
  const iso = value.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(/(Z|[+-]\d{2}:\d{2})$/i.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** A class naming the result's kind, for the badge beside a code (its text says it too). */
export function resultKind(code: string | undefined): 'success' | 'pending' | 'rejected' | 'none' {
  if (!code) return 'none';
  if (isSuccessful(code)) return 'success';
  return isPending(code) ? 'pending' : 'rejected';
}
