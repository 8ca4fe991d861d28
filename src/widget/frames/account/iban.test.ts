import { describe, expect, it } from 'vitest';
import { accountDetails, analyseIban } from './iban';
import { accountErrors } from './local-check';

describe('the IBAN as typed', () => {
  it('upper-cases, drops separators and shows groups of four', () => {
    expect(analyseIban('de89 3704-0044.0532 0130 00')).toMatchObject({
      iban: 'DE89370400440532013000',
      formatted: 'DE89 3704 0044 0532 0130 00',
      valid: true,
    });
  });

  it('is potentially valid while shorter than its country needs, not once the check digits fail', () => {
    expect(analyseIban('DE8937040044')).toMatchObject({ valid: false, potentiallyValid: true });
    expect(analyseIban('DE89370400440532013001')).toMatchObject({ valid: false, potentiallyValid: false });
    expect(analyseIban('1234')).toMatchObject({ valid: false, potentiallyValid: false });
    expect(analyseIban('')).toMatchObject({ empty: true, potentiallyValid: true });
  });

  it('gives the country and, without a BIC, the bank code', () => {
    expect(accountDetails('AT611904300234573201', '')).toEqual({
      'bankAccount.country': 'AT',
      'bankAccount.bankCode': '19043',
    });
    expect(accountDetails('AT611904300234573201', 'BKAUATWW')).toEqual({ 'bankAccount.country': 'AT' });
  });
});

describe("the bank frame's own check", () => {
  it('names the holder, IBAN and BIC that are wrong, and nothing when all are right', () => {
    expect(accountErrors({ holder: 'Jo', iban: 'DE89370400440532013001', bic: 'COBAXXFF' })).toEqual([
      'accountHolder',
      'accountIban',
      'accountBic',
    ]);
    expect(accountErrors({ holder: 'Jane Doe', iban: 'ES9121000418450200051332', bic: '' })).toEqual([]);
    expect(accountErrors({ holder: 'Jane Doe', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' })).toEqual(
      [],
    );
  });
});
