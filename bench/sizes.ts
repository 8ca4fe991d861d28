import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export interface SizeRow {
  what: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Its budget in bytes of gzip -9, where it has one (sizes.test.ts holds them). */
  budget?: number;
}

/** paymentWidgets.js (the card form, the start-up, the loader of the other forms' chunks): 20 KiB gzip. */
export const WIDGET_BUDGET = 20 * 1024;
/** Each card iframe's page, everything the frame loads (its script and stylesheet are written in): 6 KiB gzip. */
export const SECURE_FIELD_BUDGET = 6 * 1024;

/**
 * The sandbox inspector's script (GET /inspector/inspector.js), English labels only (the gateway
 * writes the page's language's into the page): 16 KiB gzip, some 15 % above what it weighs.
 */
export const INSPECTOR_BUDGET = 16 * 1024;

const measure = (what: string, bytes: Buffer, budget?: number): SizeRow => ({
  what,
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  ...(budget ? { budget } : {}),
});

/** Sizes of what the sandbox actually serves, fetched through its own routes. */
export async function measureSizes(app: FastifyInstance): Promise<SizeRow[]> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).rawPayload;
  const widget = await get('/v1/paymentWidgets.js');
  const framed = await get('/v1/paymentWidgets/framed.js');
  const redirect = await get('/v1/paymentWidgets/redirect.js');
  const widgetStyle = await get('/v1/paymentWidgets.css');
  const page = await get('/v1/secure-field?field=cardNumber&locale=en');
  const valuePage = await get('/v1/secure-field?field=cvv&locale=en');
  const bankPage = await get('/v1/bank-field?locale=en');
  const ibanCheck = await get('/v1/iban-check.js');
  const walletAdapters = await get('/v1/wallet-adapters.js');
  return [
    measure('paymentWidgets.js (merchant page)', widget, WIDGET_BUDGET),
    measure('paymentWidgets/framed.js (SEPA, stored details)', framed),
    measure('paymentWidgets/redirect.js (online transfer, virtual account, wallets)', redirect),
    measure('paymentWidgets.css (fetched by the widget at boot)', widgetStyle),
    // Each frame's one request: its script and the stylesheet are written into the page.
    measure('secure-field page, card number (secure-field.js inline)', page, SECURE_FIELD_BUDGET),
    measure(
      'secure-field page, CVV / expiry / holder (secure-field-values.js)',
      valuePage,
      SECURE_FIELD_BUDGET,
    ),
    measure('bank / stored-details frame page (bank-field.js inline)', bankPage),
    measure('iban-check.js (ibantools, loaded by the bank frame at the first keystroke)', ibanCheck),
    measure('wallet-adapters.js (live gateways only, loaded with SRI)', walletAdapters),
  ];
}

/** The widget with every form: paymentWidgets.js and its chunks, each gzipped as served. */
export const everyForm = (rows: SizeRow[]): number =>
  rows
    .filter((row) => row.what.startsWith('paymentWidgets.js') || row.what.startsWith('paymentWidgets/'))
    .reduce((sum, row) => sum + row.gzip, 0);

/** The inspector's page bundle, as `vite build --mode inspector` wrote it into `dir`/inspector. */
export function measureInspector(dir = 'dist'): SizeRow[] {
  const file = (name: string) => readFileSync(join(dir, 'inspector', name));
  return [
    measure('inspector.js (sandbox inspector, every language)', file('inspector.js'), INSPECTOR_BUDGET),
    measure('inspector.css (linked by the inspector page)', file('inspector.css')),
  ];
}
