import type { FastifyReply } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { sendAnswer } from '../http/answer';
import { CHECKOUT_ID_FORMAT } from '../ids';
import type { CheckoutRecord, CoreStore } from '../store/store';

/** The checkout, unless it does not exist or its 30 minutes are over. */
export async function liveCheckout(
  store: CoreStore,
  id: string,
  now: Date,
): Promise<CheckoutRecord | undefined> {
  if (!CHECKOUT_ID_FORMAT.test(id)) return undefined;
  const checkout = await store.checkout(id);
  return checkout && checkout.expiresAt.getTime() > now.getTime() ? checkout : undefined;
}

/**
 * The checkout a browser payment is for. Otherwise undefined, with the answer already sent: 404
 * when it does not exist (or has expired), 400 when it has been paid.
 */
export async function payableCheckout(
  store: CoreStore,
  reply: FastifyReply,
  id: string,
  now: Date,
): Promise<CheckoutRecord | undefined> {
  const checkout = await liveCheckout(store, id, now);
  if (!checkout) {
    sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    return undefined;
  }
  if (checkout.state === 'PAID') {
    sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId: checkout.id });
    return undefined;
  }
  return checkout;
}
