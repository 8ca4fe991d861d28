// The inspector's labels by language: the codes of the widget's locales (src/spec/i18n/locales;
// i18n.test.ts holds the two lists equal and each language's direction to the widget's), each
// with exactly English's keys. To add a language: its file beside this one and a line here.

import { de } from './de';
import { en, type InspectorTexts } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ptBR } from './pt-BR';
import { sv } from './sv';

export interface InspectorCatalogue {
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

export const INSPECTOR_CATALOGUES: Readonly<Record<string, InspectorCatalogue>> = {
  de: { dir: 'ltr', texts: de },
  en: { dir: 'ltr', texts: en },
  es: { dir: 'ltr', texts: es },
  fr: { dir: 'ltr', texts: fr },
  it: { dir: 'ltr', texts: it },
  nl: { dir: 'ltr', texts: nl },
  pl: { dir: 'ltr', texts: pl },
  pt: { dir: 'ltr', texts: pt },
  'pt-BR': { dir: 'ltr', texts: ptBR },
  sv: { dir: 'ltr', texts: sv },
};
