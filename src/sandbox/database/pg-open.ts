import { PAYMENT_PG_EVENTS } from '../payments/payment-events-pg';
import { REGISTRATION_PG_EVENTS } from '../registrations/registration-events-pg';
import { withSettlementLedgerPg } from '../reporting/settlement-ledger-pg';
import { SCHEDULE_PG_EVENTS } from '../scheduling/schedule-events-pg';
import { CORE_PG_STORE } from '../store/pg/core-pg-store';
import { checkKeys } from '../store/pg/key-checks';
import { openPgDb, type PgDb } from '../store/pg/pg-db';
import { migratePg } from '../store/pg/pg-migrations';
import { type AnyPgFeatureStore, pgStore, pgWriteNames } from '../store/pg/pg-store';
import { type PgOutboxRules, webhookOutboxPg } from '../webhooks/outbox-pg';
import { FEATURE_STORES } from './feature-stores';
import type { SandboxStore } from './open';
import { PG_FEATURE_STORES } from './pg-feature-stores';
import { PG_MIGRATIONS } from './pg-schema';

type FeatureName = keyof typeof FEATURE_STORES;

export interface PgSandboxStoreOptions {
  /** A schema of its own in the database (tests); unset: the user's search path (`public`). */
  schema?: string;
  /** Connections in this process's pool (10). */
  poolSize?: number;
  /**
   * The keys every sandbox on this database must share, by name, with where each came from (for
   * the message when one differs): only a check value of each is stored (../store/pg/key-checks.ts).
   */
  keys?: Readonly<Record<string, { key: Buffer; source: string }>>;
}

/** The PAYMENT, SCHEDULE and REGISTRATION notifications, by the write that makes them. */
const OUTBOX_RULES: PgOutboxRules = {
  ...PAYMENT_PG_EVENTS,
  ...SCHEDULE_PG_EVENTS,
  ...REGISTRATION_PG_EVENTS,
};

const present = (): [FeatureName, AnyPgFeatureStore][] =>
  (Object.keys(FEATURE_STORES) as FeatureName[]).map((name) => [
    name,
    PG_FEATURE_STORES[name] as AnyPgFeatureStore,
  ]);

/**
 * The outbox's rules whose write is on PostgreSQL. Without the webhooks' tables there is no
 * endpoint to notify, so no rule; a rule of a feature that is here must name one of its writes.
 */
function outboxRules(db: PgDb, features: readonly [FeatureName, AnyPgFeatureStore][]): PgOutboxRules {
  if (!features.some(([name]) => name === 'webhooks')) return {};
  const writes = new Set([
    ...pgWriteNames(db, 'core', CORE_PG_STORE),
    ...features.flatMap(([name, store]) => pgWriteNames(db, name, store)),
  ]);
  const here = new Set(['core', ...features.map(([name]) => name)]);
  return Object.fromEntries(
    Object.entries(OUTBOX_RULES).filter(([write]) => {
      if (!here.has(write.split('.')[0] ?? '')) return false;
      if (!writes.has(write)) throw new Error(`the outbox wraps a write that does not exist: ${write}`);
      return true;
    }),
  );
}

/**
 * Opens the sandbox's PostgreSQL database at `url` (postgres://user:password@host:port/database):
 * migrates it (./pg-schema.ts), checks that its keys are the ones it was first used with, and
 * answers the same SandboxStore as SQLite's. Several sandbox processes may share the database.
 */
export async function openPgSandboxStore(
  url: string,
  tokenKey: Buffer,
  options: PgSandboxStoreOptions = {},
): Promise<SandboxStore> {
  const db = openPgDb(url, {
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.poolSize ? { max: options.poolSize } : {}),
  });
  try {
    await migratePg(db, PG_MIGRATIONS);
    const keys = options.keys ?? {};
    await checkKeys(
      db,
      Object.fromEntries(Object.entries(keys).map(([name, { key }]) => [name, key])),
      Object.fromEntries(Object.entries(keys).map(([name, { source }]) => [name, source])),
    );
  } catch (error) {
    await db.close();
    throw error;
  }
  const features = present();
  const store = pgStore(db, {
    tokenKey,
    features: Object.fromEntries(features),
    // As on SQLite (./write-tables.ts): a write that stores or changes a payment keeps the settlement
    // ledger in line, and one that changes what a webhook reports adds its notification, both in
    // the write's transaction.
    alongside: withSettlementLedgerPg(webhookOutboxPg(outboxRules(db, features))),
  });
  return store as unknown as SandboxStore;
}
