// The inspector speaks the page's language (<html lang>, chosen by the gateway among the widget's
// locales); a language without inspector labels yet reads English. Direction comes from the page
// (<html dir>), which the gateway sets from the widget's catalogue.
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import { en, type InspectorTexts } from './en';
import { INSPECTOR_CATALOGUES } from './locales';

export type { InspectorTexts };

export interface Language {
  code: string;
  texts: InspectorTexts;
}

export function languageFor(tag: string | undefined): Language {
  const code = resolveLocale(tag, Object.keys(INSPECTOR_CATALOGUES)) ?? 'en';
  return { code, texts: { ...en, ...INSPECTOR_CATALOGUES[code] } };
}

/** Replaces {name} placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
