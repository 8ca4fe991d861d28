// The gateway's GET /v1/i18n/{tag}.json for tests that boot the widget: the catalogues resolved
// as the gateway resolves them, 404 when none fits; and its GET /v1/paymentWidgets.css.
import { LOCALE_CATALOGUES, LOCALE_CODES } from '../../spec/i18n/locales';
import { resolveLocale } from '../../spec/i18n/resolve-locale';

import styles from '../core/styles.css?raw';

export function textsAnswer(url: string): Promise<Response> | undefined {
  if (url.endsWith('/v1/paymentWidgets.css')) return Promise.resolve(new Response(styles));
  const tag = /\/v1\/i18n\/([^/?]+)\.json$/.exec(url)?.[1];
  if (tag === undefined) return undefined;
  const code = resolveLocale(decodeURIComponent(tag), LOCALE_CODES);
  const body = code === undefined ? { result: { code: '200.300.404' } } : LOCALE_CATALOGUES[code];
  return Promise.resolve(new Response(JSON.stringify(body), { status: code === undefined ? 404 : 200 }));
}

/** A fake fetch that also answers the widget's requests for its texts and its stylesheet. */
export const withTexts =
  (fetchFn: typeof fetch): typeof fetch =>
  (input, init) =>
    textsAnswer(String(input)) ?? fetchFn(input, init);
