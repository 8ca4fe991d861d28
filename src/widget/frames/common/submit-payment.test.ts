import { describe, expect, it, vi } from 'vitest';
import { buildPaymentBody, postPayment, sanitize } from './submit-payment';

const PAN = '4200000000000000';

describe('buildPaymentBody', () => {
  it('adds PAN and CVV to the page fields and drops card data claimed by the page', () => {
    const body = buildPaymentBody(
      {
        'card.expiryMonth': '03',
        'card.expiryYear': '2030',
        'card.number': '4111111111111111',
        'card.cvv': '999',
        'bad name!': 'x',
      },
      PAN,
      { 'card.cvv': '123' },
    );
    expect([...body]).toEqual([
      ['card.expiryMonth', '03'],
      ['card.expiryYear', '2030'],
      ['card.number', PAN],
      ['card.cvv', '123'],
    ]);
  });

  it('omits an empty CVV', () => {
    expect(
      buildPaymentBody({ 'card.expiryMonth': '03', 'card.expiryYear': '2030' }, PAN, { 'card.cvv': '' }).has(
        'card.cvv',
      ),
    ).toBe(false);
  });

  it('takes holder and expiry from the frames that hold them, never from the page', () => {
    const body = buildPaymentBody(
      { 'card.holder': 'Page Script', 'card.expiryMonth': undefined, paymentBrand: 'VISA' },
      PAN,
      { 'card.cvv': '123', 'card.expiryMonth': '03', 'card.expiryYear': '2030', 'card.holder': '' },
    );
    expect([...body]).toEqual([
      ['paymentBrand', 'VISA'],
      ['card.number', PAN],
      ['card.cvv', '123'],
      ['card.expiryMonth', '03'],
      ['card.expiryYear', '2030'],
    ]);
  });
});

describe('sanitize', () => {
  it('removes card data, holder and expiry wherever they appear', () => {
    const clean = sanitize(
      {
        result: {
          code: '100.100.101',
          description: `invalid card ${PAN}`,
          parameterErrors: [
            { name: 'card.number', value: PAN, message: 'invalid' },
            { name: 'card.holder', value: 'Jane', message: 'x' },
          ],
        },
        card: {
          bin: '420000',
          number: PAN,
          cvv: '123',
          holder: 'Jane',
          expiryMonth: '03',
          expiryYear: '2031',
        },
        'card.cvv': '123',
      },
      PAN,
      '',
    );
    const text = JSON.stringify(clean);
    for (const secret of [PAN, '123', 'Jane', '2031']) expect(text).not.toContain(secret);
    expect(clean).toEqual({
      result: {
        code: '100.100.101',
        description: 'invalid card ****',
        parameterErrors: [
          { name: 'card.number', message: 'invalid' },
          { name: 'card.holder', message: 'x' },
        ],
      },
      card: { bin: '420000' },
    });
  });
});

describe('postPayment', () => {
  it('posts form-encoded to the same-origin payment path', async () => {
    const fetchFn = vi.fn(
      async () => new Response(JSON.stringify({ result: { code: '000.100.110' } }), { status: 200 }),
    );
    const result = await postPayment(
      'C1.x',
      new URLSearchParams({ a: 'b' }),
      PAN,
      fetchFn as unknown as typeof fetch,
    );
    expect(result).toEqual({
      ok: true,
      outcome: { httpStatus: 200, body: { result: { code: '000.100.110' } } },
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/checkouts/C1.x/payment');
    expect(init.method).toBe('POST');
    // fetch sends a URLSearchParams body as application/x-www-form-urlencoded;charset=UTF-8.
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('a=b');
    expect(new Request('https://gateway.test/', init).headers.get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
  });

  it('reports network and bad responses', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await postPayment('C1', new URLSearchParams(), PAN, offline as unknown as typeof fetch)).toEqual({
      ok: false,
      reason: 'network',
    });
    const html = vi.fn(async () => new Response('<html>', { status: 502 }));
    expect(await postPayment('C1', new URLSearchParams(), PAN, html as unknown as typeof fetch)).toEqual({
      ok: false,
      reason: 'badResponse',
    });
  });
});
