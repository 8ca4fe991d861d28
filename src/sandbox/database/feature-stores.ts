import { BACK_OFFICE_STORE } from '../backoffice/back-office-store';
import { CHECKOUT_UPDATE_STORE } from '../checkouts/checkout-update-store';
import { CLOCK_STORE } from '../clock/clock-store';
import { DUPLICATE_STORE } from '../duplicates/duplicate-store';
import { INSPECTOR_READS_STORE } from '../inspector/reads-store';
import { INSPECTOR_SESSION_STORE } from '../inspector/session-store';
import { EXPIRY_STORE } from '../payments/pending/expiry-store';
import { QUERY_STORE } from '../query/query-store';
import { REGISTRATION_STORE } from '../registrations/registration-store';
import { REPORTING_STORE } from '../reporting/reporting-store';
import { REQUEST_LOG_STORE } from '../request-log/request-log-store';
// from '../reporting/reporting-store';
import { RISK_VELOCITY_STORE } from '../risk/velocity-store';
import { SCHEDULE_STORE } from '../scheduling/schedule-store';
import { SETTINGS_STORE } from '../settings/settings-store';
import { STANDALONE_THREEDS_STORE } from '../threeds/standalone/store';
import { WALLET_TOKEN_STORE } from '../wallets/token-store';
import { WEBHOOK_STORE } from '../webhooks/webhook-store';

/** The features' tables beside the core ones: `store.registrations`, `store.backOffice`, … */
export const FEATURE_STORES = {
  registrations: REGISTRATION_STORE,
  backOffice: BACK_OFFICE_STORE,
  query: QUERY_STORE,
  schedules: SCHEDULE_STORE,
  reporting: REPORTING_STORE,
  webhooks: WEBHOOK_STORE,
  expiries: EXPIRY_STORE,
  clocks: CLOCK_STORE,
  wallets: WALLET_TOKEN_STORE,
  checkoutUpdates: CHECKOUT_UPDATE_STORE,
  threeDSecure: STANDALONE_THREEDS_STORE,
  settings: SETTINGS_STORE,
  duplicates: DUPLICATE_STORE,
  riskVelocity: RISK_VELOCITY_STORE,
  inspectorSessions: INSPECTOR_SESSION_STORE,
  inspectorReads: INSPECTOR_READS_STORE,
  requestLog: REQUEST_LOG_STORE,
};
