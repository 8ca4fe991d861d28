import type { Database } from 'better-sqlite3';
import { jsonOf } from '../http/json-once';
import { coreReads } from './core-reads';
import { paymentRow } from './core-rows';
import { merchantAccounts } from './merchant-accounts';
import { openDatabase } from './open-database';
import type { Store } from './store';
import { SUB_STORES, type SubStore } from './sub-stores';
import { threadWriter } from './thread-writer';
import { inlineWriter, type Writer } from './writer';

// biome-ignore lint/suspicious/noExplicitAny: wraps methods of any signature
type Method = (...args: any[]) => any;

/**
 * Opens (and creates, with its folder) the database at `path`; ':memory:' for a throw-away one.
 * `tokenKey` keys the lookup hash of access tokens (../secrets/access-tokens.ts).
 * Reads run here, on the request thread; writes run on the writer (./writer.ts): for a file, a
 * thread of its own with group commit; for ':memory:', right here.
 */
export function openSqliteStore(path: string, tokenKey: Buffer): Store {
  const db = openDatabase(path, { migrate: true });
  const writer = path === ':memory:' ? inlineWriter(db) : threadWriter(path);
  // A read must see every write queued before it (the same request may have made them).
  const read = <F extends Method>(fn: F): F =>
    ((...args: Parameters<F>) => {
      writer.settle();
      return fn(...args);
    }) as F;
  const reads = coreReads(db);

  const merchants = merchantAccounts(
    { merchantByLookup: read(reads.merchantByLookup), merchantByEntity: read(reads.merchantByEntity) },
    writer,
    tokenKey,
  );

  return {
    ...merchants,

    insertCheckout(c) {
      writer.send('insertCheckout', [
        {
          id: c.id,
          entity_id: c.entityId,
          params: JSON.stringify(c.params),
          created_at: c.createdAt.getTime(),
          expires_at: c.expiresAt.getTime(),
          state: c.state,
        },
      ]);
    },
    checkout: read(reads.checkout),

    insertPayment(payment, options = {}) {
      const row = paymentRow(payment);
      if (options.paysCheckout !== true) {
        writer.send('insertPayment', [row, false]);
        return true;
      }
      return writer.call('insertPayment', [row, true]) as boolean;
    },
    payment: read(reads.payment),
    latestPaymentOfCheckout: read(reads.latestPaymentOfCheckout),
    pendingPaymentsOfCheckout: read(reads.pendingPaymentsOfCheckout),
    completePayment: (id, response, options = {}) =>
      writer.call('completePayment', [id, jsonOf(response), options.paysCheckout === true]) as ReturnType<
        Store['completePayment']
      >,
    expireCheckout(id, at) {
      writer.send('expireCheckout', [id, at.getTime()]);
    },
    expirePayment(id, at) {
      writer.send('expirePayment', [id, at.getTime()]);
    },

    insertAsyncSession(s) {
      writer.send('insertAsyncSession', [
        {
          id: s.id,
          payment_id: s.paymentId,
          kind: s.kind,
          data: JSON.stringify(s.data),
          created_at: s.createdAt.getTime(),
          expires_at: s.expiresAt.getTime(),
        },
      ]);
    },
    asyncSession: read(reads.asyncSession),
    updateAsyncSession(id, data) {
      writer.send('updateAsyncSession', [id, JSON.stringify(data)]);
    },

    registrations: subStore(db, writer, read, 'registrations', SUB_STORES.registrations),
    backOffice: subStore(db, writer, read, 'backOffice', SUB_STORES.backOffice),
    query: subStore(db, writer, read, 'query', SUB_STORES.query),
    schedules: subStore(db, writer, read, 'schedules', SUB_STORES.schedules),
    reporting: subStore(db, writer, read, 'reporting', SUB_STORES.reporting),

    durable: () => writer.durable(),
    async probe() {
      writer.send('probe', [Date.now()]);
      await writer.durable();
    },
    close() {
      writer.close();
      if (db.open) db.close();
    },
  };
}

/** A feature store: its reads behind the read barrier, its writes sent to the writer by name. */
function subStore<S extends SubStore>(
  db: Database,
  writer: Writer,
  read: <F extends Method>(fn: F) => F,
  name: string,
  sub: S,
): ReturnType<S['reads']> & ReturnType<S['writes']> {
  const methods: Record<string, Method> = {};
  for (const [method, fn] of Object.entries(sub.reads(db))) methods[method] = read(fn);
  // Only the names are needed here: the writer has its own connection and statements.
  const writeNames = Object.keys(sub.writes(db));
  for (const method of writeNames) {
    const queued = sub.fire?.[method];
    const op = `${name}.${method}`;
    methods[method] = (...args: unknown[]) => {
      const known = queued?.(args);
      if (!known) return writer.call(op, args);
      writer.send(op, args);
      return known.result;
    };
  }
  return methods as ReturnType<S['reads']> & ReturnType<S['writes']>;
}
