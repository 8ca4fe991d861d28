// customer.browser.* for 3-D Secure 2, collected on the page at submit time.

const COLOR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
const MAX_USER_AGENT = 2048;

export interface BrowserEnv {
  navigator: Pick<Navigator, 'language' | 'userAgent'> & { javaEnabled?: () => boolean };
  screen: Pick<Screen, 'height' | 'width' | 'colorDepth'>;
  now: Date;
}

/** The largest depth EMVCo allows that is <= the reported one (Chrome may report 30 -> 24). */
export function normaliseColorDepth(reported: number): number {
  let depth: number = COLOR_DEPTHS[0];
  for (const allowed of COLOR_DEPTHS) if (allowed <= reported) depth = allowed;
  return depth;
}

/** EMVCo allows 1-8 characters: 'zh-Hant-TW' -> 'zh-Hant', never a cut-off subtag. */
export function shortLanguageTag(tag: string): string {
  let out = '';
  for (const part of (tag || 'en').split('-')) {
    const next = out ? `${out}-${part}` : part;
    if (next.length > 8) break;
    out = next;
  }
  return out || 'en';
}

/** `challengeWindow`: the EMV challenge window size as one digit, 1 to 5 (5 = full page). */
export function collectBrowserData(
  challengeWindow = '5',
  env: BrowserEnv = { navigator, screen, now: new Date() },
): Record<`customer.browser.${string}`, string> {
  return {
    'customer.browser.language': shortLanguageTag(env.navigator.language),
    'customer.browser.screenHeight': String(Math.round(env.screen.height)),
    'customer.browser.screenWidth': String(Math.round(env.screen.width)),
    'customer.browser.screenColorDepth': String(normaliseColorDepth(env.screen.colorDepth)),
    // Minutes, positive when local time is behind UTC: exactly what getTimezoneOffset returns.
    'customer.browser.timezone': String(env.now.getTimezoneOffset()),
    'customer.browser.javaEnabled': String(!!env.navigator.javaEnabled?.()),
    'customer.browser.userAgent': env.navigator.userAgent.slice(0, MAX_USER_AGENT),
    'customer.browser.challengeWindow': challengeWindow,
  };
}
