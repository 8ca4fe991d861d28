// The widget's texts: the catalogue the gateway served for the page's locale (load-messages.ts),
// with the merchant's overrides key by key. The bundle carries no catalogue, English included:
// adding languages or words costs it nothing.
import type { ErrorMessages, Labels, Messages } from '../../spec/i18n/messages';

export interface Texts extends Omit<Messages, 'meta'> {
  /** The catalogue used ('de' for a page asking for 'de-AT'). */
  locale: string;
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
  labels: Partial<Labels> = {},
  errorMessages: Partial<ErrorMessages> = {},
): Texts {
  const { meta, ...groups } = loaded;
  return {
    ...groups,
    locale: meta.code,
    dir: meta.dir,
    labels: { ...groups.labels, ...strings(labels) },
    errorMessages: { ...groups.errorMessages, ...strings(errorMessages) },
  };
}

// Every text while the gateway's are on their way: a space, so that a form rendered meanwhile
// (hidden) has the shape it keeps when they come, and no element of it moves (its iframes would load again).
const SPACE = new Proxy({}, { get: () => ' ' });

/** The texts of the forms that start before the gateway's texts arrive (the card form, hidden until then). */
export const PENDING = {
  labels: SPACE,
  placeholders: SPACE,
  errorMessages: SPACE,
  bank: SPACE,
  stored: SPACE,
  brands: SPACE,
  locale: 'en',
  dir: 'ltr',
} as unknown as Texts;

/** Only string overrides count; anything else would render as "[object Object]". */
function strings<T extends object>(overrides: T): Partial<T> {
  return Object.fromEntries(Object.entries(overrides).filter(([, v]) => typeof v === 'string')) as Partial<T>;
}
