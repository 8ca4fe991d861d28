// The inspector's labels by language: the codes of the widget's locales (src/spec/i18n/locales;
// i18n.test.ts holds the two lists equal and each language's direction to the widget's), each
// with exactly English's keys. To add a language: its file beside this one and a line here.

import { ar } from './ar';
import { cs } from './cs';
import { de } from './de';
import { en, type InspectorTexts } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ptBR } from './pt-BR';
import { ru } from './ru';
import { sk } from './sk';
import { sv } from './sv';
import { tr } from './tr';
import { uk } from './uk';
import { ur } from './ur';

export interface InspectorCatalogue {
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

export const INSPECTOR_CATALOGUES: Readonly<Record<string, InspectorCatalogue>> = {
  ar: { dir: 'rtl', texts: ar },
  cs: { dir: 'ltr', texts: cs },
  de: { dir: 'ltr', texts: de },
  en: { dir: 'ltr', texts: en },
  es: { dir: 'ltr', texts: es },
  fa: { dir: 'rtl', texts: fa },
  fr: { dir: 'ltr', texts: fr },
  he: { dir: 'rtl', texts: he },
  it: { dir: 'ltr', texts: it },
  nl: { dir: 'ltr', texts: nl },
  pl: { dir: 'ltr', texts: pl },
  pt: { dir: 'ltr', texts: pt },
  'pt-BR': { dir: 'ltr', texts: ptBR },
  ru: { dir: 'ltr', texts: ru },
  sk: { dir: 'ltr', texts: sk },
  sv: { dir: 'ltr', texts: sv },
  tr: { dir: 'ltr', texts: tr },
  uk: { dir: 'ltr', texts: uk },
  ur: { dir: 'rtl', texts: ur },
};
