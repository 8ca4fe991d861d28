// A language's labels looked up in every catalogue: what the gateway does for the page, and what
// the views' tests do to render in a language. Not for the page's script (src/inspector/main.tsx),
// which would carry every language with it.

import { INSPECTOR_CATALOGUES } from '../../spec/i18n/inspector/locales';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import type { Language } from './index';

export function languageFor(tag: string | undefined): Language {
  const code = resolveLocale(tag, Object.keys(INSPECTOR_CATALOGUES)) ?? 'en';
  const catalogue =
    INSPECTOR_CATALOGUES[code] ?? (INSPECTOR_CATALOGUES.en as (typeof INSPECTOR_CATALOGUES)[string]);
  return { code, dir: catalogue.dir, texts: catalogue.texts };
}
