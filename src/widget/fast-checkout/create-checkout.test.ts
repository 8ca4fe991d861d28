import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREATE_CHECKOUT_TIMEOUT_MS, createCheckoutId } from './create-checkout';

const ID = '8AC7A4C98B5D6C2A018B5F5E1E6F1234.uat01-vm-tx04';

/** A jQuery 1.x / 2.x Deferred: done/fail with several arguments, and a `then` that is not Promises/A+. */
function jQuery1Deferred() {
  const done: Array<(...args: unknown[]) => void> = [];
  const fail: Array<(...args: unknown[]) => void> = [];
  const deferred = {
    done(fn: (...args: unknown[]) => void) {
      done.push(fn);
      return deferred;
    },
    fail(fn: (...args: unknown[]) => void) {
      fail.push(fn);
      return deferred;
    },
    // jQuery < 1.8: an alias of done + fail that returns the same deferred, never a new one.
    // biome-ignore lint/suspicious/noThenProperty: imitating a jQuery deferred
    then(ok: (...args: unknown[]) => void, ko: (...args: unknown[]) => void) {
      return deferred.done(() => ok('then must not be used')).fail(ko);
    },
    resolve: (...args: unknown[]) => {
      for (const fn of done) fn(...args);
    },
    reject: (...args: unknown[]) => {
      for (const fn of fail) fn(...args);
    },
  };
  return deferred;
}

const run = (createCheckout: (json: { brand: string }) => unknown, createCheckoutTimeout?: number) =>
  createCheckoutId(
    { createCheckout, ...(createCheckoutTimeout ? { createCheckoutTimeout } : {}) },
    'GOOGLEPAY',
  );

afterEach(() => vi.useRealTimers());

describe('createCheckout’s answer', () => {
  it('is called with {brand} and may be a plain id', async () => {
    const createCheckout = vi.fn(() => ID);
    await expect(run(createCheckout)).resolves.toBe(ID);
    expect(createCheckout).toHaveBeenCalledExactlyOnceWith({ brand: 'GOOGLEPAY' });
  });

  it('may be a native promise or any Promises/A+ thenable', async () => {
    await expect(run(() => Promise.resolve(ID))).resolves.toBe(ID);
    // biome-ignore lint/suspicious/noThenProperty: a thenable that is no Promise
    const thenable = { then: (ok: (v: string) => void) => setTimeout(ok, 5, ID) };
    await expect(run(() => thenable)).resolves.toBe(ID);
  });

  it('may be a jQuery 1.x deferred resolving with (data, textStatus, jqXHR), read through done', async () => {
    const deferred = jQuery1Deferred();
    const id = run(() => deferred);
    deferred.resolve(ID, 'success', { status: 200 });
    await expect(id).resolves.toBe(ID);
  });

  it('names a rejection, a throw and a missing function CreateCheckoutError', async () => {
    const deferred = jQuery1Deferred();
    const rejected = run(() => deferred);
    deferred.reject({ status: 500, statusText: 'Internal Server Error' }, 'error', 'Internal Server Error');
    await expect(rejected).rejects.toMatchObject({
      name: 'CreateCheckoutError',
      message: 'createCheckout: Internal Server Error',
    });
    await expect(run(() => Promise.reject(new Error('no stock')))).rejects.toMatchObject({
      name: 'CreateCheckoutError',
      message: 'createCheckout: no stock',
    });
    await expect(
      run(() => {
        throw new TypeError('boom');
      }),
    ).rejects.toMatchObject({ name: 'CreateCheckoutError', message: 'createCheckout: boom' });
    await expect(createCheckoutId({}, 'APPLEPAY')).rejects.toMatchObject({
      name: 'CreateCheckoutError',
      message: 'createCheckout: wpwlOptions.createCheckout is not set',
    });
  });

  it('names anything but a checkout id (spec 2.2) InvalidCheckoutIdError', async () => {
    for (const answer of ['garbage id!', 'short', `${ID}${'x'.repeat(10)}`, 42, undefined, { id: ID }]) {
      await expect(run(() => Promise.resolve(answer))).rejects.toMatchObject({
        name: 'InvalidCheckoutIdError',
      });
    }
  });

  it('times out after 30 s by default, or createCheckoutTimeout, and ignores a late answer', async () => {
    vi.useFakeTimers();
    let late: (id: string) => void = () => {};
    const slow = run(() => new Promise<string>((resolve) => (late = resolve)));
    const outcome = slow.then(
      (id) => ({ id }),
      (error: Error) => ({ name: error.name, message: error.message }),
    );
    vi.advanceTimersByTime(CREATE_CHECKOUT_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    late(ID);
    expect(await outcome).toEqual({
      name: 'CreateCheckoutError',
      message: 'createCheckout: no checkout id within 30000 ms',
    });
    const quick = run(() => new Promise(() => {}), 500);
    vi.advanceTimersByTime(500);
    await expect(quick).rejects.toMatchObject({ message: 'createCheckout: no checkout id within 500 ms' });
  });
});
