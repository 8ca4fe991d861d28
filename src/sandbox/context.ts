import type { WidgetAssets } from './assets/load-assets';
import type { MerchantClocks } from './clock/merchant-clocks';
import type { SandboxStore } from './database/open';
import type { FailureLog } from './http/failure-log';
import type { GatewayOrigins } from './http/origins';
import type { Sealer } from './registrations/sealing';
import type { StreamTiming } from './request-log/log-config';
import type { RequestRecorder } from './request-log/recorder';
import type { RiskFingerprint } from './risk/fingerprint';
import type { RateLimits } from './throttling/rate-limits';
import type { WalletKeys } from './wallets/keys';

/** What the route modules share. */
export interface SandboxContext {
  store: SandboxStore;
  /** The configured merchant (SANDBOX_ENTITY_ID): the one that may create test merchants (./test-merchants). */
  configuredEntityId: string;
  assets: WidgetAssets;
  /** The time of the request's merchant (its test clock), the sandbox's outside one (./clock/merchant-clocks.ts). */
  now: () => Date;
  clocks: MerchantClocks;
  /** Runs every work fallen due, in order, and waits for it (./clock/gateway-clock.ts). */
  runDueWork: () => Promise<number>;
  /** Seals stored payment details with the data key (src/sandbox/registrations/data-key.ts). */
  sealer: Sealer;
  /** Keyed hashes of card numbers, IPs and emails for the risk engine's velocity rules (./risk/fingerprint.ts). */
  riskFingerprint: RiskFingerprint;
  /** Keys of the simulated wallets' tokens and sheets (src/sandbox/wallets/keys.ts). */
  walletKeys: WalletKeys;
  /** Logs each kind of failure once per interval (./http/failure-log.ts). */
  logFailure: FailureLog;
  /** The gateway's own origins, from configuration (./http/origins.ts). */
  origins: GatewayOrigins;
  /** The merchants' API request log as this process records it (./request-log/recorder.ts). */
  requestLog: RequestRecorder;
  /** The request log stream's heartbeat and store reads (./request-log/stream.ts). */
  requestLogStream: StreamTiming;
  /** Rows one filtered list read looks through at most (./http/scan-bound.ts). */
  listScan: number;
  /** Requests per access token and operation (SANDBOX_RATE_LIMITS, ./throttling/rate-limits.ts). */
  rateLimits: RateLimits;
  /** Keys the inspector's CSRF tokens; derived from the data key, so sandboxes sharing it agree (./inspector). */
  csrfKey: Buffer;
  /** How long the 3-D Secure method page waits for the ACS (SandboxConfig.threeDSMethodTimeoutMs). */
  threeDSMethodTimeoutMs: number;
}

/** A checkout can be paid (and its result read) for 30 minutes after it was created. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
