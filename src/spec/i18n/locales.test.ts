// Every locale has exactly English's keys, no empty text, and nothing left in English but the
// words that are the same in the language (SAME_AS_ENGLISH).
import { describe, expect, it } from 'vitest';
import { LOCALE_CATALOGUES, LOCALE_CODES } from './locales';
import { en } from './locales/en';
import { MESSAGE_GROUPS, type Messages } from './messages';
import { resolveLocale } from './resolve-locale';

/** Texts that stay as in English everywhere: codes and samples, not words. */
const UNIVERSAL = new Set([
  'CVV',
  'IBAN',
  '1234 1234 1234 1234',
  // Brand names: the same in every language.
  ...['eps', 'Sofort', 'giropay', 'iDEAL', 'POLi', 'TrustPay', 'PayPal'],
]);

/** Words a language writes as English does ("BIC (optional)" is German too). */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['bank.bic'],
  nl: ['labels.postcode'],
};

const entries = (messages: Messages) =>
  MESSAGE_GROUPS.filter((group) => group !== 'meta').flatMap((group) =>
    Object.entries(messages[group]).map(([key, text]) => [`${group}.${key}`, text] as const),
  );

describe('the locale catalogues', () => {
  it('cover at least 40 languages, the right-to-left ones among them', () => {
    expect(LOCALE_CODES.length).toBeGreaterThanOrEqual(40);
    for (const code of ['ar', 'he', 'fa', 'ur']) expect(LOCALE_CATALOGUES[code]?.meta.dir).toBe('rtl');
  });

  it.each(LOCALE_CODES)('%s has exactly English’s keys and its own code', (code) => {
    const messages = LOCALE_CATALOGUES[code]!;
    expect(messages.meta.code).toBe(code);
    expect(Object.keys(messages)).toEqual(Object.keys(en));
    for (const group of MESSAGE_GROUPS)
      expect(Object.keys(messages[group]).sort(), `${code} ${group}`).toEqual(Object.keys(en[group]).sort());
  });

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))('%s leaves nothing empty or in English', (code) => {
    const english = new Map(entries(en));
    const allowed = SAME_AS_ENGLISH[code] ?? [];
    for (const [key, text] of entries(LOCALE_CATALOGUES[code]!)) {
      expect(text.trim(), `${code} ${key}`).not.toBe('');
      if (!UNIVERSAL.has(text) && !allowed.includes(key))
        expect(text, `${code} ${key}`).not.toBe(english.get(key));
    }
  });

  it.each(LOCALE_CODES)('%s keeps the {amount} of the pay button', (code) => {
    expect(LOCALE_CATALOGUES[code]!.labels.submit).toContain('{amount}');
  });

  it('lists only exceptions that are still needed', () => {
    for (const [code, keys] of Object.entries(SAME_AS_ENGLISH)) {
      const texts = new Map<string, string>(entries(LOCALE_CATALOGUES[code]!));
      const english = new Map<string, string>(entries(en));
      for (const key of keys) expect(texts.get(key), `${code} ${key}`).toBe(english.get(key));
    }
  });
});

describe('resolveLocale', () => {
  it.each([
    ['de-AT', 'de'],
    ['de_AT', 'de'],
    ['DE', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['en-GB', 'en'],
    ['ar-SA', 'ar'],
    ['xx', undefined],
    ['constructor', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('%s -> %s', (requested, expected) => {
    expect(resolveLocale(requested, LOCALE_CODES)).toBe(expected);
  });
});
