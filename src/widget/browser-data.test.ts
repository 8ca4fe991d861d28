import { describe, expect, it } from 'vitest';
import { collectBrowserData, normaliseColorDepth, shortLanguageTag } from './browser-data';

const env = (overrides: { offset?: number; depth?: number; ua?: string } = {}) => ({
  navigator: { language: 'de-AT', userAgent: overrides.ua ?? 'Mozilla/5.0' },
  screen: { height: 1080, width: 1920, colorDepth: overrides.depth ?? 24 },
  now: { getTimezoneOffset: () => overrides.offset ?? -60 } as Date,
});

describe('normaliseColorDepth', () => {
  it.each([
    [30, 24],
    [24, 24],
    [48, 48],
    [64, 48],
    [2, 1],
    [0, 1],
    [10, 8],
    [15, 15],
  ])('%i -> %i', (reported, expected) => {
    expect(normaliseColorDepth(reported)).toBe(expected);
  });
});

describe('collectBrowserData', () => {
  it('collects every customer.browser field as strings', () => {
    expect(collectBrowserData(env())).toEqual({
      'customer.browser.language': 'de-AT',
      'customer.browser.screenHeight': '1080',
      'customer.browser.screenWidth': '1920',
      'customer.browser.screenColorDepth': '24',
      'customer.browser.timezone': '-60',
      'customer.browser.javaEnabled': 'false',
      'customer.browser.userAgent': 'Mozilla/5.0',
      'customer.browser.challengeWindow': '5',
    });
  });

  it('keeps the sign of getTimezoneOffset: positive west of UTC, negative east', () => {
    expect(collectBrowserData(env({ offset: 300 }))['customer.browser.timezone']).toBe('300');
    expect(collectBrowserData(env({ offset: -330 }))['customer.browser.timezone']).toBe('-330');
  });

  it('normalises colour depth and truncates the user agent to 2048 characters', () => {
    const data = collectBrowserData(env({ depth: 30, ua: 'x'.repeat(3000) }));
    expect(data['customer.browser.screenColorDepth']).toBe('24');
    expect(data['customer.browser.userAgent']).toHaveLength(2048);
  });
});

describe('shortLanguageTag', () => {
  it.each([
    ['de-AT', 'de-AT'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['', 'en'],
    ['verylonglanguage', 'en'],
  ])('%j -> %j', (tag, expected) => {
    expect(shortLanguageTag(tag)).toBe(expected);
  });
});
