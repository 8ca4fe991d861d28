// The SRI value of paymentWidgets.js for pages without a checkout (spec 4.2, rule 1): read from
// GET /v1/fastcheckout/integrity by the shop's server and kept for a minute, so a new gateway build
// is picked up soon without asking on every page view.
import type { ShopConfig } from '../config.js';

export const INTEGRITY_TTL_MS = 60_000;

export function integrityCache(config: ShopConfig, now: () => number = Date.now) {
  let cached: { value: string; until: number } | undefined;
  return async (): Promise<string> => {
    if (cached && cached.until > now()) return cached.value;
    const response = await fetch(new URL('/v1/fastcheckout/integrity', config.gatewayApiUrl), {
      signal: AbortSignal.timeout(10_000),
    });
    const { integrity } = (await response.json()) as { integrity?: unknown };
    if (typeof integrity !== 'string' || !/^sha384-[A-Za-z0-9+/]{64}$/.test(integrity)) {
      throw new Error(`the gateway gave no integrity value (HTTP ${response.status})`);
    }
    cached = { value: integrity, until: now() + INTEGRITY_TTL_MS };
    return integrity;
  };
}
