// Where each page of the paged report (v2) starts. The platform's pages are numbered (pageNo), so a
// page's first record is found by its position. Each page read remembers where the next one
// starts (the key of its last record, in the ledger's order), for the aggregation's revision it
// was read at: reading the pages in turn, each reads only its own records, after that key. A page
// asked for without one (first read, another order, a change since) is found by counting the
// ledger's index to its position, which reads no payment.
import type { RecordKey } from './reporting-store';

/** Enough for many readers paging at once; each entry is a few dozen bytes. */
const KEPT = 4096;

export interface PageCursors {
  /** Where page `pageNo` starts (after this key), if a read of page `pageNo - 1` said so at this revision. */
  get(aggregationId: string, descending: boolean, pageNo: number, revision: number): RecordKey | undefined;
  set(aggregationId: string, descending: boolean, pageNo: number, revision: number, after: RecordKey): void;
}

export function pageCursors(kept = KEPT): PageCursors {
  // A Map keeps insertion order: the oldest entry goes first when it is full.
  const entries = new Map<string, { revision: number; after: RecordKey }>();
  const keyOf = (id: string, descending: boolean, pageNo: number) =>
    `${id} ${descending ? 'DESC' : 'ASC'} ${pageNo}`;
  return {
    get(id, descending, pageNo, revision) {
      const key = keyOf(id, descending, pageNo);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.revision !== revision) {
        entries.delete(key);
        return undefined;
      }
      return entry.after;
    },
    set(id, descending, pageNo, revision, after) {
      const key = keyOf(id, descending, pageNo);
      entries.delete(key);
      entries.set(key, { revision, after });
      if (entries.size > kept) entries.delete(entries.keys().next().value as string);
    },
  };
}
