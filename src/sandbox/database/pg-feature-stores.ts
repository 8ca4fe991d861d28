import { BACK_OFFICE_PG_STORE } from '../backoffice/back-office-store-pg';
import { CHECKOUT_UPDATE_PG_STORE } from '../checkouts/checkout-update-store-pg';
import { CLOCK_PG_STORE } from '../clock/clock-store-pg';
import { DUPLICATE_PG_STORE } from '../duplicates/duplicate-store-pg';
import { INSPECTOR_READS_PG_STORE } from '../inspector/reads-store-pg';
import { INSPECTOR_SESSION_PG_STORE } from '../inspector/session-store-pg';
import { EXPIRY_PG_STORE } from '../payments/pending/expiry-store-pg';
import { QUERY_PG_STORE } from '../query/query-store-pg';
import { REGISTRATION_PG_STORE } from '../registrations/registration-store-pg';
import { REPORTING_PG_STORE } from '../reporting/reporting-store-pg';
import { REQUEST_LOG_PG_STORE } from '../request-log/request-log-store-pg';
import { RISK_VELOCITY_PG_STORE } from '../risk/velocity-store-pg';
import { SCHEDULE_PG_STORE } from '../scheduling/schedule-store-pg';
import { SETTINGS_PG_STORE } from '../settings/settings-store-pg';
import type { PgFeatureStore } from '../store/pg/pg-feature-store';
import { STANDALONE_THREEDS_PG_STORE } from '../threeds/standalone/store-pg';
import { WALLET_TOKEN_PG_STORE } from '../wallets/token-store-pg';
import { WEBHOOK_PG_STORE } from '../webhooks/webhook-store-pg';
import type { FEATURE_STORES } from './feature-stores';

/**
 * Each feature's PostgreSQL store, by its name in FEATURE_STORES: the compiler requires every one,
 * held to the same methods as its SQLite store. Their `tables` make the first schema version in
 * FEATURE_STORES' order (./pg-schema.ts), so a table may only reference an earlier feature's.
 */
export type PgFeatureStores = {
  readonly [K in keyof typeof FEATURE_STORES]: PgFeatureStore<(typeof FEATURE_STORES)[K]>;
};

export const PG_FEATURE_STORES: PgFeatureStores = {
  registrations: REGISTRATION_PG_STORE,
  backOffice: BACK_OFFICE_PG_STORE,
  query: QUERY_PG_STORE,
  schedules: SCHEDULE_PG_STORE,
  reporting: REPORTING_PG_STORE,
  webhooks: WEBHOOK_PG_STORE,
  expiries: EXPIRY_PG_STORE,
  clocks: CLOCK_PG_STORE,
  wallets: WALLET_TOKEN_PG_STORE,
  checkoutUpdates: CHECKOUT_UPDATE_PG_STORE,
  threeDSecure: STANDALONE_THREEDS_PG_STORE,
  settings: SETTINGS_PG_STORE,
  duplicates: DUPLICATE_PG_STORE,
  riskVelocity: RISK_VELOCITY_PG_STORE,
  inspectorSessions: INSPECTOR_SESSION_PG_STORE,
  inspectorReads: INSPECTOR_READS_PG_STORE,
  requestLog: REQUEST_LOG_PG_STORE,
};
