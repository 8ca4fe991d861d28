// The merchant's checkouts newest first, a page at a time, for the inspector's Checkouts view: the
// statement both databases run (./reads-store.ts, ./reads-store-pg.ts), in either's placeholders.

/** A checkout's state as the list filters it: `expired` is OPEN past its expiry on the merchant's clock. */
export type CheckoutListState = 'open' | 'paid' | 'expired';

export interface CheckoutListFilter {
  entityId: string;
  /** The merchant's time now (epoch ms): what `open` and `expired` are measured against. */
  now: number;
  state?: CheckoutListState;
  merchantTransactionId?: string;
  /** The last checkout of the previous page: this page starts after it. */
  before?: { at: number; id: string };
  /** The oldest checkout this page may show: where a bounded read stops (../http/scan-bound.ts). */
  from?: { at: number; id: string };
  limit: number;
}

/** Do the filters leave checkouts out, so that a page may have to look through many to fill? */
export const narrowsCheckouts = (filter: Pick<CheckoutListFilter, 'state' | 'merchantTransactionId'>) =>
  filter.state !== undefined || filter.merchantTransactionId !== undefined;

/**
 * The `scan`-th of the merchant's checkouts after the cursor, newest first: the oldest a bounded
 * read looks at, read from the index alone. Both databases, placeholders made by `placeholder`.
 */
export function checkoutScanFloorSql(
  entityId: string,
  before: CheckoutListFilter['before'],
  scan: number,
  placeholder: (n: number) => string,
): { sql: string; values: unknown[] } {
  const values: unknown[] = [entityId];
  const after = before
    ? ` AND (created_at, id) < (${placeholder(values.push(before.at))}, ${placeholder(values.push(before.id))})`
    : '';
  return {
    sql: `SELECT created_at, id FROM checkouts WHERE entity_id = ${placeholder(1)}${after}
           ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ${placeholder(values.push(scan - 1))}`,
    values,
  };
}

export interface CheckoutListRow {
  id: string;
  /** The parameters the checkout was created with (JSON, never card data). */
  params: string;
  created_at: number;
  expires_at: number;
  state: 'OPEN' | 'PAID';
  /** Its latest payment attempt (approved or not), if the shopper made one. */
  payment_id: string | null;
}

/** At most this many checkouts in one read. */
export const CHECKOUT_PAGE_LIMIT = 100;

/** The index the list reads in order: one merchant's checkouts by time, the id breaking ties. */
export const CHECKOUT_LIST_INDEX =
  'CREATE INDEX checkouts_by_entity ON checkouts (entity_id, created_at, id);';

/**
 * The statement and its values. `placeholder(n)` is the n-th (from 1) value's placeholder, and
 * `transactionId` the dialect's expression of params' merchantTransactionId. The filter on it reads
 * the merchant's checkouts through the index, newest first, until the page is full.
 */
export function checkoutListSql(
  filter: CheckoutListFilter,
  placeholder: (n: number) => string,
  transactionId: string,
): { sql: string; values: unknown[] } {
  const values: unknown[] = [filter.entityId];
  const value = (v: unknown) => {
    values.push(v);
    return placeholder(values.length);
  };
  const where = [`c.entity_id = ${placeholder(1)}`];
  if (filter.before)
    where.push(`(c.created_at, c.id) < (${value(filter.before.at)}, ${value(filter.before.id)})`);
  if (filter.from) where.push(`(c.created_at, c.id) >= (${value(filter.from.at)}, ${value(filter.from.id)})`);
  if (filter.state === 'paid') where.push("c.state = 'PAID'");
  else if (filter.state === 'open') where.push(`c.state = 'OPEN' AND c.expires_at > ${value(filter.now)}`);
  else if (filter.state === 'expired')
    where.push(`c.state = 'OPEN' AND c.expires_at <= ${value(filter.now)}`);
  if (filter.merchantTransactionId !== undefined)
    where.push(`${transactionId} = ${value(filter.merchantTransactionId)}`);
  const limit = value(Math.min(Math.max(1, filter.limit), CHECKOUT_PAGE_LIMIT + 1));
  return {
    sql: `SELECT c.id, c.params, c.created_at, c.expires_at, c.state,
                 (SELECT p.id FROM payments p WHERE p.checkout_id = c.id
                   ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS payment_id
            FROM checkouts c
           WHERE ${where.join(' AND ')}
           ORDER BY c.created_at DESC, c.id DESC
           LIMIT ${limit}`,
    values,
  };
}
