import { describe, expect, it } from 'vitest';
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
