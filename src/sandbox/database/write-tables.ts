import type { Database } from 'better-sqlite3';
import { PAYMENT_EVENTS } from '../payments/payment-events';
import { REGISTRATION_EVENTS } from '../registrations/registration-events';
import { withSettlementLedger } from '../reporting/settlement-ledger';
import { SCHEDULE_EVENTS } from '../scheduling/schedule-events';
import { allStores } from '../store/sqlite-store';
import { type WriteTable, writeTableOf } from '../store/write-table';
import { withWebhookOutbox } from '../webhooks/outbox';
import { FEATURE_STORES } from './feature-stores';

/**
 * Every write of the sandbox's database, as both threads build it: the core's and the features',
 * those that store or change a payment followed by the settlement ledger's update, and those that
 * change what a webhook reports (a payment, a schedule, a registration) by the webhook outbox, all
 * in the write's transaction.
 */
export const sandboxWriteTable = (db: Database): WriteTable =>
  withWebhookOutbox(db, withSettlementLedger(db, writeTableOf(db, allStores(FEATURE_STORES))), {
    ...PAYMENT_EVENTS,
    ...SCHEDULE_EVENTS,
    ...REGISTRATION_EVENTS,
  });
