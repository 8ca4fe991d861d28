// The gateway's pages speak every language the widget does, with English's keys and placeholders.
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../spec/i18n/locales';
import { gonePage } from './common-pages';
import { PAGE_CATALOGUES } from './locales';
import { en } from './locales/en';
import { pageDirection, pageLanguage, sheetTexts, textsFor } from './texts';

const entries = (catalogue: typeof en) =>
  Object.entries(catalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text] as const),
  );
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('the page catalogues', () => {
  it('cover exactly the widget’s locales', () => {
    expect(Object.keys(PAGE_CATALOGUES).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(Object.keys(PAGE_CATALOGUES).filter((code) => code !== 'en'))(
    '%s has English’s keys and placeholders, nothing empty or left in English',
    (code) => {
      const english = new Map<string, string>(entries(en));
      const texts = entries(PAGE_CATALOGUES[code]!);
      expect(texts.map(([key]) => key)).toEqual([...english.keys()]);
      for (const [key, text] of texts) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(text, `${code} ${key}`).not.toBe(english.get(key));
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    },
  );
});

describe('pageLanguage', () => {
  it.each([
    ['de-AT', 'de'],
    ['ar-SA', 'ar'],
    ['pt-BR', 'pt-BR'],
    ['zh-HK', 'zh-TW'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('%s -> %s', (tag, lang) => {
    expect(pageLanguage(tag)).toBe(lang);
  });

  it('gives the texts and the direction of the language', () => {
    expect(textsFor('he').cancel).toBe('ביטול');
    expect(sheetTexts('ja').pay).toBe('支払う');
    expect(pageDirection('fa')).toBe('rtl');
    expect(pageDirection('en')).toBe('ltr');
  });

  it('mirrors a page in a right-to-left language', () => {
    const page = gonePage('ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(textsFor('ar').goneTitle);
  });
});
