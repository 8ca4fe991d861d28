// How the sandbox sends webhooks, from the environment: SANDBOX_WEBHOOK_URL with
// SANDBOX_WEBHOOK_KEY configure one endpoint of the default merchant at start (a CI's receiver,
// no API call needed); SANDBOX_WEBHOOK_TIMEOUT_MS bounds each send.
import { KEY_FORMAT } from './wire-format';

export interface WebhookConfig {
  /** How long a receiver has to answer (real ms): 30 s, the platform's. */
  timeoutMs: number;
  /** An endpoint of the default merchant, configured at start. */
  endpoint?: { url: string; key: string };
}

export const WEBHOOK_DEFAULTS: WebhookConfig = { timeoutMs: 30_000 };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function webhookConfigFromEnv(env: NodeJS.ProcessEnv): WebhookConfig {
  const url = env.SANDBOX_WEBHOOK_URL || undefined;
  const key = env.SANDBOX_WEBHOOK_KEY || undefined;
  const timeout = env.SANDBOX_WEBHOOK_TIMEOUT_MS;
  let timeoutMs = WEBHOOK_DEFAULTS.timeoutMs;
  if (timeout !== undefined && timeout !== '') {
    timeoutMs = Number(timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
      throw new Error(
        `SANDBOX_WEBHOOK_TIMEOUT_MS must be whole milliseconds from 100 to 60000, got "${timeout}"`,
      );
  }
  if (!url && !key) return { ...WEBHOOK_DEFAULTS, timeoutMs };
  if (!url || !isHttpUrl(url))
    throw new Error('SANDBOX_WEBHOOK_URL must be an http(s) URL when SANDBOX_WEBHOOK_KEY is set');
  if (!key || !KEY_FORMAT.test(key))
    throw new Error(
      'SANDBOX_WEBHOOK_KEY must be 64 hex characters with SANDBOX_WEBHOOK_URL (e.g. `openssl rand -hex 32`)',
    );
  return { ...WEBHOOK_DEFAULTS, timeoutMs, endpoint: { url, key: key.toLowerCase() } };
}
