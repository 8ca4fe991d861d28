import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ServedAsset {
  /** The exact bytes served. */
  body: Buffer;
  etag: string;
  /** Subresource-integrity value of `body`: `sha384-<base64>`. */
  integrity: string;
}

export interface WidgetAssets {
  paymentWidgets: ServedAsset;
  /** The widget's chunks (GET /v1/paymentWidgets/{name}.js): SEPA and stored details; redirect forms and wallets. */
  widgetFramed: ServedAsset;
  widgetRedirect: ServedAsset;
  /** The widget's stylesheet (src/widget/core/styles.css), fetched by the widget beside its texts. */
  paymentWidgetsStyle: ServedAsset;
  /** The card-number frame's script (src/widget/frames/card-field/main.ts), written into its page. */
  secureField: ServedAsset;
  /** The CVV, expiry and holder frames' script (src/widget/frames/card-field/values-main.ts). */
  secureFieldValues: ServedAsset;
  /** The card iframes' stylesheet (src/widget/frames/card-field/field.css), linked by their page. */
  secureFieldStyle: ServedAsset;
  /** Script and style of the gateway's own pages (3-D Secure, ACS, provider simulators). */
  pagesScript: ServedAsset;
  pagesStyle: ServedAsset;
  /** The IBAN and stored-details iframes' script (src/widget/frames/account). */
  bankField: ServedAsset;
  /** The browser wallets' adapters, loaded by the widget with SRI against a live gateway (src/widget/wallets/live). */
  walletAdapters: ServedAsset;
  /** The types of window.wpwlOptions and window.wpwl, for merchants' TypeScript (src/spec/widget-api.ts). */
  types: ServedAsset;
}

export const WIDGET_FILES = {
  paymentWidgets: 'widget/paymentWidgets.js',
  widgetFramed: 'widget-chunks/framed.js',
  widgetRedirect: 'widget-chunks/redirect.js',
  paymentWidgetsStyle: 'widget/paymentWidgets.css',
  secureField: 'secure-field/secure-field.js',
  secureFieldValues: 'secure-field-values/secure-field-values.js',
  secureFieldStyle: 'secure-field/secure-field.css',
  pagesScript: 'gateway-pages/gateway-pages.js',
  pagesStyle: 'gateway-pages/gateway-pages.css',
  bankField: 'bank-field/bank-field.js',
  walletAdapters: 'wallets/wallet-adapters.js',
  types: 'widget/paymentWidgets.d.ts',
} as const;

export function servedAsset(body: Buffer): ServedAsset {
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
    integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
  };
}

async function load(dir: string, file: string): Promise<ServedAsset> {
  const path = join(dir, file);
  try {
    return servedAsset(await readFile(path));
  } catch (cause) {
    throw new Error(`sandbox: cannot read ${path}; run npm run build first`, { cause });
  }
}

/** Reads the bundles once, at start-up; the sandbox serves these bytes until it stops. */
export async function loadWidgetAssets(dir: string): Promise<WidgetAssets> {
  const names = Object.keys(WIDGET_FILES) as Array<keyof typeof WIDGET_FILES>;
  const loaded = await Promise.all(names.map((name) => load(dir, WIDGET_FILES[name])));
  return Object.fromEntries(names.map((name, i) => [name, loaded[i]])) as unknown as WidgetAssets;
}
