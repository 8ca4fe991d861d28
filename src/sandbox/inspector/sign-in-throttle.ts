// Failed sign-ins to the inspector, counted so that access tokens cannot be tried as fast as a
// client likes: per entity id (a token guessed for one merchant) and per client address (tokens
// tried across merchants). After MAX_FAILURES of either within WINDOW_MS of the sandbox's clock,
// counted from the first of them, every sign-in of that entity or from that address is refused
// until the window has passed, right token or not (a refusal must not tell a right guess from a
// wrong one). A successful sign-in clears its entity's count, not its address's (else one valid
// token would let an address go on guessing others').
//
// In memory, per process: sandboxes sharing a database each count their own. Bounded: at most
// MAX_KEYS counts; past that the expired ones go, then the oldest, in constant time per count.

export const MAX_FAILURES = { entity: 10, address: 30 } as const;
export const WINDOW_MS = 10 * 60_000;
const MAX_KEYS = 10_000;

interface Count {
  failures: number;
  since: number;
}

export interface SignInThrottle {
  /**
   * A sign-in about to check its credentials: the milliseconds until this entity or address may
   * try again (refused, nothing counted), or 0 with the attempt counted as failed until
   * `succeeded` says otherwise. Counted before the check, so that concurrent attempts cannot all
   * pass while the first are being checked.
   */
  attempt(entityId: string | undefined, address: string, now: number): number;
  /** The credentials were right: the entity starts again from nothing, the address's attempt is taken back. */
  succeeded(entityId: string, address: string): void;
  readonly size: number;
}

const entityKey = (entityId: string) => `e ${entityId}`;
const addressKey = (address: string) => `a ${address}`;

export function signInThrottle(): SignInThrottle {
  const counts = new Map<string, Count>();

  const current = (key: string, now: number): Count | undefined => {
    const count = counts.get(key);
    // A clock set back (the sandbox's own clock may be) starts the window again rather than
    // stretching it.
    if (count && (now - count.since >= WINDOW_MS || now < count.since)) {
      counts.delete(key);
      return undefined;
    }
    return count;
  };
  const waitOf = (key: string, limit: number, now: number): number => {
    const count = current(key, now);
    return count && count.failures >= limit ? count.since + WINDOW_MS - now : 0;
  };
  const count = (key: string, now: number) => {
    const found = current(key, now);
    if (!found && counts.size >= MAX_KEYS) {
      // A Map keeps insertion order, which is the order of the windows' starts: the expired are
      // first, and the sweep stops at the first that is not. Still full: the oldest count goes.
      for (const [other, { since }] of counts) {
        if (now - since < WINDOW_MS && now >= since) break;
        counts.delete(other);
      }
      if (counts.size >= MAX_KEYS) counts.delete(counts.keys().next().value as string);
    }
    counts.set(key, { failures: (found?.failures ?? 0) + 1, since: found?.since ?? now });
  };

  return {
    attempt(entityId, address, now) {
      const entity = entityId === undefined ? undefined : entityKey(entityId);
      const wait = Math.max(
        entity === undefined ? 0 : waitOf(entity, MAX_FAILURES.entity, now),
        waitOf(addressKey(address), MAX_FAILURES.address, now),
      );
      if (wait > 0) return wait;
      if (entity !== undefined) count(entity, now);
      count(addressKey(address), now);
      return 0;
    },
    succeeded(entityId, address) {
      counts.delete(entityKey(entityId));
      const byAddress = counts.get(addressKey(address));
      if (byAddress && --byAddress.failures <= 0) counts.delete(addressKey(address));
    },
    get size() {
      return counts.size;
    },
  };
}
