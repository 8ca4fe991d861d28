// Every locale the gateway serves, by code (GET /v1/i18n). To add one: a file beside this one
// with exactly English's keys (locales.test.ts checks), and one line here.
import type { Messages } from '../messages';
import { ar } from './ar';
import { bg } from './bg';
import { bn } from './bn';
import { ca } from './ca';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
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

export const LOCALE_CATALOGUES: Readonly<Record<string, Messages>> = {
  ar,
  bg,
  bn,
  ca,
  cs,
  da,
  de,
  el,
  en,
  es,
  et,
  eu,
  fa,
  fi,
  fr,
  he,
  hi,
  hr,
  hu,
  id,
  it,
  ja,
  ko,
  lt,
  lv,
  ms,
  nb,
  nl,
  pl,
  pt,
  'pt-BR': ptBR,
  ro,
  ru,
  sk,
  sl,
  sr,
  sv,
  th,
  tr,
  uk,
  ur,
  vi,
  zh,
  'zh-TW': zhTW,
};

export const LOCALE_CODES: readonly string[] = Object.keys(LOCALE_CATALOGUES);
