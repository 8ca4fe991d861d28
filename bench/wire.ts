// Bytes on the wire and what compressing answers costs: `npx tsx bench/wire.ts` after `npm run build`.
//
// 1. The demo shop's payment page in Debian's Chromium, twice in one browser context (two orders, so
//    two checkouts): what the gateway sent for each view, and what the first view's gateway requests
//    weigh as identity, gzip and brotli (the same URLs asked again with each Accept-Encoding).
// 2. CPU per request of a large JSON answer (GET /v1/query, 100 full payments) as identity, gzip and
//    brotli at the settings the sandbox uses, and of the compression alone at other settings; and of
//    POST /v1/payments, whose answer is below the threshold, with and without Accept-Encoding.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, FAST_BROTLI, FAST_GZIP } from '../src/sandbox/http/compress-answers.js';
import { configFromEnv } from '../src/sandbox/index.js';
import { startDemoStack } from './demo-stack.js';
import { fullPaymentBody } from './throughput.js';

const SANDBOX_PORT = 18480;
const SHOP_PORT = 13400;
const GATEWAY = `127.0.0.1:${SANDBOX_PORT}`;
const { accessToken, entityId } = configFromEnv();
const AUTH = { authorization: `Bearer ${accessToken}` };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Fetched {
  url: string;
  /** Headers and body as received; 0 when the browser took it from its cache. */
  received: number;
  coding: string;
}

/** Loads the payment page once per view in one context; what each view fetched from the gateway. */
async function pageViews(shopUrl: string, views: number): Promise<Fetched[][]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const out: Fetched[][] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (let view = 0; view < views; view++) {
      const seen: Array<Promise<Fetched>> = [];
      const onFinished = (request: Request) => {
        if (!request.url().includes(GATEWAY)) return;
        seen.push(
          (async () => {
            const sizes = await request.sizes();
            const response = await request.response();
            return {
              url: request.url(),
              // A cached answer reports no bytes received: its body size is minus its headers'.
              received: Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize),
              coding: response?.headers()['content-encoding'] ?? 'identity',
            };
          })(),
        );
      };
      page.on('requestfinished', onFinished);
      await page.goto(`${shopUrl}/`);
      await page.locator('button.buy[data-sku="mug"]').click();
      await page.waitForFunction(() => document.documentElement.dataset.wpwlReady === 'true');
      await page.waitForLoadState('networkidle');
      page.off('requestfinished', onFinished);
      out.push(await Promise.all(seen));
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The body bytes of the same GETs, asked again with one Accept-Encoding. */
async function replayed(
  sandbox: FastifyInstance,
  urls: string[],
  accept: string | undefined,
): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const { pathname, search } = new URL(url);
    const headers = accept ? { 'accept-encoding': accept } : {};
    total += (await sandbox.inject({ method: 'GET', url: pathname + search, headers })).rawPayload.length;
  }
  return total;
}

const client = promisify(execFile);
const CLIENT = new URL('./wire-client.mjs', import.meta.url).pathname;

interface HttpRun {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The sandbox's process CPU (every thread: zlib runs on libuv's pool) per request over loopback
 * HTTP, the client in a process of its own; median of 5 rounds, and the bytes of one answer.
 */
async function cpuPerRequest(run: HttpRun, requests: number): Promise<{ us: number; bytes: number }> {
  const rounds: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage();
    const { stdout } = await client(process.execPath, [
      CLIENT,
      `http://${GATEWAY}${run.path}`,
      run.method,
      JSON.stringify(run.headers),
      run.body ?? '',
      String(requests),
    ]);
    const used = process.cpuUsage(before);
    bytes = Number(stdout.trim());
    rounds.push((used.user + used.system) / requests);
  }
  return { us: rounds.sort((a, b) => a - b)[2] ?? 0, bytes };
}

function compressionAlone(body: Buffer): string[] {
  const settings: Array<[string, () => Buffer]> = [
    ['gzip level 1 (the sandbox’s)', () => gzipSync(body, FAST_GZIP)],
    ['gzip level 6 (zlib’s default)', () => gzipSync(body, { level: 6 })],
    ['gzip level 9', () => gzipSync(body, { level: 9 })],
    ['brotli quality 1 (the sandbox’s)', () => brotliCompressSync(body, FAST_BROTLI)],
    ['brotli quality 4', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['brotli quality 6', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })],
    [
      'brotli quality 11 (the assets’)',
      () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  ];
  return settings.map(([name, compress]) => {
    compress();
    const runs = 20;
    const start = process.cpuUsage();
    let size = 0;
    for (let i = 0; i < runs; i++) size = compress().length;
    const used = process.cpuUsage(start);
    const us = (used.user + used.system) / runs;
    return `  ${name.padEnd(34)} ${kb(size).padStart(9)}  ${Math.round(us).toLocaleString('en').padStart(7)} µs`;
  });
}

const stack = await startDemoStack(SANDBOX_PORT, SHOP_PORT);
const { sandbox } = stack;
try {
  // 1. Bytes per page view.
  const [first = [], second = []] = await pageViews(stack.shopUrl, 2);
  const sum = (list: Fetched[]) => list.reduce((total, f) => total + f.received, 0);
  console.log('The demo shop’s payment page in Chromium: what the gateway sent (headers and body)');
  for (const [name, view] of [
    ['first view', first],
    ['second view, another checkout', second],
  ] as const) {
    const fromNetwork = view.filter((f) => f.received > 0);
    console.log(
      `  ${name}: ${kb(sum(view))} in ${fromNetwork.length} answers, ${view.length - fromNetwork.length} from the cache`,
    );
    for (const f of view) {
      const { pathname } = new URL(f.url);
      console.log(
        `    ${pathname.slice(0, 48).padEnd(48)} ${f.received ? `${kb(f.received)} ${f.coding}` : 'cache'}`,
      );
    }
  }
  const urls = first.map((f) => f.url);
  console.log(`\nThe first view’s ${urls.length} gateway GETs, bodies only, by Accept-Encoding`);
  for (const [name, accept] of [
    ['identity (none sent)', undefined],
    ['gzip', 'gzip'],
    ['br, gzip (as browsers)', 'gzip, deflate, br, zstd'],
  ] as const) {
    console.log(`  ${name.padEnd(24)} ${kb(await replayed(sandbox, urls, accept)).padStart(9)}`);
  }

  // 2. CPU per request.
  const dateFrom = new Date(Date.now() - 60_000).toISOString().slice(0, 19).replace('T', ' ');
  for (let i = 0; i < 100; i++) {
    const res = await sandbox.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: fullPaymentBody(),
    });
    if (res.statusCode !== 200) throw new Error(`payment ${i}: ${res.statusCode} ${res.body}`);
  }
  const dateTo = new Date(Date.now() + 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const queryPath = `/v1/query?${new URLSearchParams({ entityId, 'date.from': dateFrom, 'date.to': dateTo })}`;
  const plain = await sandbox.inject({ method: 'GET', url: queryPath, headers: AUTH });
  const count = (JSON.parse(plain.body) as { payments: unknown[] }).payments.length;
  console.log(
    `\nGET /v1/query, ${count} payments with a shop's full body: ${kb(plain.rawPayload.length)} of JSON`,
  );
  console.log('  (the sandbox process’s CPU per request over loopback HTTP, median of 5 rounds of 200;');
  console.log('  two alternating passes after a warm-up one)');
  for (let round = 0; round < 3; round++)
    for (const [name, accept] of [
      ['identity', undefined],
      ['gzip (level 1)', 'gzip'],
      ['brotli (quality 1)', 'br'],
    ] as const) {
      const headers = { ...AUTH, ...(accept ? { 'accept-encoding': accept } : {}) };
      const { us, bytes } = await cpuPerRequest({ method: 'GET', path: queryPath, headers }, 200);
      if (round > 0)
        console.log(
          `  ${name.padEnd(20)} ${kb(bytes).padStart(9)}  ${Math.round(us).toLocaleString('en').padStart(7)} µs`,
        );
    }
  console.log('  The compression alone, at other settings (bytes, CPU per answer):');
  for (const line of compressionAlone(plain.rawPayload)) console.log(line);

  const card = `entityId=${entityId}&amount=12.50&currency=EUR&paymentType=DB&paymentBrand=VISA&card.number=4200000000000000&card.holder=Jane%20Doe&card.expiryMonth=12&card.expiryYear=2030&card.cvv=123`;
  const form = { ...AUTH, 'content-type': 'application/x-www-form-urlencoded' };
  const small = await sandbox.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: { ...form, 'accept-encoding': 'br' },
    payload: card,
  });
  console.log(
    `\nPOST /v1/payments, a card alone: ${small.rawPayload.length} B answer (threshold ${COMPRESS_THRESHOLD} B), ${small.headers['content-encoding'] ?? 'not compressed'}; CPU per request as above, 500 a round`,
  );
  for (let round = 0; round < 3; round++)
    for (const [name, accept] of [
      ['without Accept-Encoding', undefined],
      ['with Accept-Encoding: br', 'br'],
    ] as const) {
      const headers = { ...form, ...(accept ? { 'accept-encoding': accept } : {}) };
      const { us } = await cpuPerRequest({ method: 'POST', path: '/v1/payments', headers, body: card }, 500);
      if (round > 0)
        console.log(`  ${name.padEnd(26)} ${Math.round(us).toLocaleString('en').padStart(7)} µs`);
    }
} finally {
  await stack.close();
}
