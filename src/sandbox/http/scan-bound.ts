// A filtered list (the request log, the inspector's checkouts) reads its rows newest first through
// a merchant's index and keeps those its filter lets through. A filter that matches few of them
// would read every row the merchant has: at 100,000 logged requests 0.2 s of the request thread,
// in which the gateway answers nothing else. So one read looks through at most this many rows; a
// page it could not fill answers what it found (maybe nothing) and the cursor of where it stopped,
// and the next page goes on from there.

/** Rows one filtered list read looks through at most: some milliseconds even on a cold cache. */
export const LIST_SCAN = 2_000;

/**
 * One page of a list read newest first, `limit` rows at most. A filtered read (`bounded`) looks
 * through `listScan` rows at most: `floor()` says where that stops (undefined when fewer are left)
 * and `rows(from)` reads down to it, `limit + 1` rows at most. `next` is the cursor of the next page:
 * after the page's last row when one more was read, else where the bounded read stopped.
 */
export async function boundedPage<Row, Cursor>(
  limit: number,
  read: {
    bounded: boolean;
    floor(): Promise<Cursor | undefined> | Cursor | undefined;
    rows(from: Cursor | undefined, limit: number): Promise<Row[]> | Row[];
    cursorOf(row: Row): Cursor;
  },
): Promise<{ page: Row[]; next?: Cursor }> {
  const floor = read.bounded ? await read.floor() : undefined;
  // One more than the page: whether another page follows.
  const rows = await read.rows(floor, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last !== undefined ? read.cursorOf(last) : floor;
  return next === undefined ? { page } : { page, next };
}
