// The request log's configuration: SANDBOX_REQUEST_LOG_DAYS, how long it keeps a request
// (./retention.ts prunes), and the stream's timing (./stream.ts).

export const DEFAULT_REQUEST_LOG_DAYS = 7;
export const MAX_REQUEST_LOG_DAYS = 365;

/** SANDBOX_REQUEST_LOG_DAYS: whole days from 0 (no log) to 365; unset or empty: 7. */
export function parseRequestLogDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_REQUEST_LOG_DAYS;
  const days = Number(value);
  if (!/^\d+$/.test(value.trim()) || days > MAX_REQUEST_LOG_DAYS)
    throw new Error(
      `SANDBOX_REQUEST_LOG_DAYS must be whole days from 0 (no request log) to ${MAX_REQUEST_LOG_DAYS}, got "${value}"`,
    );
  return days;
}

export interface StreamTiming {
  /** Between two heartbeat comments of a quiet stream. */
  heartbeatMs: number;
  /** Between two reads of the store for requests other processes recorded. */
  pollMs: number;
}

export const STREAM_TIMING: StreamTiming = { heartbeatMs: 15_000, pollMs: 1_000 };
