// The inspector's labels by language code: codes of the widget's locales (src/spec/i18n/locales,
// checked by i18n.test.ts), each with English's keys.
import { en, type InspectorTexts } from './en';

export const INSPECTOR_CATALOGUES: Readonly<Record<string, Partial<InspectorTexts>>> = {
  en,
};
