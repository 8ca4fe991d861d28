// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL } from '../../frame-protocol/protocol';
import type { FrameQuery } from '../common/query';
import { createCardNumberField } from './card-number-field';
import { answerValueRequests, requestValues } from './field-channel';
import { startSecureField } from './secure-field';
import { createValueField, READERS } from './value-field';

const SHOP = 'https://shop.test';
const KEY = 'c0ffee'.padEnd(32, '0');
const PAN = '4200000000000000';
const CVV = '737';

let stops: Array<() => void> = [];

function start(field: FrameQuery['field'], fetchFn: typeof fetch = vi.fn()) {
  const parent = { postMessage: vi.fn() };
  const stop = startSecureField({
    win: window,
    parent: parent as unknown as Window,
    query: { field, checkoutId: 'C1', parentOrigin: SHOP },
    createController: (ctx) =>
      field === 'cardNumber'
        ? createCardNumberField(ctx)
        : createValueField(ctx, READERS[field as keyof typeof READERS]),
    fetchFn,
  });
  stops.push(stop);
  const send = (body: Record<string, unknown>) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: PROTOCOL, key: KEY, ...body },
        origin: SHOP,
        source: parent as never,
      }),
    );
  const posted = () => parent.postMessage.mock.calls.map(([data]) => data as Record<string, unknown>);
  const last = (type: string) =>
    posted()
      .filter((m) => m.type === type)
      .pop();
  return { parent, send, posted, last };
}

function type(value: string) {
  const input = document.querySelector('input')!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
  return input;
}

/** Another frame of the form answering the card-number frame's valueRequest with these parameters. */
const answerAs = (params: () => Record<string, string>, field: 'cvv' | 'expiry' | 'cardHolder' = 'cvv') =>
  answerValueRequests(KEY, field, () => ({ params: params(), valid: true, empty: false }));

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe('card-number frame', () => {
  it('renders nothing before init, then a labelled input and answers ready', () => {
    const frame = start('cardNumber');
    expect(document.querySelector('input')).toBeNull();
    frame.send({ type: 'init', style: { label: 'Card number', placeholder: '1234', css: 'color: red' } });
    const input = document.querySelector('input')!;
    expect(input.getAttribute('autocomplete')).toBe('cc-number');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.placeholder).toBe('1234');
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Card number');
    expect(frame.parent.postMessage).toHaveBeenCalledWith(
      { type: 'ready', field: 'cardNumber', protocol: PROTOCOL, key: KEY },
      SHOP,
    );
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join();
    expect(rules).toMatch(/input\s*\{\s*color: red/);
  });

  it('styles the placeholder with placeholderCss, and ignores an init whose placeholderCss is no string', () => {
    const frame = start('cardNumber');
    frame.send({ type: 'init', style: { label: 'Card number', placeholderCss: { color: 'red' } } });
    expect(document.querySelector('input')).toBeNull();
    frame.send({
      type: 'init',
      style: {
        label: 'Card number',
        css: 'font-family: serif',
        placeholderCss: 'color: #f00; background: url(x)',
      },
    });
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join();
    expect(rules).toMatch(/input\s*\{\s*font-family: serif/);
    // Sanitised as iframeStyles always is: a url() drops the whole text.
    expect(rules).toMatch(/input::placeholder\s*\{\s*\}/);
  });

  it('applies placeholderCss to the input’s placeholder', () => {
    const frame = start('cardNumber');
    frame.send({
      type: 'init',
      style: { label: 'Card number', placeholderCss: 'color: #f00; font-size: 12px' },
    });
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join();
    expect(rules).toMatch(/input::placeholder\s*\{\s*color: (#f00|rgb\(255, 0, 0\)); font-size: 12px/);
  });

  it('formats by brand, reports brand and state, but never the number', () => {
    const frame = start('cardNumber');
    frame.send({ type: 'init', style: { label: 'Card number' } });
    expect(type('42000000').value).toBe('4200 0000');
    expect(frame.last('brand')).toMatchObject({ brand: 'VISA', brands: ['VISA'] });
    expect(type('3777777777777707777').value).toBe('3777 777777 77770');
    expect(frame.last('brand')).toMatchObject({ brand: 'AMEX' });
    type(PAN);
    expect(frame.last('state')).toMatchObject({
      state: { empty: false, valid: true, potentiallyValid: true },
    });
    expect(JSON.stringify(frame.posted())).not.toMatch(/4200\s?0000|377777/);
  });

  it('numberFormatting false (style.plain): digits only', () => {
    const frame = start('cardNumber');
    frame.send({ type: 'init', style: { label: 'Card number', plain: true } });
    expect(type('4200 0000 00').value).toBe('4200000000');
    expect(frame.last('brand')).toMatchObject({ brand: 'VISA' });
  });

  it('asks the page to submit on Enter', () => {
    const frame = start('cardNumber');
    frame.send({ type: 'init', style: { label: 'Card number' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    document.querySelector('input')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(frame.last('submitEnter')).toMatchObject({ field: 'cardNumber' });
  });

  it('applies setInvalid as aria-invalid and an accessible description', () => {
    const frame = start('cardNumber');
    frame.send({ type: 'init', style: { label: 'Card number' } });
    frame.send({ type: 'setInvalid', invalid: true, message: 'Invalid card number' });
    const input = document.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid card number',
    );
    frame.send({ type: 'setInvalid', invalid: false, message: '' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('gets the CVV from the cvv frame, posts the payment once and never tells the page PAN or CVV', async () => {
    const fetchFn = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: 'P1',
            result: { code: '000.100.110', description: `ok ${PAN}` },
            card: { number: PAN },
          }),
          { status: 200 },
        ),
    );
    stops.push(answerAs(() => ({ 'card.cvv': CVV })));
    const frame = start('cardNumber', fetchFn as unknown as typeof fetch);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    const fields = {
      'card.holder': 'Jane Doe',
      'card.expiryMonth': '03',
      'card.expiryYear': '2030',
      'card.cvv': '000',
    };
    frame.send({ type: 'submit', fields, requestId: 'req-00000001' });
    frame.send({ type: 'submit', fields, requestId: 'req-00000002' });
    await waitFor(() => !!frame.last('submitted'));

    expect(fetchFn).toHaveBeenCalledOnce();
    const body = new URLSearchParams(
      (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(Object.fromEntries(body)).toEqual({
      'card.holder': 'Jane Doe',
      'card.expiryMonth': '03',
      'card.expiryYear': '2030',
      'card.number': PAN,
      'card.cvv': CVV,
    });
    expect(frame.last('submitted')).toMatchObject({
      requestId: 'req-00000001',
      outcome: { httpStatus: 200 },
    });
    const everything = JSON.stringify(frame.posted());
    expect(everything).not.toContain(PAN);
    expect(everything).not.toContain(CVV);
  });

  it('refuses to post an invalid number', async () => {
    const fetchFn = vi.fn();
    stops.push(answerAs(() => ({ 'card.cvv': CVV })));
    const frame = start('cardNumber', fetchFn);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type('4200000000000001');
    frame.send({
      type: 'submit',
      fields: { 'card.expiryMonth': '03', 'card.expiryYear': '2030' },
      requestId: 'req-00000003',
    });
    await waitFor(() => !!frame.last('submitFailed'));
    expect(frame.last('submitFailed')).toMatchObject({ reason: 'invalid' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('refuses to pay for anyone after a second init', async () => {
    const fetchFn = vi.fn();
    stops.push(answerAs(() => ({ 'card.cvv': CVV })));
    const frame = start('cardNumber', fetchFn);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    frame.send({ type: 'init', key: 'attacker-key', style: { label: 'x' } });
    frame.send({
      type: 'submit',
      fields: { 'card.expiryMonth': '03', 'card.expiryYear': '2030' },
      requestId: 'req-00000008',
    });
    await waitFor(() => !!frame.last('submitFailed'));
    expect(frame.last('submitFailed')).toMatchObject({ reason: 'refused' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('is refused by a cvv frame that saw a second init', async () => {
    const fetchFn = vi.fn();
    stops.push(answerValueRequests(KEY, 'cvv', () => null));
    const frame = start('cardNumber', fetchFn);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    frame.send({
      type: 'submit',
      fields: { 'card.expiryMonth': '03', 'card.expiryYear': '2030' },
      requestId: 'req-00000009',
    });
    await waitFor(() => !!frame.last('submitFailed'));
    expect(frame.last('submitFailed')).toMatchObject({ reason: 'refused' });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    stops.push(answerAs(() => ({ 'card.cvv': CVV })));
    const frame = start('cardNumber', (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    frame.send({
      type: 'submit',
      fields: { 'card.expiryMonth': '03', 'card.expiryYear': '2030' },
      requestId: 'req-00000004',
    });
    await waitFor(() => !!frame.last('submitFailed'));
    expect(frame.last('submitFailed')).toMatchObject({ reason: 'network' });
  });
});

describe('cvv frame', () => {
  it('maskCvv (style.mask): a password input; the card number never is one', () => {
    start('cvv').send({ type: 'init', style: { label: 'CVV', mask: true } });
    expect(document.querySelector('input')?.type).toBe('password');
    document.body.replaceChildren();
    start('cardNumber').send({ type: 'init', style: { label: 'Card number', mask: true } });
    expect(document.querySelector('input')?.type).toBe('text');
  });

  it('answers valueRequest only after init, with a length that follows the brand', async () => {
    const cvvOf = async (requestId: string, timeout = 500, key = KEY) => {
      const values = await requestValues(key, requestId, ['cvv'], timeout);
      return Array.isArray(values) ? values[0] : values;
    };
    expect(await cvvOf('req-before-init', 30)).toBeNull();
    const frame = start('cvv');
    frame.send({ type: 'init', style: { label: 'CVV' } });
    const input = type('12a34');
    expect(input.getAttribute('autocomplete')).toBe('cc-csc');
    expect(input.value).toBe('1234');
    expect(await cvvOf('req-00000005')).toMatchObject({
      field: 'cvv',
      params: { 'card.cvv': '1234' },
      valid: false,
      empty: false,
    });
    frame.send({ type: 'brand', brand: 'AMEX' });
    expect(input.maxLength).toBe(4);
    expect(frame.last('state')).toMatchObject({ state: { valid: true } });
    expect(await cvvOf('req-00000006')).toMatchObject({ params: { 'card.cvv': '1234' }, valid: true });
    expect(await cvvOf('req-00000007', 30, 'd'.repeat(32))).toBeNull();
    frame.send({ type: 'init', key: 'e'.repeat(32), style: { label: 'x' } });
    expect(await cvvOf('req-00000010')).toBe('refused');
  });
});

describe('expiry and holder frames (enableSAQACompliance)', () => {
  const typing = (value: string, inputType = 'insertText') => {
    const input = document.querySelector('input')!;
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { inputType }));
    return input;
  };
  const valuesOf = async (fields: Array<'cvv' | 'expiry' | 'cardHolder'>, requestId: string, timeout = 500) =>
    requestValues(KEY, requestId, fields, timeout);

  it('expiry: formats MM / YY as the page input does, reports the verdict, never the date', async () => {
    const frame = start('expiry');
    frame.send({ type: 'init', style: { label: 'Expiry date', placeholder: 'MM / YY' } });
    const input = typing('1');
    expect(input.getAttribute('autocomplete')).toBe('cc-exp');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.placeholder).toBe('MM / YY');
    expect(typing('12').value).toBe('12 / ');
    expect(typing('12 /', 'deleteContentBackward').value).toBe('12');
    expect(typing('1230').value).toBe('12 / 30');
    expect(input.maxLength).toBe(9);
    expect(frame.last('state')).toMatchObject({ field: 'expiry', state: { valid: true, empty: false } });
    expect(await valuesOf(['expiry'], 'req-00000020')).toMatchObject([
      { field: 'expiry', params: { 'card.expiryMonth': '12', 'card.expiryYear': '2030' }, valid: true },
    ]);
    typing('0120');
    expect(frame.last('state')).toMatchObject({ state: { valid: false, potentiallyValid: false } });
    expect(await valuesOf(['expiry'], 'req-00000021')).toMatchObject([
      { params: { 'card.expiryMonth': '', 'card.expiryYear': '' }, valid: false, empty: false },
    ]);
    expect(JSON.stringify(frame.posted())).not.toMatch(/12 \/ 30|01 \/ 20|2030/);
  });

  it('expiry: disableCardExpiryDateValidation (style.anyDate) checks the format alone', async () => {
    const frame = start('expiry');
    frame.send({ type: 'init', style: { label: 'Expiry date', anyDate: true } });
    typing('0120');
    expect(frame.last('state')).toMatchObject({ state: { valid: true } });
  });

  it('holder: a name input that reports its verdict and hands the trimmed name to the card-number frame', async () => {
    const frame = start('cardHolder');
    frame.send({ type: 'init', style: { label: 'Card holder' } });
    const input = typing('  Jane Doe ');
    expect(input.getAttribute('autocomplete')).toBe('cc-name');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(input.maxLength).toBe(128);
    expect(frame.last('state')).toMatchObject({ field: 'cardHolder', state: { valid: true } });
    expect(await valuesOf(['cardHolder'], 'req-00000022')).toMatchObject([
      { field: 'cardHolder', params: { 'card.holder': 'Jane Doe' }, valid: true },
    ]);
    typing('J4ne');
    expect(frame.last('state')).toMatchObject({ state: { valid: false, potentiallyValid: false } });
    typing('');
    expect(frame.last('state')).toMatchObject({ state: { empty: true, valid: false } });
    expect(JSON.stringify(frame.posted())).not.toMatch(/Jane|J4ne/);
  });

  it('the card-number frame waits for every frame it needs: none answering in time is no payment', async () => {
    stops.push(answerAs(() => ({ 'card.cvv': CVV })));
    expect(await valuesOf(['cvv', 'expiry'], 'req-00000023', 50)).toBeNull();
  });
});

describe('card-number frame of an enableSAQACompliance form', () => {
  const paid = () =>
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: 'P2',
            result: { code: '000.100.110', description: 'ok' },
            card: { bin: '420000', holder: 'Jane Doe', expiryMonth: '03', expiryYear: '2030' },
          }),
          { status: 200 },
        ),
    );
  const bodyOf = (fetchFn: ReturnType<typeof paid>) =>
    Object.fromEntries(
      new URLSearchParams(
        (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams,
      ),
    );

  it('takes the expiry and holder from their frames when the page sends none, and tells the page neither', async () => {
    const fetchFn = paid();
    stops.push(
      answerAs(() => ({ 'card.cvv': CVV })),
      answerAs(() => ({ 'card.expiryMonth': '03', 'card.expiryYear': '2030' }), 'expiry'),
      answerAs(() => ({ 'card.holder': 'Jane Doe' }), 'cardHolder'),
    );
    const frame = start('cardNumber', fetchFn as unknown as typeof fetch);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    // A script on the page cannot slip in a holder of its own.
    frame.send({
      type: 'submit',
      fields: { 'card.holder': 'Page Script', paymentBrand: 'VISA' },
      requestId: 'req-00000030',
    });
    await waitFor(() => !!frame.last('submitted'));
    expect(bodyOf(fetchFn)).toEqual({
      paymentBrand: 'VISA',
      'card.number': PAN,
      'card.cvv': CVV,
      'card.expiryMonth': '03',
      'card.expiryYear': '2030',
      'card.holder': 'Jane Doe',
    });
    expect(frame.last('submitted')).toMatchObject({
      outcome: { body: { id: 'P2', card: { bin: '420000' } } },
    });
    expect(JSON.stringify(frame.posted())).not.toMatch(/Jane|2030/);
  });

  it('refuses to pay with an invalid framed expiry', async () => {
    const fetchFn = paid();
    stops.push(
      answerAs(() => ({ 'card.cvv': CVV })),
      answerValueRequests(KEY, 'expiry', () => ({
        params: { 'card.expiryMonth': '', 'card.expiryYear': '' },
        valid: false,
        empty: false,
      })),
      answerAs(() => ({ 'card.holder': '' }), 'cardHolder'),
    );
    const frame = start('cardNumber', fetchFn as unknown as typeof fetch);
    frame.send({ type: 'init', style: { label: 'Card number' } });
    type(PAN);
    frame.send({ type: 'submit', fields: {}, requestId: 'req-00000031' });
    await waitFor(() => !!frame.last('submitFailed'));
    expect(frame.last('submitFailed')).toMatchObject({ reason: 'invalid' });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
