import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../spec/i18n/locales/ar';
import { de } from '../../spec/i18n/locales/de';
import { en } from '../../spec/i18n/locales/en';
import { createTexts, PENDING } from './index';
import { loadMessages } from './load-messages';

afterEach(() => vi.restoreAllMocks());

describe('createTexts', () => {
  it('uses the loaded catalogue', () => {
    const texts = createTexts(de);
    expect(texts.locale).toBe('de');
    expect(texts.dir).toBe('ltr');
    expect(texts.labels.cardNumber).toBe('Kartennummer');
    expect(texts.bank.holder).toBe('Kontoinhaber');
  });

  it('takes the direction from the catalogue', () => {
    expect(createTexts(ar).dir).toBe('rtl');
  });

  it('applies merchant overrides key by key, strings only', () => {
    const texts = createTexts(
      en,
      { cardHolder: 'Name', cvv: 42 as unknown as string },
      { cvvError: 'Bad CVV' },
    );
    expect(texts.labels.cardHolder).toBe('Name');
    expect(texts.labels.cvv).toBe('CVV');
    expect(texts.errorMessages.cvvError).toBe('Bad CVV');
    expect(texts.errorMessages.cardNumberError).toBe('Invalid card number');
  });
});

describe('PENDING', () => {
  it('has a space for every text, so a form rendered before the texts keeps its shape', () => {
    expect(PENDING.labels.cardNumber).toBe(' ');
    expect(PENDING.errorMessages.fieldsUnavailable).toBe(' ');
    expect(PENDING.placeholders.cvv).toBe(' ');
    expect(PENDING.labels.submit.replace('{amount}', '€1')).toBe(' ');
  });
});

const json = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadMessages', () => {
  it('asks the gateway for the requested tag (it answers de-AT with German)', async () => {
    const fetchFn = vi.fn(async (_url: string | URL | Request) => json(200, de));
    expect(await loadMessages('https://gw.test', 'de-AT', fetchFn)).toEqual(de);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('https://gw.test/v1/i18n/de-AT.json');
  });

  it('asks for English without a locale', async () => {
    const fetchFn = vi.fn(async (_url: string | URL | Request) => json(200, en));
    await loadMessages('https://gw.test', undefined, fetchFn);
    expect(fetchFn.mock.calls[0]?.[0]).toBe('https://gw.test/v1/i18n/en.json');
  });

  it('falls back to English with one console note when the gateway has no such locale', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchFn = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/en.json') ? json(200, en) : json(404),
    );
    expect(await loadMessages('https://gw.test', 'xx', fetchFn)).toEqual(en);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toContain('"xx"');
  });

  it('gives nothing for a broken answer or an unreachable gateway', async () => {
    expect(
      await loadMessages('https://gw.test', 'de', async () => json(200, { labels: {} })),
    ).toBeUndefined();
    expect(await loadMessages('https://gw.test', 'de', async () => json(500))).toBeUndefined();
    expect(
      await loadMessages('https://gw.test', 'de', async () => {
        throw new TypeError('offline');
      }),
    ).toBeUndefined();
  });
});
