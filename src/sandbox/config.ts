import type { Writable } from 'node:stream';
import { LOG_FILE_DEFAULTS, type LogFile } from './http/log-destination';
import { parsePublicOrigins } from './http/origins';
import type { StreamTiming } from './request-log/log-config';
import { DEFAULT_REQUEST_LOG_DAYS, parseRequestLogDays } from './request-log/log-config';
import { DEFAULT_RATE_LIMITS, parseRateLimits, type RateLimits } from './throttling/rate-limits';
import { WEBHOOK_DEFAULTS, type WebhookConfig, webhookConfigFromEnv } from './webhooks/webhook-config';

export interface SandboxConfig {
  port: number;
  /** Interface to listen on. 127.0.0.1 by default: a sandbox with well-known credentials stays local. */
  host: string;
  /** SQLite file; ':memory:' for a throw-away store. Unused for data with `databaseUrl`. */
  dbPath: string;
  /**
   * SANDBOX_DATABASE_URL: a PostgreSQL database (postgres://user:password@host:port/database)
   * instead of the SQLite file; several sandboxes may share it. The key files still live in the
   * key folder (`keyDir`, else the folder of `dbPath`), which they must share too.
   */
  databaseUrl?: string;
  /** Credentials of the built-in test merchant. */
  entityId: string;
  accessToken: string;
  /** Holds widget/paymentWidgets.js and secure-field/secure-field.js (the `npm run build` output). */
  widgetDir: string;
  /**
   * false = no logging (tests); otherwise a pino level and where to write: a stream (tests), a
   * size-rotated file (SANDBOX_LOG_FILE), or stdout.
   */
  logger: false | { level: string; stream?: Writable; file?: LogFile };
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** The clock, injectable so tests can expire checkouts and fix "today". */
  now: () => Date;
  /**
   * The gateway's origins as shoppers' browsers see it (SANDBOX_PUBLIC_URL, comma-separated): the
   * frames' Origin check accepts exactly these, and server-to-server redirect URLs start with the
   * first one of the client's scheme. Unset: http://localhost:PORT, http://127.0.0.1:PORT and, with
   * the HTTPS listener, https://localhost:HTTPS_PORT, https://127.0.0.1:HTTPS_PORT (./http/origins.ts).
   */
  publicOrigins?: readonly string[];
  /**
   * SANDBOX_KEY_DIR: the folder of the key files (sandbox.key, sandbox.wallet.key); unset: beside
   * the database. Kept apart from the data, a copy of the database reveals no secret.
   */
  keyDir?: string;
  /** SANDBOX_DATA_KEY: 64 hex characters sealing stored payment details and keying the token lookup; unset: a key file. */
  dataKey?: string;
  /** SANDBOX_WALLET_KEY: 64 hex characters for the simulated wallets' tokens; unset: a key file beside the database. */
  walletKey?: string;
  /**
   * SANDBOX_THREEDS_METHOD_TIMEOUT_MS: how long the 3-D Secure method page waits for the ACS
   * before it goes on without it (compInd N). 10 s as in EMV 3-D Secure; test suites may shorten it.
   */
  threeDSMethodTimeoutMs: number;
  /**
   * How often (real ms) the gateway looks for work fallen due by its clock: expiries, schedules,
   * webhooks (./clock/gateway-clock.ts). 0: never on its own (tests call app.gatewayClock.runDue).
   */
  clockPollMs: number;
  /**
   * The SFTP server of settlement files (SANDBOX_SFTP_PORT, 2222; `off` for none;
   * SANDBOX_SFTP_AUTHORIZED_KEYS): started with the sandbox, on its host. Unset: no SFTP server.
   */
  sftp?: { port: number; authorizedKeysFile?: string };
  /**
   * The HTTPS listener (SANDBOX_HTTPS_PORT, 8443; `off` for none), started with the sandbox on its
   * host, serving the same app as the http port. Its certificate: SANDBOX_TLS_CERT / SANDBOX_TLS_KEY
   * (PEM files), else one issued by the sandbox's local CA (./tls/server-certificate.ts). Unset: none.
   */
  https?: { port: number; certFile?: string; keyFile?: string };
  /**
   * SANDBOX_TRUST_PROXY (`off`): `on` behind a proxy, so X-Forwarded-Proto and X-Forwarded-Host
   * choose among the configured origins the one a redirect URL starts with. Off, they are ignored.
   * They never add an origin (./http/origins.ts). The client's address is then the last
   * X-Forwarded-For entry: one proxy, the one connected to the sandbox, is trusted.
   */
  trustProxy: boolean;
  /** SANDBOX_RATE_LIMITS: requests per access token and operation (./throttling/rate-limits.ts). */
  rateLimits: RateLimits;
  /**
   * SANDBOX_REQUEST_LOG_DAYS (7): how many days, by the sandbox's clock, the merchants' API request
   * log keeps a request (./request-log); 0 records nothing and deletes what was kept.
   */
  requestLogDays: number;
  /** The request log stream's heartbeat and store reads; tests shorten them (./request-log/stream.ts). */
  requestLogStream?: StreamTiming;
  /** Rows one filtered list read looks through at most (./http/scan-bound.ts); tests shorten it. */
  listScan?: number;
  /** Webhook delivery, and SANDBOX_WEBHOOK_URL / _KEY / _TIMEOUT_MS (./webhooks/webhook-config.ts). */
  webhooks: WebhookConfig;
}

// The long-standing public COPYandPAY test credentials, so existing merchant test suites work.
export const DEFAULT_ENTITY_ID = '8a8294174b7ecb28014b9699220015ca';
export const DEFAULT_ACCESS_TOKEN = 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=';

export const DEFAULT_CONFIG: SandboxConfig = {
  port: 8080,
  host: '127.0.0.1',
  dbPath: 'data/sandbox.db',
  entityId: DEFAULT_ENTITY_ID,
  accessToken: DEFAULT_ACCESS_TOKEN,
  widgetDir: 'dist',
  logger: { level: 'info' },
  bodyLimit: 1024 * 1024,
  now: () => new Date(),
  threeDSMethodTimeoutMs: 10_000,
  clockPollMs: 200,
  rateLimits: DEFAULT_RATE_LIMITS,
  webhooks: WEBHOOK_DEFAULTS,
  trustProxy: false,
  requestLogDays: DEFAULT_REQUEST_LOG_DAYS,
};

function port(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CONFIG.port;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`SANDBOX_PORT must be a port number, got "${value}"`);
  return n;
}

function logFile(path: string | undefined, megabytes: string | undefined): LogFile | undefined {
  if (!path) return undefined;
  if (megabytes === undefined || megabytes === '') return { path, ...LOG_FILE_DEFAULTS };
  const n = Number(megabytes);
  if (!Number.isInteger(n) || n < 1 || n > 1024)
    throw new Error(`SANDBOX_LOG_FILE_MB must be whole megabytes from 1 to 1024, got "${megabytes}"`);
  return { path, maxBytes: n * 1024 * 1024, keep: LOG_FILE_DEFAULTS.keep };
}

function methodTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CONFIG.threeDSMethodTimeoutMs;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100 || n > 60_000)
    throw new Error(
      `SANDBOX_THREEDS_METHOD_TIMEOUT_MS must be whole milliseconds from 100 to 60000, got "${value}"`,
    );
  return n;
}

function sftpConfig(port: string | undefined, keys: string | undefined): SandboxConfig['sftp'] {
  if (port === 'off') return undefined;
  const n = port === undefined || port === '' ? 2222 : Number(port);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`SANDBOX_SFTP_PORT must be a port number or "off", got "${port}"`);
  return { port: n, ...(keys ? { authorizedKeysFile: keys } : {}) };
}

function httpsConfig(env: NodeJS.ProcessEnv): SandboxConfig['https'] {
  const { SANDBOX_HTTPS_PORT: port, SANDBOX_TLS_CERT: certFile, SANDBOX_TLS_KEY: keyFile } = env;
  if (Boolean(certFile) !== Boolean(keyFile))
    throw new Error('SANDBOX_TLS_CERT and SANDBOX_TLS_KEY go together: set both or neither');
  if (port === 'off') return undefined;
  const n = port === undefined || port === '' ? 8443 : Number(port);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`SANDBOX_HTTPS_PORT must be a port number or "off", got "${port}"`);
  return { port: n, ...(certFile && keyFile ? { certFile, keyFile } : {}) };
}

/**
 * A postgres:// or postgresql:// URL. What is wrong with it is said without repeating it: it may
 * hold a password.
 */
export function parseDatabaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      'SANDBOX_DATABASE_URL must be a URL such as postgres://user:password@host:5432/database, got something that is not a URL',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(
      `SANDBOX_DATABASE_URL must be a postgres:// URL (postgres://user:password@host:5432/database), got a ${url.protocol}// one`,
    );
  if (url.pathname.length <= 1)
    throw new Error(
      'SANDBOX_DATABASE_URL must name its database: postgres://user:password@host:5432/database',
    );
  return value;
}

/** The database URL as it may be printed: without its password. */
export function printableDatabaseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

function trustProxy(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`SANDBOX_TRUST_PROXY must be "on" or "off", got "${value}"`);
}

function clockPoll(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CONFIG.clockPollMs;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 60_000)
    throw new Error(
      `SANDBOX_CLOCK_POLL_MS must be whole milliseconds from 0 (never) to 60000, got "${value}"`,
    );
  return n;
}

/**
 * SANDBOX_PORT (8080), SANDBOX_HOST (127.0.0.1), SANDBOX_DB (data/sandbox.db, ':memory:' allowed),
 * SANDBOX_DATABASE_URL (unset: SQLite; a postgres:// URL: PostgreSQL),
 * SANDBOX_ENTITY_ID and SANDBOX_ACCESS_TOKEN (the public COPYandPAY test pair),
 * SANDBOX_WIDGET_DIR (dist), SANDBOX_LOG_LEVEL (info; 'silent' turns logging off),
 * SANDBOX_PUBLIC_URL (unset), SANDBOX_DATA_KEY (unset: a key file beside the database),
 * SANDBOX_WALLET_KEY (unset: a key file beside the database),
 * SANDBOX_THREEDS_METHOD_TIMEOUT_MS (10000), SANDBOX_LOG_FILE (unset: stdout) and
 * SANDBOX_LOG_FILE_MB (10: the size at which the log file rotates), SANDBOX_WEBHOOK_URL and
 * SANDBOX_WEBHOOK_KEY (unset), SANDBOX_WEBHOOK_TIMEOUT_MS (30000), SANDBOX_RATE_LIMITS
 * (checkoutStatus=2/min), SANDBOX_CLOCK_POLL_MS (200), SANDBOX_SFTP_PORT (2222, `off`),
 * SANDBOX_SFTP_AUTHORIZED_KEYS (unset), SANDBOX_HTTPS_PORT (8443, `off`), SANDBOX_TLS_CERT and
 * SANDBOX_TLS_KEY (unset: the local CA's certificate), SANDBOX_TRUST_PROXY (off) and
 * SANDBOX_REQUEST_LOG_DAYS (7; 0: no request log).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const entityId = env.SANDBOX_ENTITY_ID || DEFAULT_ENTITY_ID;
  if (!/^[0-9a-f]{32}$/.test(entityId))
    throw new Error('SANDBOX_ENTITY_ID must be 32 lowercase hex characters');
  const level = env.SANDBOX_LOG_LEVEL || 'info';
  const file = logFile(env.SANDBOX_LOG_FILE, env.SANDBOX_LOG_FILE_MB);
  return {
    ...DEFAULT_CONFIG,
    port: port(env.SANDBOX_PORT),
    host: env.SANDBOX_HOST || DEFAULT_CONFIG.host,
    dbPath: env.SANDBOX_DB || DEFAULT_CONFIG.dbPath,
    entityId,
    accessToken: env.SANDBOX_ACCESS_TOKEN || DEFAULT_ACCESS_TOKEN,
    widgetDir: env.SANDBOX_WIDGET_DIR || DEFAULT_CONFIG.widgetDir,
    logger: level === 'silent' ? false : { level, ...(file ? { file } : {}) },
    threeDSMethodTimeoutMs: methodTimeout(env.SANDBOX_THREEDS_METHOD_TIMEOUT_MS),
    webhooks: webhookConfigFromEnv(env),
    rateLimits: parseRateLimits(env.SANDBOX_RATE_LIMITS),
    clockPollMs: clockPoll(env.SANDBOX_CLOCK_POLL_MS),
    sftp: sftpConfig(env.SANDBOX_SFTP_PORT, env.SANDBOX_SFTP_AUTHORIZED_KEYS),
    https: httpsConfig(env),
    trustProxy: trustProxy(env.SANDBOX_TRUST_PROXY),
    requestLogDays: parseRequestLogDays(env.SANDBOX_REQUEST_LOG_DAYS),
    ...(env.SANDBOX_DATABASE_URL ? { databaseUrl: parseDatabaseUrl(env.SANDBOX_DATABASE_URL) } : {}),
    ...(env.SANDBOX_PUBLIC_URL ? { publicOrigins: parsePublicOrigins(env.SANDBOX_PUBLIC_URL) } : {}),
    ...(env.SANDBOX_DATA_KEY ? { dataKey: env.SANDBOX_DATA_KEY } : {}),
    ...(env.SANDBOX_KEY_DIR ? { keyDir: env.SANDBOX_KEY_DIR } : {}),
    ...(env.SANDBOX_WALLET_KEY ? { walletKey: env.SANDBOX_WALLET_KEY } : {}),
  };
}
