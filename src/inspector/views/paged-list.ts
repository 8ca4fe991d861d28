// A live list the gateway answers a page at a time, newest first (payments, checkouts): its filter,
// its first page read again as things happen (./live.ts), and the older pages the developer asked
// for kept below it, each row once.
import { useState } from 'preact/hooks';
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

export function usePagedList<P extends { next?: string }, R extends { id: string }>(
  path: string,
  rowsOf: (page: P) => R[] | undefined,
): PagedList<P, R> {
  const { api } = useInspector();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const loaded = useLoad<P>(withQuery(path, filter));
  const [older, setOlder] = useState<{ rows: R[]; next?: string } | undefined>();
  useLiveReload(loaded.reload);
  const first = (loaded.answer && rowsOf(loaded.answer.body)) ?? [];
  const next = older ? older.next : loaded.answer?.body.next;
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
    async showOlder() {
      const answer = await api.get<P>(withQuery(path, { ...filter, before: next }));
      if (answer.ok)
        setOlder({ rows: [...(older?.rows ?? []), ...(rowsOf(answer.body) ?? [])], next: answer.body.next });
    },
  };
}
