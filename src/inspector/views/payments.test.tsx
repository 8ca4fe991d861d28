// @vitest-environment happy-dom
// The Payments view: the list and its filters, one payment's timeline, and the back-office actions
// posted to the merchant API with the session's CSRF token.
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentSummary } from '../api/contract';
import { formatTime } from '../format';
import { CSRF, ENTITY_ID, PA, TIMELINE } from '../test-support/fake-gateway';
import { byText, click, go, type Mounted, mountInspector, settle, submit, type } from '../test-support/mount';

let page: Mounted;
afterEach(() => page?.unmount());

const actionForm = (legend: string) =>
  byText(page.root, 'form.action', legend).closest('form') as HTMLFormElement;

const DB: PaymentSummary = { ...PA, id: '8ac7a4a1DB', paymentType: 'DB', merchantTransactionId: 'order-43' };

const rows = () => Array.from(page.root.querySelectorAll('table.payments tbody tr'));

describe('the Payments view', () => {
  it('lists payments with type, amount and result, each linking to its detail', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/payments' });
    const row = page.root.querySelector('table.payments tbody tr')!;
    expect(row.textContent).toContain('PA');
    expect(row.textContent).toContain('12.50 EUR');
    expect(row.textContent).toContain('Success');
    // The time the gateway answers, in the page's locale.
    expect(formatTime(PA.time, 'en')).toMatch(/\d/);
    expect(row.querySelector('td')?.textContent).toBe(formatTime(PA.time, 'en'));
    expect(row.textContent).toContain(PA.resultCode);
    expect(row.querySelector('a')?.getAttribute('href')).toBe(`#/payments/${PA.id}`);
  });

  it('is live: a request the stream reports reads the list again, a burst of them once', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/payments' });
    expect(page.root.querySelector('h1')?.textContent).toContain('Live');
    const reads = () => page.gateway.calls.filter((c) => c.path === '/inspector/api/payments').length;
    expect(reads()).toBe(1);
    const stream = page.streams.opened.at(-1)!;
    expect(stream.url).toBe(`/inspector/api/v1/sandbox/requests/stream?entityId=${ENTITY_ID}`);
    page.gateway.payments.unshift(DB);
    for (let i = 0; i < 3; i++) stream.send('request', { id: `n${i}`, method: 'POST', path: '/v1/payments' });
    await settle();
    expect(reads()).toBe(2);
    expect(rows().map((row) => row.querySelector('code')?.textContent)).toEqual([DB.id, PA.id]);
    // Said by screen readers: the new payment, not the one already shown.
    expect(page.root.querySelector('[role="status"]')?.textContent).toBe('New payment: DB 12.50 EUR');
  });

  it('is live for what no request reports: the poll reads the list again, while the list is shown only', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/payments' });
    // The first read announces nothing.
    expect(page.root.querySelector('[role="status"]')?.textContent).toBe('');
    expect(page.polls()).toBe(1);
    page.gateway.payments.unshift(DB);
    await page.tick();
    expect(rows()).toHaveLength(2);
    const stream = page.streams.opened.at(-1)!;
    await go(`#/payments/${PA.id}`);
    expect(page.polls()).toBe(0);
    expect(stream.closed).toBe(true);
  });

  it('keeps the list shown while it is read again, and shows each payment once beside older pages', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/payments' });
    let answer: (() => void) | undefined;
    const fetch = page.gateway.fetch;
    page.gateway.fetch = (input, init) =>
      new Promise((resolve) => {
        answer = () => resolve(fetch(input, init));
      });
    page.gateway.payments.unshift(DB);
    await page.tick();
    // Asked, not answered yet: the previous list stays.
    expect(answer).toBeDefined();
    expect(rows()).toHaveLength(1);
    expect(page.root.textContent).not.toContain('Loading');
    answer?.();
    await settle();
    expect(rows()).toHaveLength(2);
  });

  it('asks for the filtered list', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/payments' });
    const form = page.root.querySelector<HTMLFormElement>('form.filters')!;
    type(form.querySelector('select[name="paymentType"]')!, 'DB');
    type(form.querySelector('input[name="merchantTransactionId"]')!, 'order-42');
    await submit(form);
    const asked = page.gateway.calls.filter((c) => c.path === '/inspector/api/payments').at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({ paymentType: 'DB', merchantTransactionId: 'order-42' });
    expect(page.root.querySelector('table.payments')).toBeNull();
    expect(page.root.textContent).toContain('Nothing yet.');
  });

  it('shows the timeline in order with kinds, results and details', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}` });
    const events = Array.from(page.root.querySelectorAll('ol.timeline li'));
    expect(events.map((li) => li.querySelector('.event-kind')?.textContent)).toEqual([
      '(checkout.created)',
      '(widget.loaded)',
      '(request)',
      '(payment)',
      '(threeds.completed)',
      '(webhook.sent)',
    ]);
    expect(events.map((li) => li.querySelector('strong')?.textContent)).toEqual(
      TIMELINE.events.map((event) => event.title),
    );
    expect(events[3]!.textContent).toContain('000.100.110');
    expect(events[5]!.querySelector('.event-detail')?.textContent).toBe('https://shop.test/hook');
    expect(events[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-26T10:00:01.000Z');
    // A request about the checkout links to its entry in the request log.
    expect(events[1]!.querySelector('strong a')?.getAttribute('href')).toBe('#/requests/r1');
    expect(events[0]!.querySelector('strong a')).toBeNull();
  });

  it('says the timeline in the page’s language, a sentence it does not know as the gateway wrote it', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}`, lang: 'de' });
    const titles = Array.from(
      page.root.querySelectorAll('ol.timeline li strong'),
      (title) => title.textContent,
    );
    expect(titles).toEqual([
      'Checkout erstellt 12.50 EUR',
      'Widget geladen',
      'GET /v1/checkouts/8ac7a4a1/other',
      'Zahlung PA 12.50 EUR',
      '3-D Secure nach einer Challenge abgeschlossen: authentifiziert',
      'Webhook PAYMENT CREATED gesendet (Versuch 1): HTTP 200 in 31 ms',
    ]);
    expect(page.root.querySelector('ol.timeline li strong a')?.textContent).toBe('Widget geladen');
    expect(byText(page.root, 'h2', 'Zeitleiste')).toBeDefined();
  });

  it('captures through the merchant API with the CSRF token, shows the result and reads the timeline again', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}` });
    const timelines = () => page.gateway.calls.filter((c) => c.path.endsWith('/timeline')).length;
    expect(timelines()).toBe(1);
    await submit(actionForm('Capture'));
    const call = page.gateway.calls.find((c) => c.method === 'POST')!;
    expect(call.path).toBe(`/inspector/api/v1/payments/${PA.id}`);
    expect(call.headers['x-csrf-token']).toBe(CSRF);
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'CP',
      entityId: ENTITY_ID,
    });
    expect(page.root.textContent).toContain('Capture: 000.100.110');
    expect(timelines()).toBe(2);
    // The timeline read again keeps the form, and the answer it shows, where they were.
    expect(actionForm('Capture').querySelector('.action-result')?.textContent).toContain('000.100.110');
  });

  it('shows the API’s refusal with its parameter errors', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}` });
    const form = actionForm('Capture');
    type(form.querySelector('input[name="amount"]')!, '99.00');
    await submit(form);
    const shown = form.querySelector('.action-result')!;
    expect(shown.classList.contains('is-error')).toBe(true);
    expect(shown.textContent).toContain('700.400.100');
    expect(shown.textContent).toContain('amount: exceeds the preauthorized amount');
  });

  it('sends a chargeback with its reason code, and a reversal without an amount', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}` });
    const chargeback = actionForm('Chargeback');
    type(chargeback.querySelector('select[name="chargebackResultCode"]')!, '000.100.220');
    await submit(chargeback);
    await submit(actionForm('Reverse'));
    const [cb, rv] = page.gateway.calls
      .filter((c) => c.method === 'POST')
      .map((c) => new URLSearchParams(c.body));
    expect(cb?.get('paymentType')).toBe('CB');
    expect(cb?.get('chargebackResultCode')).toBe('000.100.220');
    expect(rv?.get('paymentType')).toBe('RV');
    expect(rv?.has('amount')).toBe(false);
  });

  it('links back to the list', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/payments/${PA.id}` });
    await click(byText(page.root, 'a', 'Back to the list'));
    expect(window.location.hash).toBe('#/payments');
  });
});
