import { BACK_OFFICE_TABLES } from '../backoffice/schema';
import { MERCHANT_CLOCK_TABLE } from '../clock/clock-store';
import { DUPLICATE_CLAIM_TABLE } from '../duplicates/duplicate-store';
import { CHECKOUT_LIST_INDEX } from '../inspector/checkout-list-sql';
import { WEBHOOK_SUBJECT_INDEX } from '../inspector/reads-store';
import { INSPECTOR_SESSION_TABLE } from '../inspector/session-store';
import { PENDING_DUE_INDEX, PENDING_EXPIRY_CLAIM_TABLE } from '../payments/pending/expiry-store';
import { QUERY_COLUMNS } from '../query/query-store';
import { REGISTRATION_TABLES } from '../registrations/registration-store';
import { addSettlementLedger } from '../reporting/settlement-ledger';
import {
  REQUEST_LOG_CHECKOUT_COLUMN,
  REQUEST_LOG_TABLE,
  REQUEST_LOG_WITHOUT_AGE_INDEX,
} from '../request-log/request-log-store';
import { RISK_VELOCITY_TABLE } from '../risk/velocity-store';
import { SCHEDULE_RUN_LEASES, SCHEDULE_RUN_TABLES, SCHEDULE_TABLES } from '../scheduling/schema';
import { MERCHANT_SETTINGS_TABLE } from '../settings/settings-store';
import {
  ASYNC_SESSION_TABLES,
  CORE_TABLES,
  HASHED_MERCHANT_TABLE,
  HEALTH_PROBE_TABLE,
} from '../store/core-schema';
import type { MigrationStep } from '../store/migrations';
import { STANDALONE_THREEDS_TABLE } from '../threeds/standalone/store';
import { USED_WALLET_TOKEN_TABLE } from '../wallets/token-store';
import { WEBHOOK_TABLES } from '../webhooks/schema';

/**
 * Every schema step of the sandbox's database, core and features, in the order they shipped;
 * PRAGMA user_version records how many have run (../store/migrations.ts). Append new steps; never
 * edit or reorder one that has shipped.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  CORE_TABLES,
  ASYNC_SESSION_TABLES,
  // Registrations (stored payment details, sealed) and initial transactions of standing instructions.
  REGISTRATION_TABLES,
  // Back-office operations (capture, refund, reversal, chargeback) and the query API.
  BACK_OFFICE_TABLES,
  // Schedules (job.*) and settlement reporting.
  SCHEDULE_TABLES,
  HEALTH_PROBE_TABLE,
  HASHED_MERCHANT_TABLE,
  // A test clock per merchant entity, then webhooks: endpoints, the outbox, deliveries, attempts.
  MERCHANT_CLOCK_TABLE,
  WEBHOOK_TABLES,
  // Pending payments found by their end, so they expire without a request.
  PENDING_DUE_INDEX,
  // Schedules run by the gateway itself, each run exactly once.
  SCHEDULE_RUN_TABLES,
  // Wallet tokens pay once.
  USED_WALLET_TOKEN_TABLE,
  // Standalone 3-D Secure authentications and the proof they issue.
  STANDALONE_THREEDS_TABLE,
  // Sandbox settings per merchant, and the duplicate check's claims.
  `${MERCHANT_SETTINGS_TABLE}\n${DUPLICATE_CLAIM_TABLE}`,
  // The risk engine's velocity counts (keyed hashes of card, IP and email).
  RISK_VELOCITY_TABLE,
  // Leases on the gateway's own work (schedule runs being paid, expiries being ended), so several
  // gateways can share one database.
  `${SCHEDULE_RUN_LEASES}\n${PENDING_EXPIRY_CLAIM_TABLE}`,
  // The query's payment type and short id as indexed columns.
  QUERY_COLUMNS,
  // The settlement ledger, kept by the payments' writes, filled from those already stored.
  addSettlementLedger,
  // The inspector's sessions (their ids hashed), and notifications found by their payment.
  `${INSPECTOR_SESSION_TABLE}\n${WEBHOOK_SUBJECT_INDEX}`,
  // The merchants' API request log.
  REQUEST_LOG_TABLE,
  // The checkout a logged request is about, for a payment's timeline.
  REQUEST_LOG_CHECKOUT_COLUMN,
  // The request log pruned by id: no index by age.
  REQUEST_LOG_WITHOUT_AGE_INDEX,
  // The merchant's checkouts by time, for the inspector's list of them.
  CHECKOUT_LIST_INDEX,
];

/** The schema version of a database this sandbox has migrated. */
export const SCHEMA_VERSION = MIGRATIONS.length;
