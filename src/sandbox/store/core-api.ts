import { jsonOf } from '../http/json-once';
import { paymentRow } from './core-rows';
import type { CORE_STORE } from './core-store';
import type { FeatureApi } from './feature-store';
import { type MerchantCaching, merchantAccounts } from './merchant-accounts';
import type { CoreStore } from './store';

/** The core store's reads and writes over its tables' methods, whichever database holds them. */
export type CoreApi = Omit<CoreStore, 'durable' | 'probe' | 'close'>;

/**
 * The core store as the sandbox calls it (records, Dates) over the core tables' methods (rows,
 * epoch milliseconds): the same on SQLite and on PostgreSQL.
 */
export function coreApiOver(
  core: FeatureApi<typeof CORE_STORE>,
  tokenKey: Buffer,
  caching: MerchantCaching,
): CoreApi {
  return {
    ...merchantAccounts(core, core, tokenKey, caching),

    insertCheckout: (c) =>
      core.insertCheckout({
        id: c.id,
        entity_id: c.entityId,
        params: JSON.stringify(c.params),
        created_at: c.createdAt.getTime(),
        expires_at: c.expiresAt.getTime(),
        state: c.state,
      }),
    checkout: core.checkout,

    insertPayment: (payment, options = {}) =>
      core.insertPayment(paymentRow(payment), options.paysCheckout === true),
    payment: core.payment,
    latestPaymentOfCheckout: core.latestPaymentOfCheckout,
    pendingPaymentsOfCheckout: core.pendingPaymentsOfCheckout,
    completePayment: (id, response, options = {}) =>
      core.completePayment(id, jsonOf(response), options.paysCheckout === true),
    expireCheckout: (id, at) => core.expireCheckout(id, at.getTime()),
    expirePayment: (id, at) => core.expirePayment(id, at.getTime()),

    insertAsyncSession: (s) =>
      core.insertAsyncSession({
        id: s.id,
        payment_id: s.paymentId,
        kind: s.kind,
        data: JSON.stringify(s.data),
        created_at: s.createdAt.getTime(),
        expires_at: s.expiresAt.getTime(),
      }),
    asyncSession: core.asyncSession,
    updateAsyncSession: (id, data) => core.updateAsyncSession(id, JSON.stringify(data)),
  };
}
