import type { SandboxContext } from '../context';
import { PAYMENT_ID_FORMAT } from '../ids';
import type { PaymentRecord } from '../store/store';
import { settleIfExpired } from './pending/pending-payments';

/**
 * The merchant's payment with this id, ended first when it was pending past its time; undefined
 * for a malformed id, an unknown one and another merchant's alike (all answered as not found).
 */
export async function merchantPayment(
  ctx: SandboxContext,
  id: string,
  entityId: string,
): Promise<PaymentRecord | undefined> {
  const found = PAYMENT_ID_FORMAT.test(id) ? await ctx.store.payment(id) : undefined;
  return found && found.entityId === entityId ? await settleIfExpired(ctx, found) : undefined;
}
