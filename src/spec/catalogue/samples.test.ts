import { describe, expect, it } from 'vitest';
import { matchesFormat } from './formats';
import { CATALOGUE, QUERY_CATALOGUE, REPORTING_CATALOGUE } from './index';
import { invalidSamples, validSamples } from './samples';

const ALL = [...CATALOGUE.specs, ...QUERY_CATALOGUE.specs, ...REPORTING_CATALOGUE.specs];

describe('catalogue samples', () => {
  it.each(ALL.map((spec) => [spec.name, spec] as const))('%s: samples agree with the format', (_, spec) => {
    for (const value of validSamples(spec.format))
      expect(matchesFormat(value, spec.format), `accepts ${JSON.stringify(value.slice(0, 40))}`).toBe(true);
    const invalid = invalidSamples(spec.format);
    expect(invalid.length).toBeGreaterThan(0);
    for (const value of invalid)
      expect(matchesFormat(value, spec.format), `refuses ${JSON.stringify(value.slice(0, 40))}`).toBe(false);
  });

  it('counts every table of the three documents', () => {
    const prefixes = new Set(CATALOGUE.specs.map((s) => s.name.split(/[.[]/)[0]));
    for (const structure of [
      'amount',
      'card',
      'applePay',
      'googlePay',
      'samsungPay',
      'virtualAccount',
      'bankAccount',
      'tokenAccount',
      'createRegistration',
      'recurringMigration',
      'customer',
      'shipping',
      'billing',
      'merchant',
      'corporate',
      'sender',
      'recipient',
      'cart',
      'marketPlace',
      'airline',
      'giftCard',
      'threeDSecure',
      'customParameters',
      'shopperResultUrl',
      'notificationUrl',
      'standingInstruction',
      'pos',
      'risk',
      'job',
      'chargebackResultCode',
    ])
      expect(prefixes.has(structure), structure).toBe(true);
    expect(CATALOGUE.specs.length).toBeGreaterThan(450);
  });
});
