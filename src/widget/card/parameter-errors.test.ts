import { describe, expect, it } from 'vitest';
import { RESULT } from '../../spec/result-codes';
import { ALREADY_PAID_CODE } from './card-submit';
import { mapParameterErrors } from './parameter-errors';

describe('mapParameterErrors', () => {
  it('maps gateway parameter names to card form fields', () => {
    const mapped = mapParameterErrors([
      { name: 'card.number' },
      { name: 'card.cvv' },
      { name: 'card.expiryMonth' },
      { name: 'card.expiryYear' },
      { name: 'card.holder' },
      { name: 'amount' },
    ]);
    expect(mapped.fields).toEqual(['cardNumber', 'cvv', 'expiry', 'cardHolder']);
    expect(mapped.unmapped).toEqual(['amount']);
  });

  it('treats paymentBrand as a card number problem', () => {
    expect(mapParameterErrors([{ name: 'paymentBrand' }]).fields).toEqual(['cardNumber']);
  });
});

it('the already-paid code matches the shared result codes', () => {
  expect(ALREADY_PAID_CODE).toBe(RESULT.CHECKOUT_ALREADY_PAID.code);
});
