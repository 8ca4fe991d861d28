import { describe, expect, it, vi } from 'vitest';
import { resolveOptions } from '../core/options';

describe('wallet and fast-checkout options', () => {
  it('are known options with their types checked', () => {
    const warn = vi.fn();
    const createCheckout = () => 'id';
    const options = resolveOptions(
      {
        createCheckout,
        createCheckoutTimeout: 5000,
        checkout: { amount: '12.50' },
        inlineFlow: ['PAYPAL_CONTINUE'],
        applePay: { displayName: 'Shop' },
        googlePay: { merchantName: 'Shop' },
        amazonPay: { merchantId: 'A1' },
        paypal: { clientId: 'sb' },
      },
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
    expect(options).toMatchObject({
      createCheckout,
      inlineFlow: ['PAYPAL_CONTINUE'],
      amazonPay: { merchantId: 'A1' },
    });
    resolveOptions(
      {
        createCheckout: 'https://shop/checkout',
        inlineFlow: 'APPLEPAY',
        createCheckoutTimeout: -1,
        googlePay: [],
      },
      warn,
    );
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'wpwl: option "createCheckout" has an invalid value; ignored',
      'wpwl: option "inlineFlow" has an invalid value; ignored',
      'wpwl: option "createCheckoutTimeout" has an invalid value; ignored',
      'wpwl: option "googlePay" has an invalid value; ignored',
    ]);
  });
});
