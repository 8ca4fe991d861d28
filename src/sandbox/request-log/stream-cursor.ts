// Which rows a stream of the request log sends, when ids do not come in commit order.
//
// On PostgreSQL several processes number their rows from one identity sequence, and a row may
// commit after a row with a higher number was already read and sent. So a stream does not read
// "after the last id sent" but "after its floor": every id at or below the floor has been sent or
// will never be there; above it, the ids already sent are remembered and skipped.
//
// The floor moves by the snapshots PostgreSQL reads in (./request-log-store-pg.ts inserts a row
// only once its transaction has an xid). After a read whose snapshot handed out xids below `next`,
// a row numbered at or below the highest id that read found belongs to a transaction with an xid
// below `next`: it was visible, or its transaction was still running. Once a later read's oldest
// running transaction is at or past `next`, all those transactions have ended, so that read
// (which went over everything above the floor) has seen every such row, and the floor may rise
// to that id. SQLite has no horizon: its one writer commits in id order, the floor is the last id.
//
// Bounded: at most MAX_UNSETTLED ids remembered (a transaction that stays open longer than that
// many requests is given up on: its row, committed, is in the list, not on the stream) and at most
// MAX_CHECKPOINTS snapshots waiting. Each read goes over the remembered ids again, in batches.
import type { Horizon } from './request-log-store';

export const MAX_UNSETTLED = 500;
const MAX_CHECKPOINTS = 32;

/** Rows at or below `through` belong to transactions with an xid below `next`, or are visible. */
interface Checkpoint {
  next: bigint;
  through: number;
}

export interface StreamCursor {
  /** Every id at or below this has been sent (or skipped); a read goes over what is above it. */
  readonly floor: number;
  /** Starts a pass over the rows above the floor. */
  begin(): void;
  /** One read of the pass, in id order: the rows not sent before, now marked sent. */
  fresh<T extends { id: number }>(rows: T[], horizon: Horizon | undefined): T[];
  /** The pass read everything above the floor: the floor rises as far as is safe. */
  end(): void;
}

/**
 * A cursor for a stream that starts after `start` (the last id the client has), knowing the ids
 * at or below it that were already there (`known`, newest first, as read by `horizon`): a row
 * below `start` that commits later is sent. `complete`: `known` holds every such id, not the
 * newest of them only.
 */
export function streamCursor(
  start: number,
  known: readonly number[],
  horizon: Horizon | undefined,
  complete: boolean,
): StreamCursor {
  let floor = start;
  const sent = new Set<number>();
  const checkpoints: Checkpoint[] = [];
  if (horizon) {
    // The known ids stand for sent; below the oldest of them (or below all, when they are all
    // there is) nothing is watched.
    floor = complete ? 0 : (known.at(-1) ?? 0);
    for (const id of known) if (id > floor) sent.add(id);
    checkpoints.push({ next: BigInt(horizon.next), through: start });
  }

  // The pass under way: the first read's oldest running transaction, the highest `next`, the
  // highest id read, and whether any read had no horizon (SQLite).
  let running: bigint | undefined;
  let next = 0n;
  let through = floor;
  let ordered = false;

  const forgetBelowFloor = () => {
    for (const id of sent) if (id <= floor) sent.delete(id);
  };

  return {
    get floor() {
      return floor;
    },
    begin() {
      running = undefined;
      next = 0n;
      through = floor;
      ordered = false;
    },
    fresh(rows, read) {
      if (read) {
        running ??= BigInt(read.running);
        const readNext = BigInt(read.next);
        if (readNext > next) next = readNext;
      } else ordered = true;
      const out = rows.filter((row) => row.id > floor && !sent.has(row.id));
      for (const row of out) sent.add(row.id);
      const last = rows.at(-1);
      if (last && last.id > through) through = last.id;
      return out;
    },
    end() {
      if (ordered) {
        // Commit order is id order: nothing can come below what was read.
        floor = Math.max(floor, through);
        sent.clear();
        checkpoints.length = 0;
        return;
      }
      if (running !== undefined) {
        // Checkpoints whose transactions had all ended at the pass's first snapshot.
        while (checkpoints[0] && checkpoints[0].next <= running) {
          floor = Math.max(floor, checkpoints[0].through);
          checkpoints.shift();
        }
        if (through > floor) {
          const newest = checkpoints.at(-1);
          if (newest && newest.next === next) newest.through = Math.max(newest.through, through);
          else checkpoints.push({ next, through });
        }
        // Too many waiting: the two oldest become one that settles when the later would.
        while (checkpoints.length > MAX_CHECKPOINTS) {
          const [a, b] = checkpoints.splice(0, 2) as [Checkpoint, Checkpoint];
          checkpoints.unshift({
            next: b.next > a.next ? b.next : a.next,
            through: Math.max(a.through, b.through),
          });
        }
      }
      if (sent.size > MAX_UNSETTLED) {
        // Given up on: the floor rises past the oldest ids, leaving MAX_UNSETTLED remembered.
        const ids = [...sent].sort((a, b) => a - b);
        floor = Math.max(floor, ids[ids.length - MAX_UNSETTLED - 1] ?? floor);
      }
      forgetBelowFloor();
    },
  };
}
