// The package's public types (`import { startSandbox } from 'wpwl-sandbox'`). Self-contained: the
// build emits this file's declarations as they are (dist/server/api-types.d.ts), so nothing of
// the sandbox's inner types leaks into a merchant's project.

/**
 * How to run the sandbox. Every option mirrors a SANDBOX_* variable of the README's Configuration
 * table and a flag of the `wpwl-sandbox` command; unset options take the programmatic defaults
 * below, never the environment.
 */
export interface SandboxOptions {
  /** http port; 0 (the default) picks a free one, which `url` then names. */
  port?: number;
  /** Interface to listen on: 127.0.0.1. */
  host?: string;
  /**
   * The store: a SQLite file path, ':memory:' (the default: a throw-away store) or a postgres:// URL,
   * which several sandboxes may share when they share their keys too (`keyDir` or `dataKey`).
   */
  db?: string;
  /** The gateway's origins as shoppers' browsers see them, comma-separated (SANDBOX_PUBLIC_URL). */
  publicUrl?: string;
  /** https on this port too (0: a free one, `httpsUrl` names it); unset or 'off': http only. */
  httpsPort?: number | 'off';
  /** Your own certificate (PEM file) for the https port, with `tlsKey`; unset: the local CA's. */
  tlsCert?: string;
  tlsKey?: string;
  /** Behind a reverse proxy: X-Forwarded-Proto and -Host choose among the configured origins. */
  trustProxy?: boolean;
  /** The configured merchant (32 lowercase hex) and its bearer token: the public COPYandPAY test pair. */
  entityId?: string;
  accessToken?: string;
  /** 'silent' (the default), 'error', 'warn', 'info' (one line per request) or 'debug'; to stdout. */
  logLevel?: string;
  /** The log to this file instead, rotated at `logFileMb` megabytes (10). */
  logFile?: string;
  logFileMb?: number;
  /** 64 hex characters sealing stored payment details; unset: a key file beside the database (in memory for ':memory:'). */
  dataKey?: string;
  /** Folder of the key files; unset: beside the database. */
  keyDir?: string;
  /** 64 hex characters keying the simulated wallets' tokens; unset: a key file. */
  walletKey?: string;
  /** A webhook endpoint of the configured merchant; its key is `webhookKey`, generated when not given. */
  webhookUrl?: string;
  /** 64 hex characters. */
  webhookKey?: string;
  /** How long a webhook receiver has to answer (100–60000 ms; 30000). */
  webhookTimeoutMs?: number;
  /** How often (ms) due work runs: expiries, schedules, webhooks (200; 0 never). */
  clockPollMs?: number;
  /** How many days the merchants' request log keeps a request (0–365; 7; 0: none). */
  requestLogDays?: number;
  /** The SFTP server of settlement files on this port (0: a free one); unset or 'off': none. */
  sftpPort?: number | 'off';
  /** A file of lines `<entityId> <OpenSSH public key>` that may log in by SFTP. */
  sftpAuthorizedKeys?: string;
  /** Requests per access token and operation, e.g. 'checkoutStatus=2/min' (the default) or 'off'. */
  rateLimits?: string;
  /** How long the 3-D Secure method page waits for the ACS (100–60000 ms; 10000). */
  threeDSMethodTimeoutMs?: number;
}

/** A merchant entity of its own, with its bearer token (POST /v1/sandbox/merchants). */
export interface TestMerchant {
  entityId: string;
  accessToken: string;
  name: string;
}

/** A sandbox gateway running in this process. */
export interface RunningSandbox {
  /** Its http base URL, e.g. http://127.0.0.1:39021 (no trailing slash). */
  url: string;
  /** Its https base URL, when `httpsPort` was given. */
  httpsUrl?: string;
  /** The PEM certificate of the local CA that issued the https certificate, to trust in clients. */
  caCertificate?: string;
  /** The port of its SFTP server, when `sftpPort` was given. */
  sftpPort?: number;
  /** The configured merchant: the one whose token creates test merchants. */
  entityId: string;
  accessToken: string;
  /** The key of the configured merchant's webhook endpoint, when `webhookUrl` was given. */
  webhookKey?: string;
  /** A new merchant entity, so a test's data is its own. */
  createMerchant(name?: string): Promise<TestMerchant>;
  /** Stops it: waits for work under way, closes the store. */
  close(): Promise<void>;
}

export type StartSandbox = (options?: SandboxOptions) => Promise<RunningSandbox>;
