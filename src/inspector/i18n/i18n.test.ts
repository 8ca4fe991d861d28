// @vitest-environment happy-dom
// The inspector's languages are the widget's, each with English's keys and placeholders, nothing
// empty, and the widget's direction (right to left for Arabic, Hebrew, Persian and Urdu).
import { describe, expect, it } from 'vitest';
import { en } from '../../spec/i18n/inspector/en';
import { INSPECTOR_CATALOGUES } from '../../spec/i18n/inspector/locales';
import { LOCALE_CATALOGUES, LOCALE_CODES } from '../../spec/i18n/locales';
import { languageFor } from './catalogue-language';
import { fill, pageLanguage } from './index';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const codes = Object.keys(INSPECTOR_CATALOGUES);
const MAX_AS_ENGLISH = 8;

describe('the inspector’s catalogues', () => {
  it('are the widget’s languages, each with the widget’s direction', () => {
    expect([...codes].sort()).toEqual([...LOCALE_CODES].sort());
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
      // Codes and loan words ("Webhooks", "{ms} ms", "Parameter") stay as in English; a catalogue
      // mostly in English is one left untranslated.
      const english = Object.keys(texts).filter(
        (key) => texts[key as keyof typeof en] === en[key as keyof typeof en],
      );
      expect(english.length, `${code}: ${english.join(', ')}`).toBeLessThanOrEqual(MAX_AS_ENGLISH);
    },
  );
});

describe('languageFor', () => {
  it('reads the page’s language, English where the inspector has none', () => {
    expect(languageFor('en-GB').code).toBe('en');
    expect(languageFor('de-AT').texts.signIn).toBe('Anmelden');
    expect(languageFor('zh-HK').code).toBe('zh-TW');
    expect(languageFor('ar-SA')).toMatchObject({ code: 'ar', dir: 'rtl' });
    expect(languageFor('tlh').code).toBe('en');
    expect(languageFor(undefined).texts).toBe(en);
    expect(languageFor('').dir).toBe('ltr');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('pageLanguage', () => {
  const page = (lang: string, dir: string, texts?: string) => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    const root = document.createElement('div');
    if (texts !== undefined) root.dataset.texts = texts;
    return pageLanguage(document, root);
  };

  it('reads the language, direction and labels the gateway wrote into the page', () => {
    const arabic = INSPECTOR_CATALOGUES.ar!.texts;
    expect(page('ar', 'rtl', JSON.stringify(arabic))).toEqual({ code: 'ar', dir: 'rtl', texts: arabic });
  });

  it('reads English for a label missing, empty or not text, and for labels that are not JSON', () => {
    const partial = page('de', 'ltr', JSON.stringify({ signIn: 'Anmelden', title: '', entityId: 7 }));
    expect(partial.texts.signIn).toBe('Anmelden');
    expect(partial.texts.title).toBe(en.title);
    expect(partial.texts.entityId).toBe(en.entityId);
    expect(page('de', 'ltr', '{not json').texts).toEqual(en);
    expect(page('de', 'ltr', 'null').texts).toEqual(en);
    expect(page('', 'nonsense')).toEqual({ code: 'en', dir: 'ltr', texts: en });
  });
});
