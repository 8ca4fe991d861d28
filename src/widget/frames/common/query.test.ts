import { describe, expect, it } from 'vitest';
import { frameParameters, readFrameQuery } from './query';

const query = (params: Record<string, string>) => new URLSearchParams(params);
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

  it('reads the page’s parameters from the query and the frame’s from the fragment', () => {
    const location = {
      search: '?field=cvv&locale=de',
      hash: `#${new URLSearchParams({ checkoutId: 'C1.x', parentOrigin: 'https://shop.test', requireCvv: 'true' })}`,
    };
    const parameters = frameParameters(location);
    expect(readFrameQuery(parameters, CARD_FIELDS)).toEqual(valid);
    expect(parameters.get('requireCvv')).toBe('true');
    expect(readFrameQuery(frameParameters({ search: location.search, hash: '' }), CARD_FIELDS)).toBeNull();
  });
});
