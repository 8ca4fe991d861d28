// The widget's texts: the catalogue the gateway served for the page's locale (load-messages.ts),
// with the merchant's overrides key by key. The bundle carries no catalogue, English included:
// adding languages or words costs it nothing.
import type { ErrorMessages, Labels, Messages } from '../../spec/i18n/messages';

export interface Texts extends Omit<Messages, 'meta'> {
  /** The catalogue used ('de' for a page asking for 'de-AT'). */
  locale: string;
  /** The locale for Intl formatting: the requested tag when valid ('de-AT'), else `locale`. */
  formatLocale: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The only text the widget has without the gateway: when not even English could be loaded, the
 * checkout could not be read either, and this message is all the forms show.
 */
export const OFFLINE = {
  meta: { code: 'en', name: 'English', dir: 'ltr' },
  errorMessages: { loadFailed: 'The payment form could not be loaded. Please reload the page.' },
} as unknown as Messages;

export function createTexts(
  loaded: Messages,
  requested: string | undefined,
  labels: Partial<Labels> = {},
  errorMessages: Partial<ErrorMessages> = {},
): Texts {
  const { meta, ...groups } = loaded;
  return {
    ...groups,
    locale: meta.code,
    dir: meta.dir,
    formatLocale: formatLocaleFor(requested, meta.code),
    labels: { ...groups.labels, ...strings(labels) },
    errorMessages: { ...groups.errorMessages, ...strings(errorMessages) },
  };
}

/** A tag of the requested locale's language keeps its region for numbers ('de-AT'); any other, the catalogue's. */
function formatLocaleFor(requested: string | undefined, code: string): string {
  try {
    const tag = Intl.getCanonicalLocales(requested?.replace(/_/g, '-'))[0];
    return tag !== undefined && tag.split('-')[0] === code.split('-')[0] ? tag : code;
  } catch {
    return code;
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
