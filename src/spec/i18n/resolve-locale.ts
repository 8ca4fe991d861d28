// Which catalogue answers a requested locale tag: the exact tag, then shorter ones ('de-AT' → 'de',
// 'pt-BR' → 'pt-BR', 'pt-PT' → 'pt'), then an alias (a legacy or sibling code). Undefined when
// nothing fits: the caller decides what English means there (the gateway answers 404, the widget
// then asks for 'en' and says so in the console).

import { hasOwn } from '../type-guards';

/** Codes that mean a catalogue under another name. */
const ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  nn: 'nb',
  iw: 'he',
  in: 'id',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-hans': 'zh',
  'zh-cn': 'zh',
};

export function resolveLocale(requested: string | undefined, codes: readonly string[]): string | undefined {
  const byLower = new Map(codes.map((code) => [code.toLowerCase(), code]));
  const parts = (requested ?? '').replace(/_/g, '-').toLowerCase().split('-');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('-');
    const exact = byLower.get(candidate);
    if (exact !== undefined) return exact;
    if (hasOwn(ALIASES, candidate)) return ALIASES[candidate];
  }
  return undefined;
}
