import type { FastifyBaseLogger } from 'fastify';

/** Each distinct failure is logged at most once in this time. */
export const FAILURE_LOG_INTERVAL_MS = 60_000;
// Distinct failures remembered; past it they are forgotten together (a bound, not a working size).
const MAX_KINDS = 1000;

export type FailureLog = (
  log: FastifyBaseLogger,
  kind: string,
  fields: Record<string, unknown>,
  message: string,
) => void;

/**
 * Logs each kind of failure once per interval. A failing disk fails every request; a line (with a
 * stack trace) for each would flood the log, which likely sits on that very disk. The next line of
 * a kind counts the ones left out meanwhile (`omitted`). `clock` is the sandbox's, so tests move it.
 */
export function failureLog(clock: () => number, intervalMs = FAILURE_LOG_INTERVAL_MS): FailureLog {
  const kinds = new Map<string, { next: number; omitted: number }>();
  return (log, kind, fields, message) => {
    const now = clock();
    const seen = kinds.get(kind);
    if (seen && now < seen.next) {
      seen.omitted++;
      return;
    }
    if (!seen && kinds.size >= MAX_KINDS) kinds.clear();
    kinds.set(kind, { next: now + intervalMs, omitted: 0 });
    log.error(seen?.omitted ? { ...fields, omitted: seen.omitted } : fields, message);
  };
}
