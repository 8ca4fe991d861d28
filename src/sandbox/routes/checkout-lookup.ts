import { CHECKOUT_ID_FORMAT } from '../ids';
import type { CheckoutRecord, Store } from '../store/store';

/** The checkout, unless it does not exist or its 30 minutes are over. */
export function liveCheckout(store: Store, id: string, now: Date): CheckoutRecord | undefined {
  if (!CHECKOUT_ID_FORMAT.test(id)) return undefined;
  const checkout = store.checkout(id);
  return checkout && checkout.expiresAt.getTime() > now.getTime() ? checkout : undefined;
}
