import { coreReads } from './core-reads';
import { coreWrites } from './core-writes';
import { featureStore } from './feature-store';

const QUEUED_VOID = () => ({ result: undefined });

/**
 * The core tables (merchants, checkouts, payments, redirect sessions, the readiness probe) as a
 * feature store like any other: paying a checkout and completing a pending payment wait for
 * their answer (each is a check and an update in one transaction); the rest is queued.
 */
export const CORE_STORE = featureStore({
  reads: coreReads,
  writes: coreWrites,
  queued: {
    upsertMerchant: QUEUED_VOID,
    insertCheckout: QUEUED_VOID,
    insertPayment: ([, paysCheckout]) => (paysCheckout ? undefined : { result: true }),
    expireCheckout: QUEUED_VOID,
    expirePayment: QUEUED_VOID,
    insertAsyncSession: QUEUED_VOID,
    updateAsyncSession: QUEUED_VOID,
    probe: QUEUED_VOID,
  },
});
