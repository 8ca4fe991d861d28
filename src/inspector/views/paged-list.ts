// A live list the gateway answers a page at a time, newest first (payments, checkouts): its filter,
// its first page read again as things happen (./live.ts), and the older pages the developer asked
// for kept below it, each row once. A filtered page is one bounded read of the gateway's (it may
// find nothing and still say where to go on): while nothing is found the next pages are read, up
// to SEARCH_PAGES in all.
import { useEffect, useRef, useState } from 'preact/hooks';
import { withQuery } from '../api/paths';
import { useInspector } from '../context';
import { formValues, type Loaded, useLoad } from './common';
import { useLiveReload } from './live';

export interface PagedList<P, R> {
  filter: Record<string, string>;
  applyFilter(event: Event): void;
  loaded: Loaded<P>;
  /** The first page's rows, as last read. */
  first: R[];
  /** The first page, then the older pages' rows it does not hold: new rows push its last ones down. */
  rows(): R[];
  /** Where the next older page starts; undefined after the last. */
  next?: string;
  showOlder(): Promise<void>;
}

/** Pages read on, one after the other, while a filter finds nothing in them. */
export const SEARCH_PAGES = 10;

export function usePagedList<P extends { next?: string }, R extends { id: string }>(
  path: string,
  rowsOf: (page: P) => R[] | undefined,
): PagedList<P, R> {
  const { api } = useInspector();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const loaded = useLoad<P>(withQuery(path, filter));
  const [older, setOlder] = useState<{ rows: R[]; next?: string; pages: number } | undefined>();
  const reading = useRef(false);
  useLiveReload(loaded.reload);
  const first = (loaded.answer && rowsOf(loaded.answer.body)) ?? [];
  const next = older ? older.next : loaded.answer?.body.next;
  const showOlder = async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      const answer = await api.get<P>(withQuery(path, { ...filter, before: next }));
      if (answer.ok)
        setOlder({
          rows: [...(older?.rows ?? []), ...(rowsOf(answer.body) ?? [])],
          next: answer.body.next,
          pages: (older?.pages ?? 0) + 1,
        });
    } finally {
      reading.current = false;
    }
  };
  const found = first.length + (older?.rows.length ?? 0);
  useEffect(() => {
    if (loaded.answer && found === 0 && next && 1 + (older?.pages ?? 0) < SEARCH_PAGES) void showOlder();
  }, [loaded.answer, older]);
  return {
    filter,
    applyFilter(event) {
      event.preventDefault();
      setOlder(undefined);
      setFilter(formValues(event.currentTarget as HTMLFormElement));
    },
    loaded,
    first,
    rows: () => [
      ...first,
      ...(older?.rows ?? []).filter((row) => !first.some((shown) => shown.id === row.id)),
    ],
    next,
    showOlder,
  };
}
