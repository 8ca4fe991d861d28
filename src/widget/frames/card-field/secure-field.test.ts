// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL } from '../../frame-protocol/protocol';
import type { FrameQuery } from '../common/query';
import { createCardNumberField } from './card-number-field';
import { answerCvvRequests, requestCvv } from './cvv-channel';
import { createCvvField } from './cvv-field';
import { startSecureField } from './secure-field';

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
    query: { field, checkoutId: 'C1', parentOrigin: SHOP, locale: 'en' },
    createController: (ctx) => (field === 'cardNumber' ? createCardNumberField(ctx) : createCvvField(ctx)),
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
    const closeCvv = answerCvvRequests(KEY, () => ({ cvv: CVV, valid: true, empty: false }));
    stops.push(closeCvv);
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
    stops.push(answerCvvRequests(KEY, () => ({ cvv: CVV, valid: true, empty: false })));
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
    stops.push(answerCvvRequests(KEY, () => ({ cvv: CVV, valid: true, empty: false })));
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
    stops.push(answerCvvRequests(KEY, () => null));
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
    stops.push(answerCvvRequests(KEY, () => ({ cvv: CVV, valid: true, empty: false })));
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

  it('answers cvvRequest only after init, with a length that follows the brand', async () => {
    expect(await requestCvv(KEY, 'req-before-init', 30)).toBeNull();
    const frame = start('cvv');
    frame.send({ type: 'init', style: { label: 'CVV' } });
    const input = type('12a34');
    expect(input.getAttribute('autocomplete')).toBe('cc-csc');
    expect(input.value).toBe('1234');
    expect(await requestCvv(KEY, 'req-00000005', 500)).toMatchObject({
      cvv: '1234',
      valid: false,
      empty: false,
    });
    frame.send({ type: 'brand', brand: 'AMEX' });
    expect(input.maxLength).toBe(4);
    expect(frame.last('state')).toMatchObject({ state: { valid: true } });
    expect(await requestCvv(KEY, 'req-00000006', 500)).toMatchObject({ cvv: '1234', valid: true });
    expect(await requestCvv('d'.repeat(32), 'req-00000007', 30)).toBeNull();
    frame.send({ type: 'init', key: 'e'.repeat(32), style: { label: 'x' } });
    expect(await requestCvv(KEY, 'req-00000010', 500)).toBe('refused');
  });
});
