// Dates and numbers in the page's language; the gateway's own text where it cannot be parsed.
import { isPending, isSuccessful } from '../spec/result-codes';

export function formatTime(value: string | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
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
