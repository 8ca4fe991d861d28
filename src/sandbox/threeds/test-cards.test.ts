import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardBrandsOf } from '../../spec/brand-detection';
import { luhnValid } from '../../spec/brands';
import { TEST_CARDS } from '../simulator/test-cards';
import { planThreeDS } from './scenario';
import { THREEDS_CARDS } from './test-cards';
import { renderThreeDSCardsMarkdown } from './test-cards-markdown';

describe('3-D Secure test cards', () => {
  it.each(THREEDS_CARDS.map((c) => [c.number, c.brand]))(
    '%s is Luhn-valid and detected as %s',
    (number, brand) => {
      expect(luhnValid(number)).toBe(true);
      // A co-badged card's first brand is the domestic one (MADA), the one it is listed under.
      expect(cardBrandsOf(number)[0]).toBe(brand);
    },
  );

  it('lists each number once, none of them a card of the plain simulator', () => {
    const numbers = THREEDS_CARDS.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const card of TEST_CARDS) expect(numbers).not.toContain(card.number);
  });

  it('covers every outcome and every 3DS Method behaviour, and the public COPYandPAY cards', () => {
    const outcomes = new Set(THREEDS_CARDS.map((c) => c.outcome));
    for (const o of ['Y', 'A', 'C', 'N', 'R', 'U', 'error', 'notEnrolled'])
      expect(outcomes.has(o as never), o).toBe(true);
    const methods = new Set(THREEDS_CARDS.map((c) => c.method));
    expect([...methods].sort()).toEqual(['absent', 'present', 'timeout']);
    const publicCards = THREEDS_CARDS.filter((c) => c.public).map((c) => c.number);
    for (const n of [
      '4200000000000091',
      '4200000000000042',
      '4012001037461114',
      '4012001037141112',
      '5200000000000007',
    ])
      expect(publicCards).toContain(n);
  });

  it('is the table in the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const cells = (text: string) => text.replace(/[ \t]*\|[ \t]*/g, '|').replace(/\|-+(?=\|)/g, '|-');
    expect(cells(readme)).toContain(cells(renderThreeDSCardsMarkdown()));
  });
});

describe('planThreeDS', () => {
  const card = (number: string, extra: Record<string, string> = {}) =>
    planThreeDS({ 'card.number': number, ...extra });

  it('follows the card, and leaves every other card alone', () => {
    expect(card('4200000000000042')).toEqual({
      kind: 'authenticate',
      scenario: { outcome: 'C', method: 'present' },
    });
    expect(card('4000000000003105')).toEqual({
      kind: 'authenticate',
      scenario: { outcome: 'Y', method: 'timeout' },
    });
    expect(card('4012001037141112')).toEqual({ kind: 'notEnrolled' });
    expect(card('4200000000000000')).toEqual({ kind: 'none' });
  });

  it('lets the merchant force the flow', () => {
    expect(card('4200000000000000', { 'customParameters[3DS2_flow]': 'frictionless' })).toMatchObject({
      scenario: { outcome: 'Y' },
    });
    expect(card('4200000000000091', { 'customParameters[3DS2_flow]': 'challenge' })).toMatchObject({
      scenario: { outcome: 'C' },
    });
    expect(card('4200000000000000', { 'customParameters[3DS2_flow]': 'rejected' })).toMatchObject({
      scenario: { outcome: 'R' },
    });
    expect(card('4200000000000000', { 'customParameters[3DS2_flow]': 'notEnrolled' })).toEqual({
      kind: 'notEnrolled',
    });
    expect(card('4200000000000000', { 'customParameters[3DS2_enrolled]': 'true' })).toMatchObject({
      scenario: { outcome: 'Y' },
    });
    expect(card('4200000000000091', { 'threeDSecure.challengeIndicator': '04' })).toMatchObject({
      scenario: { outcome: 'C' },
    });
    expect(card('4200000000000000', { 'threeDSecure.challengeIndicator': '04' })).toMatchObject({
      scenario: { outcome: 'C' },
    });
    expect(card('4012001037141112', { 'threeDSecure.challengeIndicator': '04' })).toEqual({
      kind: 'notEnrolled',
    });
  });

  it('skips 3-D Secure with external proof and in EXTERNAL test mode', () => {
    expect(card('4200000000000042', { 'threeDSecure.eci': '05' })).toEqual({ kind: 'none' });
    expect(card('4200000000000042', { 'threeDSecure.dsTransactionId': 'x' })).toEqual({ kind: 'none' });
    expect(card('4200000000000042', { testMode: 'EXTERNAL' })).toEqual({ kind: 'none' });
  });
});
