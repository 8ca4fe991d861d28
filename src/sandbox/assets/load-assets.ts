import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BrandMarkAssets, loadBrandMarkAssets } from '../brand-marks/brand-mark-assets';
import { type InspectorAssets, loadInspectorAssets } from './inspector-assets';
import { type LocaleAssets, loadLocaleAssets } from './locale-assets';
import { type ServedAsset, servedAsset, versionedPath } from './served-asset';

/** The build's files (dist/). */
export interface BundleAssets {
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
  /** The bank frame's IBAN check (ibantools), loaded by the frame at the first keystroke (src/widget/frames/account/check-main.ts). */
  ibanCheck: ServedAsset;
  /** The browser wallets' adapters, loaded by the widget with SRI against a live gateway (src/widget/wallets/live). */
  walletAdapters: ServedAsset;
  /** The types of window.wpwlOptions and window.wpwl, for merchants' TypeScript (src/spec/widget-api.ts). */
  types: ServedAsset;
}

/** Everything the sandbox serves as loaded at start-up: the build's files, the texts, the brand marks. */
export interface WidgetAssets extends BundleAssets {
  /** The inspector's page script and stylesheet, when they were built (./inspector-assets.ts). */
  inspector: InspectorAssets | undefined;
  locales: LocaleAssets;
  brandMarks: BrandMarkAssets;
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
  ibanCheck: 'iban-check/iban-check.js',
  walletAdapters: 'wallets/wallet-adapters.js',
  types: 'widget/paymentWidgets.d.ts',
} as const;

/** Where the widget's bundle asks for its stylesheet (src/widget/core/load-styles.ts). */
export const WIDGET_STYLE_PATH = '/v1/paymentWidgets.css';

/**
 * The widget's bundle as served: it asks for the stylesheet of its own build, by the stylesheet's
 * versioned URL, so a script and a stylesheet of two deployments never meet (the script is cached
 * for minutes, the stylesheet for a year). Done here rather than in the bundle's source: the
 * widget's 20 KiB budget has no room for a second way to find its stylesheet. The SRI value is
 * taken of these bytes. Byte for byte otherwise (latin1 maps every byte to one character).
 */
export function withVersionedStyle(bundle: Buffer, style: ServedAsset): Buffer {
  const text = bundle.toString('latin1');
  return Buffer.from(
    text.replaceAll(WIDGET_STYLE_PATH, versionedPath(WIDGET_STYLE_PATH, style.version)),
    'latin1',
  );
}

async function read(dir: string, file: string): Promise<Buffer> {
  const path = join(dir, file);
  try {
    return await readFile(path);
  } catch (cause) {
    throw new Error(`sandbox: cannot read ${path}; run npm run build first`, { cause });
  }
}

/** Reads the bundles once, at start-up; the sandbox serves these bytes until it stops. */
async function loadBundleAssets(dir: string): Promise<BundleAssets> {
  const names = Object.keys(WIDGET_FILES) as Array<keyof typeof WIDGET_FILES>;
  const bodies = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await read(dir, WIDGET_FILES[name])] as const)),
  ) as Record<keyof BundleAssets, Buffer>;
  const paymentWidgetsStyle = await servedAsset(bodies.paymentWidgetsStyle);
  bodies.paymentWidgets = withVersionedStyle(bodies.paymentWidgets, paymentWidgetsStyle);
  const others = names.filter((name) => name !== 'paymentWidgetsStyle');
  const served = await Promise.all(others.map((name) => servedAsset(bodies[name])));
  return {
    ...(Object.fromEntries(others.map((name, i) => [name, served[i]])) as Omit<
      BundleAssets,
      'paymentWidgetsStyle'
    >),
    paymentWidgetsStyle,
  };
}

/** All of it, read, hashed and compressed side by side, once. */
export async function loadWidgetAssets(dir: string): Promise<WidgetAssets> {
  const [bundles, inspector, locales, brandMarks] = await Promise.all([
    loadBundleAssets(dir),
    loadInspectorAssets(dir),
    loadLocaleAssets(),
    loadBrandMarkAssets(),
  ]);
  return { ...bundles, inspector, locales, brandMarks };
}
