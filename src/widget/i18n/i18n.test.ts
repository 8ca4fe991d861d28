import { describe, expect, it } from 'vitest';
import { de } from '../../spec/i18n/locales/de';
import { createTexts, formatAmount, resolveLocale } from './index';

describe('resolveLocale', () => {
  it.each([
    ['de-AT', 'de'],
    ['de_AT', 'de'],
    ['DE', 'de'],
    ['de', 'de'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['constructor', 'en'],
    [undefined, 'en'],
    ['', 'en'],
  ])('%s -> %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected);
  });
});

describe('createTexts', () => {
  it('uses the loaded catalogue and keeps the requested tag for formatting', () => {
    const texts = createTexts('de-AT', {}, {}, de);
    expect(texts.locale).toBe('de');
    expect(texts.formatLocale).toBe('de-AT');
    expect(texts.labels.cardNumber).toBe('Kartennummer');
  });

  it('applies merchant overrides key by key, strings only', () => {
    const texts = createTexts(
      'en',
      { cardHolder: 'Name', cvv: 42 as unknown as string },
      { cvvError: 'Bad CVV' },
    );
    expect(texts.labels.cardHolder).toBe('Name');
    expect(texts.labels.cvv).toBe('CVV');
    expect(texts.errorMessages.cvvError).toBe('Bad CVV');
    expect(texts.errorMessages.cardNumberError).toBe('Invalid card number');
  });

  it('speaks English while (or when) no other catalogue is loaded', () => {
    const texts = createTexts('de-AT');
    expect(texts.locale).toBe('en');
    expect(texts.labels.cardNumber).toBe('Card number');
  });

  it('survives an invalid locale tag', () => {
    expect(createTexts('??').formatLocale).toBe('en');
  });
});

describe('formatAmount', () => {
  it('formats for the locale', () => {
    expect(formatAmount('12.50', 'EUR', 'en')).toBe('€12.50');
    expect(formatAmount('12.50', 'EUR', 'de').replace(/\s/g, ' ')).toBe('12,50 €');
  });

  it('falls back to amount and code for an unknown currency', () => {
    expect(formatAmount('1.00', 'E1R', 'en')).toBe('1.00 E1R');
  });
});
