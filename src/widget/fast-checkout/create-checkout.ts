// Fast checkout (spec 4.1): wpwlOptions.createCheckout({brand}) gives a checkout id, or a thenable
// (native promise, jQuery deferred) that resolves to one. A throw, a rejection or no answer in
// time is a CreateCheckoutError; anything but an id (spec 2.2) is an InvalidCheckoutIdError.
import { widgetError } from '../core/errors';
import type { ResolvedOptions } from '../core/options';

export const CREATE_CHECKOUT_TIMEOUT_MS = 30_000;
const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;

interface Deferred {
  then?: unknown;
  done?: (fn: (value: unknown) => void) => unknown;
  fail?: (fn: (reason: unknown) => void) => unknown;
}

export function createCheckoutId(
  options: Pick<ResolvedOptions, 'createCheckout' | 'createCheckoutTimeout'>,
  brand: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const ms = options.createCheckoutTimeout ?? CREATE_CHECKOUT_TIMEOUT_MS;
    const fail = (reason: unknown) => {
      clearTimeout(timer);
      // An Error, a jqXHR (statusText) or whatever the merchant rejected with.
      const { message, statusText } = (reason ?? {}) as { message?: string; statusText?: string };
      reject(widgetError('CreateCheckoutError', `createCheckout: ${message ?? statusText ?? reason}`));
    };
    const settle = (id: unknown) => {
      clearTimeout(timer);
      if (typeof id === 'string' && CHECKOUT_ID.test(id)) resolve(id);
      else
        reject(
          widgetError(
            'InvalidCheckoutIdError',
            `createCheckout gave no checkout id: ${String(id).slice(0, 64)}`,
          ),
        );
    };
    const timer = setTimeout(fail, ms, `no checkout id within ${ms} ms`);
    try {
      const out = options.createCheckout?.({ brand }) as Deferred | undefined;
      if (!options.createCheckout) throw new Error('wpwlOptions.createCheckout is not set');
      // jQuery 1 and 2: `then` is not Promises/A+, done/fail are dependable (jQuery 3 has both).
      if (typeof out?.done === 'function' && typeof out.fail === 'function') {
        out.done(settle);
        out.fail(fail);
      } else Promise.resolve(out).then(settle, fail);
    } catch (error) {
      fail(error);
    }
  });
}
