// The inspector speaks the page's language (<html lang>, chosen by the gateway among the widget's
// locales), mirrored for right-to-left ones; a language it has no labels for reads English.
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import type { InspectorTexts } from './en';
import { INSPECTOR_CATALOGUES } from './locales';

export type { InspectorTexts };

export interface Language {
  code: string;
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

export function languageFor(tag: string | undefined): Language {
  const code = resolveLocale(tag, Object.keys(INSPECTOR_CATALOGUES)) ?? 'en';
  const catalogue =
    INSPECTOR_CATALOGUES[code] ?? (INSPECTOR_CATALOGUES.en as (typeof INSPECTOR_CATALOGUES)[string]);
  return { code, dir: catalogue.dir, texts: catalogue.texts };
}

/** Replaces {name} placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
