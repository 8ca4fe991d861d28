import { describe, expect, it } from 'vitest';
import { catalogueOf, OPERATIONS } from '../operations';
import { CATALOGUE, createCatalogue, selects } from './index';

describe('parameter catalogue', () => {
  it('finds plain, indexed and keyed names', () => {
    expect(CATALOGUE.find('card.number')?.spec.name).toBe('card.number');
    expect(CATALOGUE.find('cart.items[0].name')?.spec.name).toBe('cart.items[n].name');
    expect(CATALOGUE.find('cart.items[1000].recipient.city')?.spec.name).toBe('cart.items[n].recipient.city');
    expect(CATALOGUE.find('customParameters[ORDER_REF]')).toEqual({
      spec: CATALOGUE.byName('customParameters[key]'),
    });
    expect(CATALOGUE.find('card.numbr')).toBeUndefined();
    expect(CATALOGUE.find('cart.items[x].name')).toBeUndefined();
  });

  it('reports indexes over 1000, leading zeros and bad keys as name problems', () => {
    expect(CATALOGUE.find('cart.items[1001].name')?.nameProblem).toMatch(/0 to 1000/);
    expect(CATALOGUE.find('cart.items[01].name')?.nameProblem).toMatch(/0 to 1000/);
    expect(CATALOGUE.find('customParameters[ab]')?.nameProblem).toMatch(/3 to 64/);
    expect(CATALOGUE.find('customParameters[a-b-c]')?.nameProblem).toMatch(/3 to 64/);
    expect(CATALOGUE.find(`customParameters[${'a'.repeat(65)}]`)?.nameProblem).toMatch(/3 to 64/);
    expect(CATALOGUE.find(`customParameters[${'a'.repeat(64)}]`)?.nameProblem).toBeUndefined();
  });

  it('does not confuse prototype names with parameters', () => {
    expect(CATALOGUE.find('constructor')).toBeUndefined();
    expect(CATALOGUE.find('__proto__')).toBeUndefined();
  });

  it('refuses an entry listed twice', () => {
    const spec = { name: 'amount', format: { kind: 'boolean' } as const };
    expect(() => createCatalogue([spec, spec])).toThrow(/listed twice/);
  });

  it('every name an operation requires or accepts exists in the catalogue', () => {
    for (const op of Object.values(OPERATIONS)) {
      const catalogue = catalogueOf(op);
      for (const name of op.required) expect(catalogue.byName(name), `${op.name} ${name}`).toBeDefined();
      for (const selector of [...op.optional, ...(op.except ?? [])]) {
        expect(
          catalogue.specs.some((s) => selects(selector, s.name)),
          `${op.name} ${selector}`,
        ).toBe(true);
      }
    }
  });

  it('marks the card number and the CVV as sensitive', () => {
    expect(CATALOGUE.byName('card.number')?.sensitive).toBe('pan');
    expect(CATALOGUE.byName('card.cvv')?.sensitive).toBe('secret');
  });
});
