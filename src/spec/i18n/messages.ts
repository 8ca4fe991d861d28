// The texts of the widget and of the gateway's frames, grouped like wpwlOptions.labels /
// errorMessages so merchants override them key by key. Every locale in ./locales provides all of
// them (English is the source of the keys); the gateway serves them as GET /v1/i18n/{code}.json
// and the widget fetches them at boot, so no text is in a bundle.
import type { RedirectBrand } from '../redirect-brands';
import type { ErrorMessages, Labels } from '../widget-api';

export type { ErrorMessages, Labels };

export interface Placeholders {
  cardNumber: string;
  expiryDate: string;
  cardHolder: string;
  cvv: string;
}

/** The language itself: served with every locale, not translated from English. */
export interface LocaleMeta {
  /** The catalogue entry served ('de' for a request of 'de-AT'). */
  code: string;
  /** The language's name in the language itself ('Deutsch'). */
  name: string;
  dir: 'ltr' | 'rtl';
}

/** The bank frame (holder, IBAN, BIC and the SEPA mandate the shopper gives by paying). */
export interface BankTexts {
  holder: string;
  iban: string;
  bic: string;
  holderError: string;
  ibanError: string;
  bicError: string;
  mandate: string;
}

/** The stored-details frame of a one-click checkout. */
export interface StoredTexts {
  cvv: string;
  cvvError: string;
  /** Before the expiry date of a stored card: "expires 12/28". */
  expires: string;
}

/** The names of the redirect brands on their forms: product names where a language has its own (Klarna's). */
export type BrandNames = Readonly<Record<RedirectBrand, string>>;

export interface Messages {
  meta: LocaleMeta;
  labels: Labels;
  placeholders: Placeholders;
  errorMessages: ErrorMessages;
  bank: BankTexts;
  stored: StoredTexts;
  brands: BrandNames;
}

/** The groups every catalogue has, in the order they are served. */
export const MESSAGE_GROUPS = [
  'meta',
  'labels',
  'placeholders',
  'errorMessages',
  'bank',
  'stored',
  'brands',
] as const;
