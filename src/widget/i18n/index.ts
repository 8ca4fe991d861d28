// Locale resolution ('de-AT' -> 'de' -> 'en') and merchant overrides. English is in the bundle;
// every other locale is fetched from the gateway when a page asks for it (load-messages.ts), so
// adding languages costs the bundle nothing. To add one: a file under ./locales, one entry in
// LOCALES, one in the sandbox's locale route.
import { en } from '../../spec/i18n/locales/en';
import type { ErrorMessages, Labels, Messages } from '../../spec/i18n/messages';

export const LOCALES: readonly string[] = ['en', 'de'];
const FALLBACK = 'en';

export interface Texts extends Messages {
  /** The catalogue entry used ('de'). */
  locale: string;
  /** The locale for Intl formatting: the requested tag when valid ('de-AT'), else `locale`. */
  formatLocale: string;
}

/** 'de_AT' / 'de-AT' -> the most specific catalogue key available, else 'en'. */
export function resolveLocale(requested: string | undefined): string {
  const parts = (requested ?? '').replace(/_/g, '-').toLowerCase().split('-');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('-');
    if (LOCALES.includes(candidate)) return candidate;
  }
  return FALLBACK;
}

export function createTexts(
  requested: string | undefined,
  labels: Partial<Labels> = {},
  errorMessages: Partial<ErrorMessages> = {},
  /** The catalogue of the resolved locale, when it was loaded; English otherwise. */
  loaded?: Messages,
): Texts {
  const base = loaded ?? en;
  const locale = loaded ? resolveLocale(requested) : FALLBACK;
  return {
    locale,
    formatLocale: formatLocaleFor(requested, locale),
    labels: { ...base.labels, ...strings(labels) },
    placeholders: base.placeholders,
    errorMessages: { ...base.errorMessages, ...strings(errorMessages) },
  };
}

function formatLocaleFor(requested: string | undefined, fallback: string): string {
  try {
    return requested ? (Intl.getCanonicalLocales(requested.replace(/_/g, '-'))[0] ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}

/** Only string overrides count; anything else would render as "[object Object]". */
function strings<T extends object>(overrides: T): Partial<T> {
  return Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string')) as Partial<T>;
}

/** "Pay €12.50": the amount formatted for the locale; falls back to "12.50 EUR". */
export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
