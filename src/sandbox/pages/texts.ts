// The texts of the gateway's own pages (3-D Secure, provider simulators, the wallet sheet) in the
// widget's languages (./locales). The language is the shopper's browser language
// (customer.browser.language), as an issuer's ACS page would use it, else the widget's locale.
import { LOCALE_CATALOGUES } from '../../spec/i18n/locales';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import { PAGE_CATALOGUES } from './locales';
import { en, type PageCatalogue } from './locales/en';

/** A code of ./locales ('de', 'pt-BR'). */
export type PageLanguage = string;

export type PageTexts = PageCatalogue['pages'];
export type SheetTexts = PageCatalogue['sheet'];

const CODES = Object.keys(PAGE_CATALOGUES);

/** 'de-AT' → de, 'zh-HK' → zh-TW; a language the pages do not have → en. */
export const pageLanguage = (tag: string | undefined): PageLanguage => resolveLocale(tag, CODES) ?? 'en';

const catalogue = (lang: PageLanguage): PageCatalogue => PAGE_CATALOGUES[lang] ?? en;

export const textsFor = (lang: PageLanguage): PageTexts => catalogue(lang).pages;

export const sheetTexts = (lang: PageLanguage): SheetTexts => catalogue(lang).sheet;

/** 'rtl' for Arabic, Hebrew, Persian and Urdu: the page mirrors. */
export const pageDirection = (lang: PageLanguage): 'ltr' | 'rtl' =>
  LOCALE_CATALOGUES[lang]?.meta.dir ?? 'ltr';

/** Replaces {name} placeholders. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function formatMoney(amount: string, currency: string, lang: PageLanguage): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
