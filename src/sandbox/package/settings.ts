// The settings of the package's command (`wpwl-sandbox --port 0`) and API (`startSandbox({port: 0})`):
// one line each, mirroring the SANDBOX_* variables of the README's Configuration table. Both turn
// their values into those variables and read them with configFromEnv, so a value means the same,
// and is refused for the same reason, however it is given; the message then names it the way it
// was given (`--port`, `port`).
import { randomBytes } from 'node:crypto';
import { configFromEnv, type SandboxConfig } from '../config';
import type { SandboxOptions } from './api-types';
import { bundleDir } from './bundle-dir';

export interface Setting {
  option: keyof SandboxOptions;
  flag: string;
  env: string;
  /** The value's placeholder in --help. */
  arg: string;
  help: string;
}

export const SETTINGS: readonly Setting[] = [
  {
    option: 'port',
    flag: '--port',
    env: 'SANDBOX_PORT',
    arg: '<port>',
    help: 'http port (8080; 0: a free one)',
  },
  {
    option: 'host',
    flag: '--host',
    env: 'SANDBOX_HOST',
    arg: '<address>',
    help: 'interface to listen on (127.0.0.1)',
  },
  {
    option: 'db',
    flag: '--db',
    env: 'SANDBOX_DB',
    arg: '<path|:memory:|postgres://…>',
    help: 'SQLite file (data/sandbox.db), :memory: for a throw-away store, or a postgres:// URL that several sandboxes may share (give them one --key-dir)',
  },
  {
    option: 'publicUrl',
    flag: '--public-url',
    env: 'SANDBOX_PUBLIC_URL',
    arg: '<origins>',
    help: "the gateway's origins as browsers see them, comma-separated",
  },
  {
    option: 'httpsPort',
    flag: '--https-port',
    env: 'SANDBOX_HTTPS_PORT',
    arg: '<port|off>',
    help: 'https port too (off; 0: a free one; npm start: 8443)',
  },
  {
    option: 'tlsCert',
    flag: '--tls-cert',
    env: 'SANDBOX_TLS_CERT',
    arg: '<file>',
    help: 'your own certificate (PEM), with --tls-key',
  },
  {
    option: 'tlsKey',
    flag: '--tls-key',
    env: 'SANDBOX_TLS_KEY',
    arg: '<file>',
    help: 'its private key (PEM)',
  },
  {
    option: 'trustProxy',
    flag: '--trust-proxy',
    env: 'SANDBOX_TRUST_PROXY',
    arg: '<on|off>',
    help: 'behind a reverse proxy: X-Forwarded-Proto/-Host choose among the origins (off)',
  },
  {
    option: 'entityId',
    flag: '--entity-id',
    env: 'SANDBOX_ENTITY_ID',
    arg: '<32 hex>',
    help: 'entity id of the configured merchant (the public test one)',
  },
  {
    option: 'accessToken',
    flag: '--access-token',
    env: 'SANDBOX_ACCESS_TOKEN',
    arg: '<token>',
    help: 'its bearer token',
  },
  {
    option: 'logLevel',
    flag: '--log-level',
    env: 'SANDBOX_LOG_LEVEL',
    arg: '<level>',
    help: 'silent, error, warn, info (one line per request) or debug (info)',
  },
  {
    option: 'logFile',
    flag: '--log-file',
    env: 'SANDBOX_LOG_FILE',
    arg: '<file>',
    help: 'log to this file, rotated by size',
  },
  {
    option: 'logFileMb',
    flag: '--log-file-mb',
    env: 'SANDBOX_LOG_FILE_MB',
    arg: '<MB>',
    help: 'size at which it rotates (10)',
  },
  {
    option: 'dataKey',
    flag: '--data-key',
    env: 'SANDBOX_DATA_KEY',
    arg: '<64 hex>',
    help: 'key sealing stored payment details (a key file)',
  },
  {
    option: 'keyDir',
    flag: '--key-dir',
    env: 'SANDBOX_KEY_DIR',
    arg: '<folder>',
    help: 'folder of the key files (beside the database)',
  },
  {
    option: 'walletKey',
    flag: '--wallet-key',
    env: 'SANDBOX_WALLET_KEY',
    arg: '<64 hex>',
    help: "key of the simulated wallets' tokens",
  },
  {
    option: 'webhookUrl',
    flag: '--webhook-url',
    env: 'SANDBOX_WEBHOOK_URL',
    arg: '<url>',
    help: 'a webhook endpoint of the configured merchant (its key is generated and printed unless --webhook-key gives it)',
  },
  {
    option: 'webhookKey',
    flag: '--webhook-key',
    env: 'SANDBOX_WEBHOOK_KEY',
    arg: '<64 hex>',
    help: 'its key',
  },
  {
    option: 'webhookTimeoutMs',
    flag: '--webhook-timeout-ms',
    env: 'SANDBOX_WEBHOOK_TIMEOUT_MS',
    arg: '<ms>',
    help: 'how long a receiver has to answer (30000)',
  },
  {
    option: 'clockPollMs',
    flag: '--clock-poll-ms',
    env: 'SANDBOX_CLOCK_POLL_MS',
    arg: '<ms>',
    help: 'how often due work runs: expiries, schedules, webhooks (200; 0 never)',
  },
  {
    option: 'requestLogDays',
    flag: '--request-log-days',
    env: 'SANDBOX_REQUEST_LOG_DAYS',
    arg: '<days>',
    help: "how many days the merchants' request log keeps a request (7; 0 none)",
  },
  {
    option: 'sftpPort',
    flag: '--sftp-port',
    env: 'SANDBOX_SFTP_PORT',
    arg: '<port|off>',
    help: 'SFTP server of settlement files (off; 0: a free one; npm start: 2222)',
  },
  {
    option: 'sftpAuthorizedKeys',
    flag: '--sftp-authorized-keys',
    env: 'SANDBOX_SFTP_AUTHORIZED_KEYS',
    arg: '<file>',
    help: 'lines "<entityId> <OpenSSH public key>"',
  },
  {
    option: 'rateLimits',
    flag: '--rate-limits',
    env: 'SANDBOX_RATE_LIMITS',
    arg: '<limits|off>',
    help: 'requests per token and operation (checkoutStatus=2/min)',
  },
  {
    option: 'threeDSMethodTimeoutMs',
    flag: '--threeds-method-timeout-ms',
    env: 'SANDBOX_THREEDS_METHOD_TIMEOUT_MS',
    arg: '<ms>',
    help: 'how long the 3-D Secure method page waits for the ACS (10000)',
  },
];

/** The variable a postgres:// value of `db` goes to. */
export const DATABASE_URL = 'SANDBOX_DATABASE_URL';
const POSTGRES_URL = /^postgres(ql)?:\/\//i;

const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** SANDBOX_* values, and how to name each one in a message: its flag, its option, or itself. */
export interface Given {
  env: Record<string, string | undefined>;
  /** By variable: the name the user gave it under. */
  names: Map<string, string>;
}

/** Sets one setting's value into `given`; a postgres:// `db` goes to SANDBOX_DATABASE_URL. */
export function give(given: Given, setting: Setting, value: string, name: string): void {
  const env = setting.option === 'db' && POSTGRES_URL.test(value) ? DATABASE_URL : setting.env;
  // A store given here replaces one the environment named, of either kind.
  if (setting.option === 'db') for (const other of [setting.env, DATABASE_URL]) delete given.env[other];
  given.env[env] = value;
  given.names.set(env, name);
}

/** The message with each variable the user gave another way called by that name. */
function inTheirTerms(message: string, names: Map<string, string>): string {
  let text = message;
  for (const [env, name] of names) text = text.replace(new RegExp(`\\b${env}\\b`, 'g'), name);
  return text;
}

export interface Configured {
  config: SandboxConfig;
  /** The configured merchant's webhook key, when it has a webhook endpoint. */
  webhookKey?: string;
}

/**
 * The sandbox's configuration from SANDBOX_* values, with the browser bundles this package ships.
 * A webhook URL without a key gets a new key (the caller shows it).
 */
export function configure({ env, names }: Given): Configured {
  const values = { ...env };
  if (values.SANDBOX_WEBHOOK_URL && !values.SANDBOX_WEBHOOK_KEY)
    values.SANDBOX_WEBHOOK_KEY = randomBytes(32).toString('hex');
  const level = values.SANDBOX_LOG_LEVEL;
  if (level && !LOG_LEVELS.includes(level))
    throw new Error(
      inTheirTerms(`SANDBOX_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`, names),
    );
  let config: SandboxConfig;
  try {
    config = configFromEnv(values);
  } catch (error) {
    throw new Error(inTheirTerms((error as Error).message, names));
  }
  config.widgetDir = values.SANDBOX_WIDGET_DIR || bundleDir();
  const databaseUrl = values[DATABASE_URL];
  if (databaseUrl) config.databaseUrl = databaseUrl;
  const webhookKey = config.webhooks.endpoint?.key;
  return { config, ...(webhookKey ? { webhookKey } : {}) };
}

/** A start-up failure's message, in the user's terms too (`--https-port` rather than SANDBOX_HTTPS_PORT). */
export const failureInTheirTerms = (error: unknown, names: Map<string, string>): string =>
  inTheirTerms(error instanceof Error ? error.message : String(error), names);
