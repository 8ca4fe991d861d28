import { describe, expect, it } from 'vitest';
import { nestParams } from './nest-params';

describe('nestParams', () => {
  it('turns dotted, indexed and keyed names into JSON structures', () => {
    expect(
      nestParams({
        merchantTransactionId: 'm-1',
        'customer.givenName': 'Jane',
        'cart.items[1].name': 'Pen',
        'cart.items[0].name': 'Book',
        'cart.items[0].recipient.city': 'Wien',
        'customParameters[a.b]': '1',
        'customParameters[123]': '2',
      }),
    ).toEqual({
      merchantTransactionId: 'm-1',
      customer: { givenName: 'Jane' },
      cart: { items: [{ name: 'Book', recipient: { city: 'Wien' } }, { name: 'Pen' }] },
      customParameters: { 'a.b': '1', '123': '2' },
    });
  });

  it('keeps __proto__ as an own member', () => {
    const nested = nestParams({ 'customParameters[__proto__]': 'x' });
    const custom = nested.customParameters as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(custom, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(custom)).toBe(Object.prototype);
    expect(JSON.stringify(nested)).toBe('{"customParameters":{"__proto__":"x"}}');
  });
});
