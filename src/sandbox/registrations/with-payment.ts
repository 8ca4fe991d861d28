// What a payment adds to registrations: createRegistration=true stores its instrument (answer
// member registrationId), and an INITIAL standing instruction gets its initial transaction id.
// Both ids go into the parameters before the payment runs, so every answer of it (synchronous,
// pending, final) echoes them; the records are written once the payment itself is stored.

import type { SandboxContext } from '../context';
import type { PaymentAttempt, PaymentRequest } from '../payments/types';
import { instrumentOf } from './instrument';
import { newRegistrationId, saveRegistration } from './registrations';
import { INITIAL_TRANSACTION_ID, isInitial, newInitialTransactionId } from './standing-instructions';

export interface PaymentWithRegistration {
  request: PaymentRequest;
  /** Writes the registration and the initial transaction once the payment is stored. */
  commit(attempt: PaymentAttempt): Promise<void>;
}

export function prepareRegistrations(ctx: SandboxContext, request: PaymentRequest): PaymentWithRegistration {
  const { params } = request;
  const instrument = params.createRegistration === 'true' ? instrumentOf(params) : undefined;
  const createdId = instrument ? newRegistrationId() : undefined;
  const initialId = isInitial(params) ? newInitialTransactionId() : undefined;
  if (!createdId && !initialId) return { request, async commit() {} };

  const added: Record<string, string> = {};
  if (createdId) added.registrationId = createdId;
  if (initialId) added[INITIAL_TRANSACTION_ID] = initialId;
  const usedRegistration = params.registrationId;
  return {
    request: { ...request, params: { ...params, ...added } },
    async commit({ response, stored }) {
      if (!stored) return;
      const entityId = request.merchant.entityId;
      if (createdId && instrument) {
        await saveRegistration(ctx, { id: createdId, entityId, instrument, initialPaymentId: response.id });
      }
      if (initialId) {
        await ctx.store.registrations.insertInitialTransaction({
          id: initialId,
          entityId,
          paymentId: response.id,
          registrationId: createdId ?? usedRegistration ?? null,
          createdAt: ctx.now(),
        });
      }
    },
  };
}
