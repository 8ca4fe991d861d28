import { describe, expect, it } from 'vitest';
import { detailOf } from './answers';
import { PAYMENT_ANSWER } from './logged-entry';
import type { RequestDetailRow } from './request-log-store';

const ID = '8ac7a4a0123456789012345678901234';
const PAYMENT = {
  id: ID,
  card: { bin: '420000', last4Digits: '0000', holder: 'Jane Doe' },
  customParameters: { NOTE: 'card 4200000000000000' },
  result: { code: '000.100.110', description: 'Request successfully processed' },
  ndc: 'ndc-1',
};
const RESPONSE = JSON.stringify(PAYMENT);

const row = (payment_response: string | null, extra: Partial<RequestDetailRow> = {}): RequestDetailRow => ({
  id: 7,
  at: Date.parse('2026-11-21T12:00:00Z'),
  wall_at: Date.parse('2026-11-21T12:00:00Z'),
  method: 'POST',
  path: '/v1/payments',
  status: 200,
  result_code: '000.100.110',
  result_description: 'Request successfully processed',
  duration_ms: 3.1,
  merchant_transaction_id: null,
  payment_id: ID,
  ndc: 'ndc-1',
  parameters: '&amount=12.50',
  answer: PAYMENT_ANSWER,
  answer_bytes: RESPONSE.length,
  payment_response,
  ...extra,
});

describe('a request answered with a payment’s final answer', () => {
  it('shows the payment’s stored response, masked as a kept answer is', () => {
    expect(detailOf(row(RESPONSE)).answer).toEqual({
      ...PAYMENT,
      card: { ...PAYMENT.card, holder: 'J*** D**' },
      customParameters: { NOTE: 'card 420000******0000' },
    });
  });

  it('shows its result alone when the payment is gone or its response is another answer', () => {
    const resultOnly = { result: { code: '000.100.110', description: 'Request successfully processed' } };
    expect(detailOf(row(null)).answer).toEqual(resultOnly);
    const rewritten = JSON.stringify({ ...PAYMENT, result: { code: '000.100.112', description: 'x' } });
    expect(detailOf(row(rewritten, { answer_bytes: rewritten.length })).answer).toEqual(resultOnly);
    const otherNdc = JSON.stringify({ ...PAYMENT, ndc: 'ndc-2' });
    expect(detailOf(row(otherNdc)).answer).toEqual(resultOnly);
    expect(detailOf(row(`${RESPONSE} `)).answer).toEqual(resultOnly);
  });
});
