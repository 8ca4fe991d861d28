import { describe, expect, it } from 'vitest';
import { collectBrowserData, normaliseColorDepth, shortLanguageTag } from './browser-data';

const env = (overrides: { offset?: number; depth?: number; ua?: string; java?: boolean } = {}) => ({
  navigator: {
    language: 'de-AT',
    userAgent: overrides.ua ?? 'Mozilla/5.0',
    ...(overrides.java === undefined ? {} : { javaEnabled: () => overrides.java === true }),
  },
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
    expect(collectBrowserData('5', env())).toEqual({
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
    expect(collectBrowserData('5', env({ offset: 300 }))['customer.browser.timezone']).toBe('300');
    expect(collectBrowserData('5', env({ offset: -330 }))['customer.browser.timezone']).toBe('-330');
  });

  it('sends the challenge window size it is given, and what javaEnabled() says', () => {
    expect(collectBrowserData('2', env())['customer.browser.challengeWindow']).toBe('2');
    expect(collectBrowserData('5', env({ java: true }))['customer.browser.javaEnabled']).toBe('true');
    expect(collectBrowserData('5', env({ java: false }))['customer.browser.javaEnabled']).toBe('false');
  });

  it('zero offset (UTC) is 0, not -0', () => {
    expect(collectBrowserData('5', env({ offset: -0 }))['customer.browser.timezone']).toBe('0');
  });

  it('normalises colour depth and truncates the user agent to 2048 characters', () => {
    const data = collectBrowserData('5', env({ depth: 30, ua: 'x'.repeat(3000) }));
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
