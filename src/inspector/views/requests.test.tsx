// @vitest-environment happy-dom
// The Requests view: the log's first page, requests arriving live, filters, and one request's
// detail with each parameter error beside the parameter it names.
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestSummary } from '../api/contract';
import { ACCEPTED, ENTITY_ID, REFUSED } from '../test-support/fake-gateway';
import { byText, click, type Mounted, mountInspector, settle, submit, type } from '../test-support/mount';

let page: Mounted;
afterEach(() => page?.unmount());

const rows = () => Array.from(page.root.querySelectorAll('table.requests tbody tr'));
const LIVE: RequestSummary = {
  id: 'r3',
  time: '2026-11-26T10:00:05.000Z',
  method: 'GET',
  path: '/v1/payments/8ac7a4a1PA',
  status: 200,
  resultCode: '000.000.100',
  resultDescription: 'successful request',
  durationMs: 3,
};

describe('the Requests view', () => {
  it('lists the log newest first with method, path, status, result and duration', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    expect(rows()).toHaveLength(2);
    const first = rows()[0]!;
    expect(first.textContent).toContain('POST /v1/payments');
    expect(first.textContent).toContain('400');
    expect(first.textContent).toContain('200.300.404');
    expect(first.textContent).toContain('Rejected');
    expect(first.textContent).toContain('12 ms');
    expect(first.textContent).toContain('order-42');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('#/requests/r2');
    expect(rows()[1]!.textContent).toContain('Pending');
  });

  it('shows older pages on request, keyed by the last one shown', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    expect(rows()).toHaveLength(2);
    await click(byText(page.root, 'button', 'Show older'));
    const asked = page.gateway.calls.filter((c) => c.path === '/inspector/api/v1/sandbox/requests').at(-1)!;
    expect(asked.query.get('before')).toBe(ACCEPTED.id);
    expect(rows().map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '#/requests/r2',
      '#/requests/r1',
      '#/requests/r0',
    ]);
    expect(page.root.textContent).not.toContain('Show older');
  });

  it('reads the first page again once the stream is open: what was stored before it opened is not streamed', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    const firstPages = () =>
      page.gateway.calls.filter(
        (c) => c.path === '/inspector/api/v1/sandbox/requests' && !c.query.get('before'),
      );
    expect(firstPages()).toHaveLength(1);
    page.streams.opened.at(-1)!.send('open', {});
    await settle();
    expect(firstPages()).toHaveLength(2);
    // Each request once, and no loading line meanwhile.
    expect(rows()).toHaveLength(2);
    expect(page.root.textContent).not.toContain('Loading');
  });

  it('adds a request the server sends live at the top, and says so in the live region', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    const stream = page.streams.opened.at(-1)!;
    expect(stream.url).toBe(`/inspector/api/v1/sandbox/requests/stream?entityId=${ENTITY_ID}`);
    stream.send('request', LIVE);
    stream.send('request', LIVE); // a resend after a reconnection: shown once
    await settle();
    expect(rows()).toHaveLength(3);
    expect(rows()[0]!.textContent).toContain('/v1/payments/8ac7a4a1PA');
    expect(page.root.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'New request: GET /v1/payments/8ac7a4a1PA 200',
    );
  });

  it('puts a live request that comes after a newer one in its place by id', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    const stream = page.streams.opened.at(-1)!;
    stream.send('request', { ...LIVE, id: '12', path: '/v1/payments/newer' });
    stream.send('request', { ...LIVE, id: '11', path: '/v1/payments/committed-later' });
    await settle();
    const paths = rows().map((row) => row.textContent ?? '');
    expect(paths[0]).toContain('/v1/payments/newer');
    expect(paths[1]).toContain('/v1/payments/committed-later');
  });

  it('reads on while a filtered page found nothing, and shows what a later one found', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    const form = page.root.querySelector<HTMLFormElement>('form.filters')!;
    type(form.querySelector('input[name="merchantTransactionId"]')!, 'order-7');
    await submit(form);
    await settle();
    const asked = page.gateway.calls
      .filter((c) => c.path === '/inspector/api/v1/sandbox/requests' && c.query.get('merchantTransactionId'))
      .map((c) => c.query.get('before'));
    // The gateway looked through one request a page: r2 and r1 had none, r0 is the one.
    expect(asked).toEqual([null, 'r2', 'r1']);
    expect(rows().map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(['#/requests/r0']);
    expect(page.root.textContent).not.toContain('Show older');
  });

  it('asks the log with the filters, and lets only matching live requests in', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests' });
    const form = page.root.querySelector<HTMLFormElement>('form.filters')!;
    type(form.querySelector('input[name="status"]')!, '400');
    type(form.querySelector('select[name="resultClass"]')!, 'parameterError');
    await submit(form);
    const asked = page.gateway.calls.filter((c) => c.path === '/inspector/api/v1/sandbox/requests').at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({
      status: '400',
      resultClass: 'parameterError',
      entityId: ENTITY_ID,
    });
    expect(rows()).toHaveLength(1);
    // The first stream is closed; the new one filters what it gets.
    expect(page.streams.opened[0]!.closed).toBe(true);
    const stream = page.streams.opened.at(-1)!;
    stream.send('request', LIVE);
    stream.send('request', { ...REFUSED, id: 'r4' });
    await settle();
    expect(rows().map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '#/requests/r4',
      '#/requests/r2',
    ]);
  });

  it('shows each parameter error beside its parameter, in words and marked is-error', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests/r2' });
    const amount = byText(page.root, 'table.parameters tbody tr', 'amount');
    expect(amount.classList.contains('is-error')).toBe(true);
    expect(amount.querySelector('.parameter-error')?.textContent).toBe(
      'Error: must match ^[0-9]{1,10}(\\.[0-9]{2})?$',
    );
    const cell = amount.querySelector('td')!;
    expect(cell.getAttribute('aria-describedby')).toBe(amount.querySelector('.parameter-error')?.id);
    // A parameter without an error is not marked; a missing one that was refused gets its own row.
    expect(byText(page.root, 'table.parameters tbody tr', 'currency').classList.contains('is-error')).toBe(
      false,
    );
    const missing = byText(page.root, 'table.parameters tbody tr', 'paymentBrand');
    expect(missing.classList.contains('is-error')).toBe(true);
    expect(missing.textContent).toContain('Error: is required');
    // The masked card number as the log stored it, and the answer.
    expect(page.root.textContent).toContain('411111******1111');
    expect(page.root.querySelector('pre.answer')?.textContent).toContain('"code": "200.300.404"');
  });

  it('shows a request without errors with none marked', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/requests/${ACCEPTED.id}` });
    expect(page.root.querySelectorAll('table.parameters tbody tr')).toHaveLength(3);
    expect(page.root.querySelector('.is-error')).toBeNull();
  });

  it('says when a request is unknown', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/requests/other-merchants' });
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('Could not load: 404');
  });
});
