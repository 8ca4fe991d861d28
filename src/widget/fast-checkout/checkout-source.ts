// The checkout the wallet buttons of one form pay: the page's own (the script's checkoutId), or
// the one createCheckout makes at the first click. One call at a time: a second click joins the
// first; once a checkout is open it is reused (after a cancel, too); a failure lets the next click
// try again.
import { type CheckoutLookup, lookupCheckout } from '../core/checkout-api';
import type { WidgetContext } from '../core/context';
import { widgetError } from '../core/errors';
import { createCheckoutId } from './create-checkout';

export interface OpenCheckout {
  id: string;
  amount: string;
  currency: string;
}

export type CheckoutSource = (brand: string) => Promise<OpenCheckout>;

export function checkoutSource(ctx: WidgetContext, lookup: CheckoutLookup): CheckoutSource {
  let current: Promise<OpenCheckout> | undefined =
    lookup.status === 'open' ? Promise.resolve({ id: ctx.checkoutId, ...lookup }) : undefined;

  async function create(brand: string): Promise<OpenCheckout> {
    const id = await createCheckoutId(ctx.options, brand);
    const found = await lookupCheckout(ctx.gatewayOrigin, id);
    if (found.status !== 'open') {
      const name = found.status === 'failed' ? 'WidgetError' : 'InvalidCheckoutIdError';
      throw widgetError(name, `Checkout ${id}: ${found.status}`);
    }
    ctx.checkoutId = id;
    if (ctx.win.wpwl) ctx.win.wpwl.checkoutId = id;
    return { id, ...found };
  }

  return (brand) => {
    current ??= create(brand).catch((error) => {
      current = undefined;
      throw error;
    });
    return current;
  };
}
