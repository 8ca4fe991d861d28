// The inspector's labels by language: the codes of the widget's locales (src/spec/i18n/locales;
// i18n.test.ts holds the two lists equal and each language's direction to the widget's), each
// with exactly English's keys. To add a language: its file beside this one and a line here.
import { en, type InspectorTexts } from './en';

export interface InspectorCatalogue {
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

export const INSPECTOR_CATALOGUES: Readonly<Record<string, InspectorCatalogue>> = {
  en: { dir: 'ltr', texts: en },
};
