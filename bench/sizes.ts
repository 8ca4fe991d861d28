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

/** paymentWidgets.js with every form: 20 KiB gzip. */
export const WIDGET_BUDGET = 20 * 1024;
/** The card iframes' page, its HTML and script: 6 KiB gzip. */
export const SECURE_FIELD_BUDGET = 6 * 1024;

/**
 * The sandbox inspector's script (GET /inspector/inspector.js), every language's labels in it
 * (45 languages, about three quarters of its weight): 56 KiB gzip, some 15 % above what it weighs.
 */
export const INSPECTOR_BUDGET = 56 * 1024;

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
  const widgetStyle = await get('/v1/paymentWidgets.css');
  const page = await get('/v1/secure-field?field=cardNumber&locale=en');
  const script = await get('/v1/secure-field.js');
  const fieldStyle = await get('/v1/secure-field.css');
  const bankPage = await get('/v1/bank-field?locale=en');
  const bankScript = await get('/v1/bank-field.js');
  const walletAdapters = await get('/v1/wallet-adapters.js');
  return [
    measure('paymentWidgets.js (merchant page)', widget, WIDGET_BUDGET),
    measure('paymentWidgets.css (fetched by the widget at boot)', widgetStyle),
    measure('secure-field page: HTML', page),
    measure('secure-field page: secure-field.js', script),
    measure('secure-field page: HTML + script', Buffer.concat([page, script]), SECURE_FIELD_BUDGET),
    // Linked by the page, fetched beside the script and cached by the frames after the first.
    measure('secure-field page: secure-field.css', fieldStyle),
    measure('bank / stored-details frame: bank-field.js (with ibantools)', bankScript),
    measure('bank / stored-details frame: HTML + script', Buffer.concat([bankPage, bankScript])),
    measure('wallet-adapters.js (live gateways only, loaded with SRI)', walletAdapters),
  ];
}

/** The inspector's page bundle, as `vite build --mode inspector` wrote it into `dir`/inspector. */
export function measureInspector(dir = 'dist'): SizeRow[] {
  const file = (name: string) => readFileSync(join(dir, 'inspector', name));
  return [
    measure('inspector.js (sandbox inspector, every language)', file('inspector.js'), INSPECTOR_BUDGET),
    measure('inspector.css (linked by the inspector page)', file('inspector.css')),
  ];
}
