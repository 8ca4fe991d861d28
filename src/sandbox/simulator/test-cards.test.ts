import { describe, expect, it } from 'vitest';
import { cardBrandsOf } from '../../spec/brand-detection';
import { luhnValid } from '../../spec/brands';
import { RESULT } from '../../spec/result-codes';
import { CARD, ENTITY_ID, json, postForm, testSandbox } from '../test-support';
import { simulatePayment } from './simulator';
import { TEST_CARDS } from './test-cards';
import { renderTestCardsMarkdown } from './test-cards-markdown';

describe('test cards', () => {
  it.each(TEST_CARDS.map((c) => [c.number, c.brand]))(
    '%s is Luhn-valid and detected as %s',
    (number, brand) => {
      expect(luhnValid(number)).toBe(true);
      // A co-badged card's first brand is the domestic one (MADA), the one it is listed under.
      expect(cardBrandsOf(number)[0]).toBe(brand);
    },
  );

  it('lists each number once', () => {
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it('covers the approval and every decline the brief asks for', () => {
    const codes = new Set(TEST_CARDS.map((c) => c.result.code));
    for (const code of [
      '000.100.110',
      '800.100.152',
      '800.100.151',
      '800.100.155',
      '800.100.157',
      '800.100.153',
      '800.100.162',
      '800.300.401',
      '900.100.300',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  it('approves unknown numbers, with the connector test mode’s code under EXTERNAL, and declines alike', () => {
    expect(simulatePayment({ 'card.number': '6011111111111117' }).result).toEqual(
      RESULT.SUCCESS_INTEGRATOR_TEST,
    );
    expect(simulatePayment({ 'card.number': '4200000000000000', testMode: 'EXTERNAL' }).result).toEqual(
      RESULT.SUCCESS_CONNECTOR_TEST,
    );
    expect(simulatePayment({ 'card.number': '4000000000001554', testMode: 'EXTERNAL' }).result).toEqual(
      simulatePayment({ 'card.number': '4000000000001554' }).result,
    );
  });

  it('renders as a Markdown table', () => {
    const lines = renderTestCardsMarkdown().split('\n');
    expect(lines[0]).toBe('| Card number | Brand | Result code | Outcome |');
    expect(lines).toHaveLength(TEST_CARDS.length + 2);
    expect(lines).toContain('| 4000000000001554 | VISA | 800.100.155 | insufficient funds |');
  });
});

describe('testMode=EXTERNAL on registrations', () => {
  it('stores the details and answers 000.100.112', async () => {
    const sb = await testSandbox();
    const res = await postForm(sb.app, '/v1/registrations', {
      entityId: ENTITY_ID,
      paymentBrand: 'VISA',
      testMode: 'EXTERNAL',
      ...CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).result).toEqual(RESULT.SUCCESS_CONNECTOR_TEST);
    await sb.app.close();
  });
});
