// The inspector's labels by language: the codes of the widget's locales (src/spec/i18n/locales;
// i18n.test.ts holds the two lists equal and each language's direction to the widget's), each
// with exactly English's keys. To add a language: its file beside this one and a line here.

import { ar } from './ar';
import { bg } from './bg';
import { bn } from './bn';
import { ca } from './ca';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en, type InspectorTexts } from './en';
import { es } from './es';
import { et } from './et';
import { eu } from './eu';
import { fa } from './fa';
import { fi } from './fi';
import { fr } from './fr';
import { he } from './he';
import { hi } from './hi';
import { hr } from './hr';
import { hu } from './hu';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { lt } from './lt';
import { lv } from './lv';
import { ms } from './ms';
import { nb } from './nb';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ptBR } from './pt-BR';
import { ro } from './ro';
import { ru } from './ru';
import { sk } from './sk';
import { sl } from './sl';
import { sr } from './sr';
import { sv } from './sv';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { ur } from './ur';
import { vi } from './vi';
import { zh } from './zh';
import { zhTW } from './zh-TW';

export interface InspectorCatalogue {
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

export const INSPECTOR_CATALOGUES: Readonly<Record<string, InspectorCatalogue>> = {
  ar: { dir: 'rtl', texts: ar },
  bg: { dir: 'ltr', texts: bg },
  bn: { dir: 'ltr', texts: bn },
  ca: { dir: 'ltr', texts: ca },
  cs: { dir: 'ltr', texts: cs },
  da: { dir: 'ltr', texts: da },
  de: { dir: 'ltr', texts: de },
  el: { dir: 'ltr', texts: el },
  en: { dir: 'ltr', texts: en },
  es: { dir: 'ltr', texts: es },
  et: { dir: 'ltr', texts: et },
  eu: { dir: 'ltr', texts: eu },
  fa: { dir: 'rtl', texts: fa },
  fi: { dir: 'ltr', texts: fi },
  fr: { dir: 'ltr', texts: fr },
  he: { dir: 'rtl', texts: he },
  hi: { dir: 'ltr', texts: hi },
  hr: { dir: 'ltr', texts: hr },
  hu: { dir: 'ltr', texts: hu },
  id: { dir: 'ltr', texts: id },
  it: { dir: 'ltr', texts: it },
  ja: { dir: 'ltr', texts: ja },
  ko: { dir: 'ltr', texts: ko },
  lt: { dir: 'ltr', texts: lt },
  lv: { dir: 'ltr', texts: lv },
  ms: { dir: 'ltr', texts: ms },
  nb: { dir: 'ltr', texts: nb },
  nl: { dir: 'ltr', texts: nl },
  pl: { dir: 'ltr', texts: pl },
  pt: { dir: 'ltr', texts: pt },
  'pt-BR': { dir: 'ltr', texts: ptBR },
  ro: { dir: 'ltr', texts: ro },
  ru: { dir: 'ltr', texts: ru },
  sk: { dir: 'ltr', texts: sk },
  sl: { dir: 'ltr', texts: sl },
  sr: { dir: 'ltr', texts: sr },
  sv: { dir: 'ltr', texts: sv },
  th: { dir: 'ltr', texts: th },
  tr: { dir: 'ltr', texts: tr },
  uk: { dir: 'ltr', texts: uk },
  ur: { dir: 'rtl', texts: ur },
  vi: { dir: 'ltr', texts: vi },
  zh: { dir: 'ltr', texts: zh },
  'zh-TW': { dir: 'ltr', texts: zhTW },
};
