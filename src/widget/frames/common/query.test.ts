import { describe, expect, it } from 'vitest';
import { readFrameQuery } from './query';

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const valid = { field: 'cvv', checkoutId: 'C1.x', parentOrigin: 'https://shop.test', locale: 'de-AT' };

describe('readFrameQuery', () => {
  it('reads field, checkout, parent origin and locale', () => {
    expect(readFrameQuery(query(valid))).toEqual(valid);
  });

  it.each([
    { field: 'pan' },
    { checkoutId: '' },
    { parentOrigin: '*' },
    { parentOrigin: 'https://shop.test/path' },
    { parentOrigin: 'javascript:alert(1)' },
  ])('rejects %j', (override) => {
    expect(readFrameQuery(query({ ...valid, ...override }))).toBeNull();
  });

  it('falls back to en for a malformed locale', () => {
    expect(readFrameQuery(query({ ...valid, locale: '<x>' }))?.locale).toBe('en');
  });
});
