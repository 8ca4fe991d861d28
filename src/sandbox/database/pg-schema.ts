import { CHECKOUT_LIST_INDEX } from '../inspector/checkout-list-sql';
import { WEBHOOK_SUBJECT_PG_INDEX } from '../inspector/reads-store-pg';
import { INSPECTOR_SESSION_PG_TABLE } from '../inspector/session-store-pg';
import { REQUEST_LOG_CHECKOUT_COLUMN, REQUEST_LOG_WITHOUT_AGE_INDEX } from '../request-log/request-log-store';
import { REQUEST_LOG_PG_TABLE } from '../request-log/request-log-store-pg';
import { CORE_PG_TABLES } from '../store/pg/core-pg-schema';
import { KEY_CHECK_TABLE } from '../store/pg/key-checks';
import { FEATURE_STORES } from './feature-stores';
import { PG_FEATURE_STORES } from './pg-feature-stores';

/**
 * Version 1 of the PostgreSQL schema: the core tables, the keys' check values, then each feature's
 * `tables` in the order of FEATURE_STORES (a feature's tables may refer to an earlier one's).
 */
const VERSION_1 = [
  CORE_PG_TABLES,
  KEY_CHECK_TABLE,
  ...Object.keys(FEATURE_STORES).map(
    (name) => PG_FEATURE_STORES[name as keyof typeof FEATURE_STORES]?.tables ?? '',
  ),
]
  .filter((step) => step.trim() !== '')
  .join('\n');

/**
 * Every schema step of the sandbox's PostgreSQL database, in the order they shipped;
 * `schema_version` records each one a database has run, with its digest (../store/pg/pg-migrations.ts).
 * Once a version has shipped, neither it nor a `tables` it is made of changes again: a later change
 * of a table (a column, an index, a new table) is a step appended here, in PostgreSQL's dialect, and
 * the feature's tests add that step after its `tables`. A database whose steps differ from these
 * is refused at start.
 */
export const PG_MIGRATIONS: readonly string[] = [
  VERSION_1,
  // The inspector's sessions (their ids hashed), and notifications found by their payment.
  `${INSPECTOR_SESSION_PG_TABLE}\n${WEBHOOK_SUBJECT_PG_INDEX}`,
  // The merchants' API request log.
  REQUEST_LOG_PG_TABLE,
  // The checkout a logged request is about, for a payment's timeline (the same text as SQLite's).
  REQUEST_LOG_CHECKOUT_COLUMN,
  // The request log pruned by id: no index by age.
  REQUEST_LOG_WITHOUT_AGE_INDEX,
  // The merchant's checkouts by time, for the inspector's list of them (the same text as SQLite's).
  CHECKOUT_LIST_INDEX,
];

/** The schema version of a PostgreSQL database this sandbox has migrated. */
export const PG_SCHEMA_VERSION = PG_MIGRATIONS.length;
