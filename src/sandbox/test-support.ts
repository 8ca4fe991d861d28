// Helpers for the sandbox tests (not shipped behaviour).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { INSPECTOR_FILES } from './assets/inspector-assets';
import { WIDGET_FILES } from './assets/load-assets';
import { DEFAULT_CONFIG, type SandboxConfig } from './config';
import { openSandboxStore, type SandboxStore } from './database/open';
import { openPgSandboxStore } from './database/pg-open';
import { buildSandbox, type StoreOpener } from './server';
import { createTestSchema, dropTestSchema, PG_TEST_URL } from './store/pg/pg-test-db';
import { TEST_WALLET_KEY } from './wallets/test-support';

export const ENTITY_ID = DEFAULT_CONFIG.entityId;
export const AUTH = { authorization: `Bearer ${DEFAULT_CONFIG.accessToken}` };
export const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
/** The test sandbox's canonical origin: the default for its configured port, 8080 (./http/origins.ts). */
export const GATEWAY_ORIGIN = 'http://localhost:8080';

export const WIDGET_BUNDLE = '/* test paymentWidgets.js */ window.wpwl = { loaded: true };\n';
export const WIDGET_FRAMED_CHUNK = '/* test widget-chunks/framed.js */ void 0;\n';
export const WIDGET_REDIRECT_CHUNK = '/* test widget-chunks/redirect.js */ void 0;\n';
export const SECURE_FIELD_BUNDLE = '/* test secure-field.js */ void 0;\n';
export const SECURE_FIELD_VALUES_BUNDLE = '/* test secure-field-values.js */ void 0;\n';
export const SECURE_FIELD_STYLE = '/* test secure-field.css */ input{}\n';
export const PAGES_SCRIPT = '/* test gateway-pages.js */ void 0;\n';
export const PAGES_STYLE = '/* test gateway-pages.css */\n';
export const BANK_FIELD_BUNDLE = '/* test bank-field.js */ void 0;\n';
export const IBAN_CHECK_BUNDLE = '/* test iban-check.js */ void 0;\n';
export const WALLET_ADAPTERS_BUNDLE = '/* test wallet-adapters.js */ void 0;\n';
export const WIDGET_STYLE = '/* test paymentWidgets.css */ .wpwl-form{}\n';
export const WIDGET_TYPES = '/* test paymentWidgets.d.ts */ export {};\n';
export const INSPECTOR_SCRIPT = '/* test inspector.js */ void 0;\n';
export const INSPECTOR_STYLE = '/* test inspector.css */\n';

/** The key of the access-token lookup hash in store tests (the sandbox derives it from its data key). */
export const TOKEN_KEY = Buffer.alloc(32, 7);

/** A log destination for a test sandbox: what was written, as text and as parsed JSON lines. */
export function logCollector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines };
}

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'sandbox-test-'));

/**
 * Sandbox stores on files of their own, for tests of the store itself: `open` makes one in a new
 * folder, `closeAll` (in afterEach) closes every one opened since.
 */
export function fileStores(name = 'sandbox.db') {
  let opened: SandboxStore[] = [];
  return {
    open(): { path: string; store: SandboxStore } {
      const path = join(tempDir(), name);
      const store = openSandboxStore(path, TOKEN_KEY);
      opened.push(store);
      return { path, store };
    },
    closeAll(): void {
      for (const store of opened) store.close();
      opened = [];
    },
  };
}

/** A folder shaped like `dist/` with small stand-in bundles (the inspector's too). */
export function widgetDir(): string {
  const dir = tempDir();
  for (const [file, body] of [
    [WIDGET_FILES.paymentWidgets, WIDGET_BUNDLE],
    [WIDGET_FILES.widgetFramed, WIDGET_FRAMED_CHUNK],
    [WIDGET_FILES.widgetRedirect, WIDGET_REDIRECT_CHUNK],
    [WIDGET_FILES.secureField, SECURE_FIELD_BUNDLE],
    [WIDGET_FILES.secureFieldValues, SECURE_FIELD_VALUES_BUNDLE],
    [WIDGET_FILES.secureFieldStyle, SECURE_FIELD_STYLE],
    [WIDGET_FILES.pagesScript, PAGES_SCRIPT],
    [WIDGET_FILES.pagesStyle, PAGES_STYLE],
    [WIDGET_FILES.bankField, BANK_FIELD_BUNDLE],
    [WIDGET_FILES.ibanCheck, IBAN_CHECK_BUNDLE],
    [WIDGET_FILES.walletAdapters, WALLET_ADAPTERS_BUNDLE],
    [WIDGET_FILES.types, WIDGET_TYPES],
    [WIDGET_FILES.paymentWidgetsStyle, WIDGET_STYLE],
    [INSPECTOR_FILES.script, INSPECTOR_SCRIPT],
    [INSPECTOR_FILES.style, INSPECTOR_STYLE],
  ] as const) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  return dir;
}

export interface TestClock {
  now: () => Date;
  set(iso: string): void;
  advance(ms: number): void;
}

export function testClock(start = '2026-11-21T12:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = new Date(iso);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface TestSandbox {
  app: FastifyInstance;
  clock: TestClock;
}

/** The databases the sandbox's tests run on. */
export const TEST_STORES = ['sqlite', 'postgresql'] as const;
export type TestStore = (typeof TEST_STORES)[number];

/**
 * The database of `testSandbox()`: SQLite in memory, or with SANDBOX_TEST_STORE=postgresql a fresh
 * PostgreSQL schema per sandbox (the `postgresql` project of vite.config.ts runs chosen suites so).
 */
export const TEST_STORE: TestStore =
  process.env.SANDBOX_TEST_STORE === 'postgresql' ? 'postgresql' : 'sqlite';

export interface TestDatabase {
  readonly store: TestStore;
  /** SQLite: the database file; PostgreSQL: the schema (tests that read the stored bytes). */
  readonly where: string;
  /** A store on this database (each call a new one: a sandbox process of its own). */
  open: StoreOpener;
  /** Drops the database (a PostgreSQL schema); close the stores first. */
  drop(): Promise<void>;
}

/**
 * A database for tests: a SQLite file in a new folder, or a new schema in the PostgreSQL test
 * database (PG_TEST_URL). Several stores opened on it share it, as sandbox processes would.
 */
export async function testDatabase(
  store: TestStore = TEST_STORE,
  /** PostgreSQL: the test database at another address (a proxy in front of it, say). */
  url = PG_TEST_URL,
): Promise<TestDatabase> {
  if (store === 'sqlite') {
    const path = join(tempDir(), 'sandbox.db');
    return { store, where: path, open: (tokenKey) => openSandboxStore(path, tokenKey), drop: async () => {} };
  }
  const schema = await createTestSchema();
  return {
    store,
    where: schema,
    open(tokenKey, keys) {
      return openPgSandboxStore(url, tokenKey, {
        schema,
        poolSize: 4,
        keys: {
          data: { key: keys.data, source: 'data key' },
          wallet: { key: keys.wallet, source: 'wallet key' },
        },
      });
    },
    drop: () => dropTestSchema(schema),
  };
}

/** A store for store tests on `store`: SQLite in memory, or a fresh PostgreSQL schema dropped at close. */
export async function testStore(store: TestStore, tokenKey = TOKEN_KEY): Promise<SandboxStore> {
  if (store === 'sqlite') return openSandboxStore(':memory:', tokenKey);
  const database = await testDatabase(store);
  const opened = await database.open(tokenKey, { data: tokenKey, wallet: tokenKey });
  const close = opened.close;
  return Object.assign(opened, {
    async close() {
      await close();
      await database.drop();
    },
  });
}

/**
 * A sandbox for HTTP tests, on TEST_STORE; with `database`, on that one (several sandboxes may share
 * it: give them the same `dataKey`), else on a database of its own, dropped when the app closes.
 */
export async function testSandbox(
  overrides: Partial<SandboxConfig> = {},
  database?: TestDatabase,
): Promise<TestSandbox> {
  const clock = testClock();
  const own = !database && TEST_STORE === 'postgresql' ? await testDatabase('postgresql') : undefined;
  const opener = (database ?? own)?.open;
  const app = await buildSandbox(
    {
      ...DEFAULT_CONFIG,
      dbPath: ':memory:',
      widgetDir: widgetDir(),
      logger: false,
      now: clock.now,
      walletKey: TEST_WALLET_KEY,
      // Due work (expiries, schedules, webhooks) runs when a test calls app.gatewayClock.runDue().
      clockPollMs: 0,
      ...overrides,
    },
    ...(opener ? [opener] : []),
  ).catch(async (error: unknown) => {
    await own?.drop();
    throw error;
  });
  if (own) app.addHook('onClose', () => own.drop());
  return { app, clock };
}

export const encodeForm = (params: Record<string, string>): string => new URLSearchParams(params).toString();

export const CARD = {
  'card.number': '4200000000000000',
  'card.expiryMonth': '12',
  'card.expiryYear': '2030',
  'card.cvv': '123',
  'card.holder': 'Jane Doe',
};

export const PAYMENT = { entityId: ENTITY_ID, amount: '12.50', currency: 'EUR', paymentType: 'DB', ...CARD };

/** A subscription's first payment: the card stored, an INITIAL customer-initiated standing instruction. */
export const SUBSCRIPTION_START = {
  entityId: ENTITY_ID,
  amount: '9.99',
  currency: 'EUR',
  paymentType: 'DB',
  ...CARD,
  createRegistration: 'true',
  'standingInstruction.mode': 'INITIAL',
  'standingInstruction.source': 'CIT',
  'standingInstruction.type': 'RECURRING',
};

/** The standing instruction of the payments a schedule makes: merchant-initiated repeats. */
export const REPEATED_MIT = {
  'standingInstruction.type': 'RECURRING',
  'standingInstruction.mode': 'REPEATED',
  'standingInstruction.source': 'MIT',
};

/** The platform's example job: the 1st of every month at 11:35:31 (UTC). */
export const MONTHLY_JOB = {
  'job.second': '31',
  'job.minute': '35',
  'job.hour': '11',
  'job.dayOfMonth': '1',
  'job.month': '*',
  'job.dayOfWeek': '?',
  'job.year': '*',
};

/** A schedule charging the registration 17.99 EUR; the job.* fields come with `extra`. */
export const scheduleRequest = (registrationId: string, extra: Record<string, string> = {}) => ({
  entityId: ENTITY_ID,
  registrationId,
  amount: '17.99',
  currency: 'EUR',
  paymentType: 'DB',
  ...REPEATED_MIT,
  ...extra,
});

// biome-ignore lint/suspicious/noExplicitAny: tests check answers with expect, not with types
export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

export function postForm(
  app: FastifyInstance,
  url: string,
  params: Record<string, string> | string,
  headers = {},
) {
  const payload = typeof params === 'string' ? params : encodeForm(params);
  return app.inject({ method: 'POST', url, headers: { ...AUTH, ...FORM, ...headers }, payload });
}

export async function createCheckout(
  app: FastifyInstance,
  extra: Record<string, string> = {},
): Promise<string> {
  const res = await postForm(app, '/v1/checkouts', {
    entityId: ENTITY_ID,
    amount: '25.00',
    currency: 'EUR',
    paymentType: 'DB',
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`checkout not created: ${res.body}`);
  return json(res).id as string;
}

/** The secure-field iframe's submit: no token, Origin = gateway origin. */
export function browserPay(
  app: FastifyInstance,
  checkoutId: string,
  params: Record<string, string> | string,
  headers: Record<string, string> = { origin: GATEWAY_ORIGIN },
) {
  const payload = typeof params === 'string' ? params : encodeForm(params);
  return app.inject({
    method: 'POST',
    url: `/v1/checkouts/${checkoutId}/payment`,
    headers: { ...FORM, ...headers },
    payload,
  });
}

/** A signed-in inspector session: its cookie, as the page sends it, and its CSRF token. */
export interface InspectorSession {
  cookie: string;
  csrfToken: string;
}

/** Signs in to the inspector as a merchant (the configured test merchant by default). */
export async function signInInspector(
  app: FastifyInstance,
  entityId = ENTITY_ID,
  accessToken = DEFAULT_CONFIG.accessToken,
): Promise<InspectorSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/inspector/session',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ entityId, accessToken }),
  });
  if (res.statusCode !== 200) throw new Error(`inspector sign-in refused: ${res.statusCode} ${res.body}`);
  const id = /^wpwl_inspector=([^;]+);/.exec(String(res.headers['set-cookie']))?.[1];
  return { cookie: `wpwl_inspector=${id}`, csrfToken: json(res).csrfToken };
}
