import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../spec/catalogue/index';
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

  it('puts names of one structure sent apart into the same node', () => {
    expect(
      nestParams({
        'cart.items[0].name': 'Book',
        'customer.givenName': 'Jane',
        'cart.items[0].price': '5.00',
        'cart.items[1].name': 'Pen',
        'cart.items[0].quantity': '2',
      }),
    ).toEqual({
      cart: { items: [{ name: 'Book', price: '5.00', quantity: '2' }, { name: 'Pen' }] },
      customer: { givenName: 'Jane' },
    });
  });

  // nestParams keeps the last parent node: a value replacing a structure would detach it.
  it('has no catalogue name that is also the structure of another', () => {
    const names = CATALOGUE.specs.map((spec) => spec.name);
    const structures = names.filter((name) =>
      names.some((other) => other.startsWith(`${name}.`) || other.startsWith(`${name}[`)),
    );
    expect(structures).toEqual([]);
  });

  it('keeps __proto__ as an own member', () => {
    const nested = nestParams({ 'customParameters[__proto__]': 'x' });
    const custom = nested.customParameters as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(custom, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(custom)).toBe(Object.prototype);
    expect(JSON.stringify(nested)).toBe('{"customParameters":{"__proto__":"x"}}');
  });
});
