import { describe, expect, it } from 'vitest';
import { readFrameQuery } from './query';

const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const valid = { field: 'cvv', checkoutId: 'C1.x', parentOrigin: 'https://shop.test' };
const CARD_FIELDS = ['cardNumber', 'cvv', 'expiry', 'cardHolder'] as const;

describe('readFrameQuery', () => {
  it('reads field, checkout and parent origin', () => {
    expect(readFrameQuery(query({ ...valid, locale: 'de-AT' }), CARD_FIELDS)).toEqual(valid);
  });

  it.each([
    { field: 'pan' },
    { field: 'accountIban' },
    { checkoutId: '' },
    { parentOrigin: '*' },
    { parentOrigin: 'https://shop.test/path' },
    { parentOrigin: 'javascript:alert(1)' },
  ])('rejects %j', (override) => {
    expect(readFrameQuery(query({ ...valid, ...override }), CARD_FIELDS)).toBeNull();
  });

  it('takes only the fields of its bundle', () => {
    expect(readFrameQuery(query({ ...valid, field: 'accountIban' }), ['accountIban'])?.field).toBe(
      'accountIban',
    );
    expect(readFrameQuery(query({ ...valid, field: 'cvv' }), ['accountIban', 'registrations'])).toBeNull();
  });
});
