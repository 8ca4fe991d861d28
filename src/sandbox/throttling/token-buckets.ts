// Token buckets, one per key (access token and operation, and for checkoutStatus the checkout):
// a bucket holds up to `limit` requests and refills at limit per period, so a burst of `limit` is
// allowed and then one request each period/limit. Kept in memory and bounded: past MAX_BUCKETS,
// the buckets that have refilled completely (they carry no state) are dropped, then, if still
// too many, all of them (the limits forget rather than the sandbox running out of memory).

const MAX_BUCKETS = 100_000;

interface Bucket {
  tokens: number;
  at: number;
}

export type Take = { ok: true } | { ok: false; retryAfterMs: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  take(key: string, limit: number, periodMs: number, now: number): Take {
    const perMs = limit / periodMs;
    const bucket = this.buckets.get(key);
    // A clock that went back (a merchant's clock reset) refills nothing and takes nothing away.
    const tokens = bucket ? Math.min(limit, bucket.tokens + Math.max(0, now - bucket.at) * perMs) : limit;
    if (tokens < 1) return { ok: false, retryAfterMs: Math.ceil((1 - tokens) / perMs) };
    if (!bucket && this.buckets.size >= MAX_BUCKETS) this.prune(now, perMs);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return { ok: true };
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number, perMs: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.at) * perMs >= 1) this.buckets.delete(key);
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }
}
