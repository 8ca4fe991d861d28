// Values the spec's tables would refuse but shipped merchant code sends and the live gateway takes
// (docs/decisions.md): accepted here, and what stays refused says what would be accepted.
import { describe, expect, it } from 'vitest';
import { validate } from '../validate';

const pay = {
  entityId: '8a8294174b7ecb28014b9699220015ca',
  amount: '1.00',
  currency: 'EUR',
  paymentType: 'DB',
  paymentBrand: 'VISA',
  'card.number': '4200000000000000',
  'card.expiryMonth': '12',
  'card.expiryYear': '2034',
  'card.cvv': '123',
};
const errors = (extra: Record<string, string>) =>
  validate({ ...pay, ...extra }, 'serverPayment').map((issue) => `${issue.name}: ${issue.message}`);

describe('postcodes and states as addresses have them', () => {
  it.each(['TE1 2ST', 'SW1A 1AA', '1011 AB', '63229-3220', '10115', 'K1A0B1'])(
    'accepts the postcode %j',
    (postcode) => {
      expect(errors({ 'billing.postcode': postcode, 'shipping.postcode': postcode })).toEqual([]);
    },
  );

  it.each([' 10115', '10115 ', 'SW1A  1AA', '1011--AB', '63229-', 'A'.repeat(17), '10115!'])(
    'refuses the postcode %j, saying what would do',
    (postcode) => {
      expect(errors({ 'billing.postcode': postcode })).toEqual([
        'billing.postcode: must be 1 to 16 letters or digits, with single spaces or hyphens between them',
      ]);
    },
  );

  it('accepts New York and São Paulo as states, and refuses what is not a state', () => {
    expect(errors({ 'billing.state': 'New York', 'shipping.state': 'São Paulo' })).toEqual([]);
    expect(errors({ 'billing.state': 'New  York' })).toHaveLength(1);
    expect(errors({ 'billing.state': 'NY;' })).toEqual([
      'billing.state: must be 1 to 50 letters, digits or dots, with single spaces between words',
    ]);
  });
});
