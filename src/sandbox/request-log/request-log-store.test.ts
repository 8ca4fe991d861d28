import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { ANSWER_LIMIT, answerFacts, parametersOf, type RecordedRequest } from './logged-entry';
import { formParameters, loggedParameters } from './masked-parameters';
import { CHECKOUT_REQUESTS, REQUEST_LOG_STORE } from './request-log-store';
import {
  REQUEST_LOG_PG_LATER_STEPS,
  REQUEST_LOG_PG_STORE,
  REQUEST_LOG_PG_TABLE,
} from './request-log-store-pg';

const PAN = '4200000000000000';

const request = (extra: Partial<RecordedRequest> = {}): RecordedRequest => ({
  entityId: 'e1',
  at: Date.parse('2026-11-21T12:00:00Z'),
  wallAt: Date.parse('2026-11-21T12:00:00Z'),
  method: 'POST',
  path: '/v1/payments',
  status: 200,
  durationMs: 12.34,
  params: { entityId: 'e1', amount: '12.50', 'card.number': PAN, 'card.cvv': '739' },
  answer: JSON.stringify({
    id: 'p1',
    result: { code: '000.100.110', description: 'Request successfully processed' },
  }),
  ...extra,
});

/** The request log's store on one backend, its PostgreSQL table made with every later step. */
const openLog = (name: (typeof BACKENDS)[number]) =>
  featureBackend(
    name,
    REQUEST_LOG_STORE,
    REQUEST_LOG_PG_STORE,
    `${REQUEST_LOG_PG_TABLE}\n${REQUEST_LOG_PG_LATER_STEPS}`,
  );

describe.each(BACKENDS)('the request log on %s', (name) => {
  const open = () => openLog(name);
  let close = async () => {};
  afterEach(() => close());

  it('tells where a read of at most n requests stops, and reads from there on only', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    for (const status of [200, 400, 200, 200, 200]) await writes.record(request({ status }));
    await writes.record(request({ entityId: 'e2' }));
    const ids = (await reads.list('e1', {}, 10)).map((row) => row.id);
    // Newest first: the third of them, then the third of those older than the second.
    expect(await reads.scanFloor('e1', undefined, 3)).toBe(ids[2]);
    expect(await reads.scanFloor('e1', ids[1], 3)).toBe(ids[4]);
    // Fewer left than n: no floor, the read goes to the end.
    expect(await reads.scanFloor('e1', ids[2], 3)).toBeUndefined();
    expect(await reads.scanFloor('e3', undefined, 1)).toBeUndefined();
    const from = await reads.list('e1', { status: 400, from: ids[2] }, 10);
    expect(from).toEqual([]);
    const further = await reads.list('e1', { status: 400, before: ids[2] }, 10);
    expect(further.map((row) => row.id)).toEqual([ids[3]]);
  });

  it('keeps a request masked and reads it back by entity, newest first', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.record(request());
    await writes.record(request({ path: '/v1/checkouts', params: { merchantTransactionId: 'order-1' } }));
    await writes.record(request({ entityId: 'e2' }));
    const listed = await reads.list('e1', {}, 10);
    expect(listed.map((row) => row.path)).toEqual(['/v1/checkouts', '/v1/payments']);
    expect(listed[0]).toMatchObject({ merchant_transaction_id: 'order-1', status: 200, duration_ms: 12.3 });
    const first = listed[1];
    if (!first) throw new Error('not stored');
    const detail = await reads.detail('e1', first.id);
    expect(JSON.parse(detail?.parameters ?? '{}')).toEqual({
      entityId: 'e1',
      amount: '12.50',
      'card.number': '420000******0000',
    });
    expect(detail).toMatchObject({ payment_id: 'p1', result_code: '000.100.110' });
    // Another entity's request is not found by this one.
    const [other] = await reads.list('e2', {}, 10);
    expect(await reads.detail('e1', other?.id ?? 0)).toBeUndefined();
  });

  it('filters by path prefix, status, result class, merchantTransactionId, and pages by id', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const refused = JSON.stringify({
      result: { code: '200.300.404', description: 'invalid or missing parameter' },
    });
    await writes.record(request({ params: { merchantTransactionId: 'a' } }));
    await writes.record(request({ path: '/v1/payments/abc', status: 400, answer: refused }));
    await writes.record(request({ path: '/v1/query', method: 'GET' }));
    await writes.record(request({ answer: JSON.stringify({ result: { code: '000.200.000' } }) }));
    await writes.record(
      request({ answer: JSON.stringify({ result: { code: '800.100.151' } }), status: 400 }),
    );
    const paths = async (filter: Parameters<typeof reads.list>[1]) =>
      (await reads.list('e1', filter, 10)).map((row) => `${row.path} ${row.result_code}`);
    expect(await paths({ path: '/v1/payments/' })).toEqual(['/v1/payments/abc 200.300.404']);
    expect(await paths({ path: '/v1/payments' })).toHaveLength(4);
    expect(await paths({ status: 400 })).toEqual([
      '/v1/payments 800.100.151',
      '/v1/payments/abc 200.300.404',
    ]);
    expect(await paths({ resultClass: 'parameterError' })).toEqual(['/v1/payments/abc 200.300.404']);
    expect(await paths({ resultClass: 'pending' })).toEqual(['/v1/payments 000.200.000']);
    expect(await paths({ resultClass: 'rejected' })).toEqual(['/v1/payments 800.100.151']);
    expect(await paths({ resultClass: 'success' })).toHaveLength(2);
    expect(await paths({ merchantTransactionId: 'a' })).toEqual(['/v1/payments 000.100.110']);
    const all = await reads.list('e1', {}, 10);
    const page = await reads.list('e1', { before: all[1]?.id }, 2);
    expect(page.map((row) => row.id)).toEqual([all[2]?.id, all[3]?.id]);
    const after = await reads.after('e1', all[2]?.id ?? 0, 10);
    expect(after.rows.map((row) => row.id)).toEqual([all[1]?.id, all[0]?.id]);
    const upTo = await reads.upTo('e1', all[1]?.id ?? 0, 3);
    expect(upTo.rows.map((row) => row.id)).toEqual([all[1]?.id, all[2]?.id, all[3]?.id]);
    // PostgreSQL tells the snapshot the rows were read in, even with none; SQLite has none.
    const none = await reads.after('e1', all[0]?.id ?? 0, 10);
    expect(none.rows).toEqual([]);
    if (name === 'postgresql') {
      expect(BigInt(none.horizon?.running ?? 'x')).toBeLessThanOrEqual(BigInt(none.horizon?.next ?? 'x'));
      expect(after.horizon).toBeDefined();
    } else expect(after.horizon).toBeUndefined();
  });

  it('masks a card number the answer echoes, keeping the answer’s ids whole', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const id = '8ac7a4a0123456789012345678901234';
    const answer = {
      id,
      customParameters: { note: `card ${PAN}` },
      result: { code: '000.100.110' },
      ndc: id,
    };
    await writes.record(request({ answer: JSON.stringify(answer) }));
    const [row] = await reads.list('e1', {}, 1);
    const kept = JSON.parse((await reads.detail('e1', row?.id ?? 0))?.answer ?? '{}');
    expect(kept).toEqual({ ...answer, customParameters: { note: 'card 420000******0000' } });
  });

  it('keeps a holder’s initials only, in the parameters and in the answer’s echo', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const answer = { id: 'p1', card: { holder: 'Secret Holder' }, result: { code: '000.100.110' } };
    await writes.record(
      request({ params: { 'card.holder': 'Secret Holder' }, answer: JSON.stringify(answer) }),
    );
    const [row] = await reads.list('e1', {}, 1);
    const detail = await reads.detail('e1', row?.id ?? 0);
    expect(JSON.stringify(detail)).not.toContain('Secret Holder');
    expect(JSON.parse(detail?.parameters ?? '{}')).toEqual({ 'card.holder': 'S***** H*****' });
    expect(JSON.parse(detail?.answer ?? '{}').card).toEqual({ holder: 'S***** H*****' });
  });

  it('keeps a gateway id in a path as it is, though it holds twelve digits', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const path = '/v1/checkouts/1234567890123ABCDEF4567890ABCDEF.uat01-vm-tx04/payment';
    await writes.record(request({ path }));
    expect((await reads.list('e1', {}, 1))[0]?.path).toBe(path);
  });

  it('finds the requests about one checkout, of its merchant only, oldest first and bounded', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.record(request({ path: '/v1/paymentWidgets.js', method: 'GET', checkoutId: 'c1' }));
    await writes.record(request({ path: '/v1/payments' }));
    await writes.record(request({ path: '/v1/checkouts/c1/payment', checkoutId: 'c1' }));
    await writes.record(request({ path: '/v1/checkouts/c2', checkoutId: 'c2' }));
    await writes.record(request({ entityId: 'e2', path: '/v1/checkouts/c1', checkoutId: 'c1' }));
    const about = await reads.aboutCheckout('e1', 'c1');
    expect(about.map((row) => `${row.method} ${row.path}`)).toEqual([
      'GET /v1/paymentWidgets.js',
      'POST /v1/checkouts/c1/payment',
    ]);
    expect(about[1]).toMatchObject({
      status: 200,
      result_code: '000.100.110',
      at: Date.parse('2026-11-21T12:00:00Z'),
    });
    for (let i = 0; i < CHECKOUT_REQUESTS + 3; i++) await writes.record(request({ checkoutId: 'c3' }));
    expect(await reads.aboutCheckout('e1', 'c3')).toHaveLength(CHECKOUT_REQUESTS);
  });

  it('prunes what is older than the given time, at most the given number at a time', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    for (let i = 0; i < 5; i++) await writes.record(request({ wallAt: 1000 + i }));
    await writes.record(request({ wallAt: 5000 }));
    expect(await writes.prune(2000, 3)).toBe(3);
    expect(await writes.prune(2000, 3)).toBe(2);
    expect(await writes.prune(2000, 3)).toBe(0);
    expect((await reads.list('e1', {}, 10)).length).toBe(1);
  });

  it('never stores the full card number or the CVV, whatever the parameter or answer holds them', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.record(
      request({
        path: `/v1/checkouts/${PAN}`,
        params: {
          'card.number': PAN,
          'card.cvv': '739',
          'customParameters[note]': `card ${PAN.replace(/(\d{4})/g, '$1 ')}`,
          [PAN]: 'a name',
          'customer.password': 'hunter2',
          'threeDSecure.verificationId': 'AAACBllleHchZTBWIGV4MAAAAAA=',
          merchantTransactionId: PAN,
        },
        answer: JSON.stringify({
          id: '8ac7a4a0123456789012345678901234',
          customParameters: { note: PAN },
          result: {
            code: '200.300.404',
            parameterErrors: [
              { name: 'card.cvv', value: '***', message: 'parameter not accepted in this request' },
            ],
          },
        }),
      }),
    );
    const [row] = await reads.list('e1', {}, 1);
    const detail = await reads.detail('e1', row?.id ?? 0);
    const stored = JSON.stringify(detail);
    expect(stored).not.toContain(PAN);
    expect(stored).not.toContain('4200 0000 0000 0000');
    expect(stored).not.toContain('739');
    // Not even a secret parameter's name: a refused CVV's parameter error keeps its message only.
    expect(stored).not.toMatch(/cvv/i);
    expect(JSON.parse(detail?.answer ?? '{}').result.parameterErrors).toEqual([
      { name: '(a secret parameter, not kept)', message: 'parameter not accepted in this request' },
    ]);
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('AAACBllleHchZTBWIGV4MAAAAAA=');
    expect(detail?.path).toBe('/v1/checkouts/420000******0000');
    // A gateway's own id is kept as it is, though it holds a run of digits.
    expect(JSON.parse(detail?.answer ?? '{}').id).toBe('8ac7a4a0123456789012345678901234');
  });
});

/** A form text as a client sends it, each name and value encoded as URLSearchParams does. */
const formOf = (pairs: [string, string][]): string => new URLSearchParams(pairs).toString();

describe.each(BACKENDS)('parameters handed over as form text, on %s', (name) => {
  const open = () => openLog(name);
  let close = async () => {};
  afterEach(() => close());

  /** Stores the form text and the same parameters as an object; answers both rows as read back. */
  async function bothWays(form: string, answer?: string) {
    const { reads, writes, close: done } = await open();
    close = done;
    const params = formParameters(form);
    await writes.record(request({ params: undefined, form, ...(answer ? { answer } : {}) }));
    await writes.record(request({ params, ...(answer ? { answer } : {}) }));
    const [asObject, asForm] = await reads.list('e1', {}, 2);
    const detail = async (id = 0) => {
      const row = await reads.detail('e1', id);
      if (!row) throw new Error('not stored');
      return row;
    };
    return { form: await detail(asForm?.id), object: await detail(asObject?.id), params };
  }

  it('reads back exactly the parameters the object would keep, in the order sent', async () => {
    const pairs: [string, string][] = [
      ['entityId', 'e1'],
      ['card.number', PAN],
      ['card.cvv', '739'],
      ['card.holder', 'Jane Q. Doe'],
      ['merchantTransactionId', 'order 42/ü'],
      ['cart.items[0].name', 'Tea & "biscuits" 100%'],
      ['customParameters[NOTE]', `card ${PAN.replace(/(\d{4})/g, '$1 ').trim()}`],
      ['customer.password', 'hunter2'],
      ['descriptor', '€ + ✓'],
      ['__proto__', 'a name like any other'],
      ['long', 'x'.repeat(3000)],
      ['7', 'a number as a name'],
      ['empty', ''],
    ];
    // A value sent twice with the same value, a pair without "=", empty pairs, a digit sent as %3X.
    const form = `&${formOf(pairs)}&entityId=e1&flag&&customParameters%5BREF%5D=4200%3000000000000`;
    const { form: kept, object, params } = await bothWays(form);
    expect(kept.parameters.startsWith('&')).toBe(true);
    expect(Object.entries(parametersOf(kept.parameters))).toEqual(
      Object.entries(parametersOf(object.parameters)),
    );
    expect(Object.entries(parametersOf(kept.parameters))).toEqual(Object.entries(loggedParameters(params)));
    expect(parametersOf(kept.parameters)).toMatchObject({
      'card.number': '420000******0000',
      'card.holder': 'J*** Q* D**',
      'customParameters[NOTE]': 'card 420000******0000',
      'customParameters[REF]': '420000******0000',
      long: 'x'.repeat(2048),
      flag: '',
    });
    expect(kept.merchant_transaction_id).toBe('order 42/ü');
  });

  it('keeps a gateway id parameter as it is, though it holds twelve digits; a card number under its name is masked', async () => {
    const checkoutId = '1234567890123ABCDEF4567890ABCDEF.uat01-vm-tx04';
    const registration = 'a1234567890123456789012345678901';
    const { form, object } = await bothWays(
      formOf([
        ['checkoutId', checkoutId],
        ['registrations[0].id', registration],
        ['registrationId', PAN],
        ['customParameters[checkoutId]', checkoutId],
      ]),
    );
    const expected = {
      checkoutId,
      'registrations[0].id': registration,
      registrationId: '420000******0000',
      'customParameters[checkoutId]': '1234567890123ABCDEF4567890ABCDEF.uat01-vm-tx04'.replace(
        '1234567890123',
        '123456***0123',
      ),
    };
    expect(parametersOf(form.parameters)).toEqual(expected);
    expect(parametersOf(object.parameters)).toEqual(expected);
  });

  it('masks the holder the answer echoes and keeps the same answer either way', async () => {
    const answer = JSON.stringify({
      id: 'p1',
      card: { holder: 'Jane Doe' },
      result: { code: '000.100.110' },
    });
    const { form, object } = await bothWays(formOf([['card.holder', 'Jane Doe']]), answer);
    expect(form.answer).toBe(object.answer);
    expect(JSON.parse(form.answer ?? '{}').card).toEqual({ holder: 'J*** D**' });
  });

  it('takes the general way for what it cannot copy, with the same result', async () => {
    const many = Array.from({ length: 520 }, (_, i): [string, string] => [
      `customParameters[K${i}]`,
      String(i),
    ]);
    for (const form of [
      formOf([
        [`note ${PAN}`, 'a card number as a name'],
        ['amount', '1.00'],
      ]),
      formOf(many),
      formOf([['card.holder', '😀 Doe']]),
    ]) {
      const { form: kept, object } = await bothWays(form);
      expect(Object.entries(parametersOf(kept.parameters))).toEqual(
        Object.entries(parametersOf(object.parameters)),
      );
      expect(JSON.stringify(kept)).not.toContain(PAN);
    }
  });

  it('never stores a card number or a CVV in any encoding', async () => {
    const spaced = PAN.replace(/(\d{4})/g, '$1 ').trim();
    const form =
      formOf([
        ['card.number', PAN],
        ['card.cvv', '739'],
        ['customParameters[A]', spaced],
        ['customParameters[B]', `x${PAN}x`],
      ]) +
      `&customParameters%5BC%5D=${encodeURIComponent(spaced)}&customParameters%5BD%5D=%34%32${PAN.slice(2)}`;
    const { form: kept } = await bothWays(form);
    const stored = JSON.stringify(kept);
    const decoded = JSON.stringify(parametersOf(kept.parameters));
    for (const text of [stored, decoded]) {
      expect(text).not.toContain(PAN);
      expect(text).not.toContain(PAN.slice(2));
      expect(text).not.toContain('739');
      expect(text).not.toMatch(/cvv/i);
    }
    for (const encoded of [spaced, spaced.replaceAll(' ', '+'), encodeURIComponent(spaced)])
      expect(stored).not.toContain(encoded);
  });
});

describe.each(BACKENDS)('an answer read from the value it was made of, on %s', (name) => {
  const open = () => openLog(name);
  let close = async () => {};
  afterEach(() => close());

  it('stores the same row as when its text is parsed', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    const answers = [
      // An id with a run of 12 digits, a card number echoed, a holder echoed.
      {
        id: '8ac7a4a0123456789012345678901234',
        ndc: 'n1',
        card: { holder: 'Jane Doe' },
        note: PAN,
        result: { code: '000.100.110', description: 'ok' },
      },
      // A refused secret parameter, and a secret member.
      {
        result: {
          code: '200.300.404',
          parameterErrors: [{ name: 'card.cvv', value: '***', message: 'bad' }],
        },
        key: 'k',
      },
      // Longer than the log keeps.
      { id: 'p2', items: 'x'.repeat(ANSWER_LIMIT), result: { code: '000.100.110' } },
    ];
    for (const answer of answers) {
      const json = JSON.stringify(answer);
      const params = { 'card.holder': 'Jane Doe' };
      await writes.record(request({ params, answer: json }));
      await writes.record(request({ params, answer: json, facts: answerFacts(answer) }));
      const [withFacts, parsed] = await reads.list('e1', {}, 2);
      const row = async (id = 0) => {
        const { id: _id, ...kept } = (await reads.detail('e1', id)) ?? {};
        return kept;
      };
      const kept = await row(withFacts?.id);
      expect(kept).toEqual(await row(parsed?.id));
      expect(JSON.stringify(kept)).not.toContain(PAN);
      expect(JSON.stringify(kept)).not.toContain('Jane Doe');
    }
  });
});
