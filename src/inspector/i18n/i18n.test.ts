// The inspector's languages are the widget's, each with English's keys and placeholders, nothing
// empty, and the widget's direction (right to left for Arabic, Hebrew, Persian and Urdu).
import { describe, expect, it } from 'vitest';
import { LOCALE_CATALOGUES } from '../../spec/i18n/locales';
import { en } from './en';
import { fill, languageFor } from './index';
import { INSPECTOR_CATALOGUES } from './locales';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const codes = Object.keys(INSPECTOR_CATALOGUES);

describe('the inspector’s catalogues', () => {
  it('are languages of the widget, with the widget’s direction', () => {
    for (const code of codes) {
      expect(LOCALE_CATALOGUES[code], code).toBeDefined();
      expect(INSPECTOR_CATALOGUES[code]?.dir, code).toBe(LOCALE_CATALOGUES[code]?.meta.dir);
    }
  });

  it.each(codes.filter((code) => code !== 'en'))(
    '%s has English’s keys and placeholders, none empty',
    (code) => {
      const texts = INSPECTOR_CATALOGUES[code]!.texts;
      expect(Object.keys(texts)).toEqual(Object.keys(en));
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
      }
    },
  );
});

describe('languageFor', () => {
  it('reads the page’s language, English where the inspector has none', () => {
    expect(languageFor('en-GB').code).toBe('en');
    expect(languageFor('tlh').code).toBe('en');
    expect(languageFor(undefined).texts).toBe(en);
    expect(languageFor('').dir).toBe('ltr');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
