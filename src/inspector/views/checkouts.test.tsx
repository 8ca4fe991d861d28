// @vitest-environment happy-dom
// The Checkouts view: the list with its state and merchantTransactionId filters and older pages,
// each checkout opening its own timeline or its payment's; in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { LEFT_CHECKOUT, PA, PAID_CHECKOUT } from '../test-support/fake-gateway';
import { byText, click, type Mounted, mountInspector, settle, submit, type } from '../test-support/mount';

let page: Mounted;
afterEach(() => page?.unmount());

const rows = () => Array.from(page.root.querySelectorAll('table.checkouts tbody tr'));
const listCalls = () => page.gateway.calls.filter((c) => c.path === '/inspector/api/checkouts');

describe('the Checkouts view', () => {
  it('is a section of the navigation, beside Payments', async () => {
    page = await mountInspector({ signedIn: true });
    const links = Array.from(page.root.querySelectorAll('nav a')).map((a) => a.getAttribute('href'));
    expect(links.slice(1, 3)).toEqual(['#/payments', '#/checkouts']);
  });

  it('is live: a request the stream reports, or the poll, reads the list again; not once it is left', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts' });
    expect(listCalls()).toHaveLength(1);
    const made = { ...LEFT_CHECKOUT, id: 'C3NEW', merchantTransactionId: 'order-new' };
    page.gateway.checkouts.unshift(made);
    const stream = page.streams.opened.at(-1)!;
    for (let i = 0; i < 3; i++)
      stream.send('request', { id: `n${i}`, method: 'POST', path: '/v1/checkouts' });
    await settle();
    // A burst is one read, and the new checkout heads the list.
    expect(listCalls()).toHaveLength(2);
    expect(rows()[0]?.textContent).toContain('order-new');
    await page.tick();
    expect(listCalls()).toHaveLength(3);
    // Once the stream is open, what was made before it started is read too.
    stream.send('open', {});
    await settle();
    expect(listCalls()).toHaveLength(4);
    await click(byText(page.root, 'a', 'Payments'));
    expect(stream.closed).toBe(true);
  });

  it('lists checkouts in a captioned table with state, expiry and payment, each linking to its timeline', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts' });
    expect(page.root.querySelector('h1')?.textContent).toBe('Checkouts Live');
    expect(page.root.querySelector('table.checkouts caption')?.textContent).toBe('Checkouts');
    expect(Array.from(page.root.querySelectorAll('th[scope="col"]')).map((th) => th.textContent)).toEqual([
      'Time',
      'Checkout',
      'Amount',
      'State',
      'Expires',
      'Payment',
      'Merchant transaction id',
    ]);
    const [paid] = rows();
    expect(paid?.textContent).toContain('12.50 EUR');
    expect(paid?.textContent).toContain('Paid');
    const links = Array.from(paid?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'));
    expect(links).toEqual([`#/checkouts/${PAID_CHECKOUT.id}`, `#/payments/${PA.id}`]);
  });

  it('shows older pages after the first, each checkout once, until the last', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts' });
    expect(rows()).toHaveLength(1);
    await click(byText(page.root, 'button', 'Show older'));
    expect(listCalls().at(-1)?.query.get('before')).toBe(PAID_CHECKOUT.id);
    expect(rows().map((row) => row.querySelector('code')?.textContent)).toEqual([
      PAID_CHECKOUT.id,
      LEFT_CHECKOUT.id,
    ]);
    expect(rows()[1]?.textContent).toContain('Expired');
    expect(rows()[1]?.querySelectorAll('a')).toHaveLength(1);
    expect(Array.from(page.root.querySelectorAll('button')).map((b) => b.textContent)).not.toContain(
      'Show older',
    );
  });

  it('asks for the filtered list by labelled fields, reading on while a page found nothing', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts' });
    const form = page.root.querySelector<HTMLFormElement>('form.filters')!;
    const state = form.querySelector<HTMLSelectElement>('select[name="state"]')!;
    expect(state.closest('label')?.textContent).toContain('State');
    expect(Array.from(state.options).map((o) => o.value)).toEqual(['', 'open', 'paid', 'expired']);
    type(state, 'expired');
    type(form.querySelector('input[name="merchantTransactionId"]')!, 'order-41');
    await submit(form);
    await settle();
    // The first page looked through the paid checkout only; the next one finds the left one.
    const filtered = listCalls().filter((call) => call.query.get('state'));
    expect(filtered.map((call) => Object.fromEntries(call.query))).toEqual([
      { state: 'expired', merchantTransactionId: 'order-41' },
      { state: 'expired', merchantTransactionId: 'order-41', before: PAID_CHECKOUT.id },
    ]);
    expect(rows().map((row) => row.querySelector('code')?.textContent)).toEqual([LEFT_CHECKOUT.id]);
    type(state, 'open');
    await submit(form);
    await settle();
    expect(page.root.querySelector('table.checkouts')).toBeNull();
    expect(page.root.textContent).toContain('Nothing yet.');
  });

  it('shows a checkout never paid with its facts and its timeline, and links back', async () => {
    page = await mountInspector({ signedIn: true, hash: `#/checkouts/${LEFT_CHECKOUT.id}` });
    expect(page.root.querySelector('h1')?.textContent).toBe(`Checkout ${LEFT_CHECKOUT.id}`);
    const facts = page.root.querySelector('dl.facts')?.textContent ?? '';
    expect(facts).toContain('30.00 EUR');
    expect(facts).toContain('Expired');
    expect(facts).toContain('order-41');
    // No payment: nothing to link to.
    expect(page.root.querySelector('dl.facts a')).toBeNull();
    const events = Array.from(page.root.querySelectorAll('ol.timeline li'));
    expect(events.map((li) => li.querySelector('.event-kind')?.textContent)).toEqual([
      '(checkout.created)',
      '(widget.loaded)',
    ]);
    expect(events[1]?.querySelector('strong a')?.getAttribute('href')).toBe('#/requests/r1');
    await click(byText(page.root, 'a', 'Back to the list'));
    expect(window.location.hash).toBe('#/checkouts');
  });

  it('answers an unknown checkout as a failed load', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts/nothing' });
    expect(page.root.querySelector('[role="alert"]')?.textContent).toContain('404');
  });

  it('is in the page’s language (Arabic)', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/checkouts', lang: 'ar' });
    expect(page.root.querySelector('h1')?.textContent).toBe('جلسات الدفع مباشر');
    expect(rows()[0]?.textContent).toContain('مدفوعة');
  });
});
