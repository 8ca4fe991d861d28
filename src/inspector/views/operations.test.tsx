// @vitest-environment happy-dom
// Webhooks (deliveries, redeliver), Schedules and clock (advance, reset) and Reports (settlement
// days, the CSV, the SFTP login) against the fake gateway.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../format';
import { CSRF, DELIVERY, ENTITY_ID, SCHEDULE, WEBHOOK } from '../test-support/fake-gateway';
import { byText, click, go, type Mounted, mountInspector } from '../test-support/mount';

let page: Mounted;
afterEach(() => page?.unmount());

const posts = () => page.gateway.calls.filter((c) => c.method === 'POST');

describe('the Webhooks view', () => {
  it('lists the endpoints, and a delivery’s attempts with status and duration', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/webhooks' });
    const endpoint = byText(page.root, 'ul.endpoints li', WEBHOOK.url);
    const open = endpoint.querySelector('button')!;
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const row = page.root.querySelector('table.deliveries tbody tr')!;
    expect(row.textContent).toContain('DELIVERED');
    expect(row.querySelector('ol.attempts')?.textContent).toMatch(/: 200, 31 ms$/);
  });

  it('redelivers with the CSRF token and says so', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/webhooks' });
    await click(byText(page.root, 'ul.endpoints button', 'Deliveries'));
    await click(byText(page.root, 'table.deliveries button', 'Redeliver'));
    const [call] = posts();
    expect(call?.path).toBe(
      `/inspector/api/v1/sandbox/webhooks/${WEBHOOK.id}/deliveries/${DELIVERY.id}/redeliver`,
    );
    expect(call?.headers['x-csrf-token']).toBe(CSRF);
    expect(page.root.querySelector('[aria-live="polite"]')?.textContent).toBe(
      `Delivery ${DELIVERY.id} queued again.`,
    );
  });
});

describe('the Schedules and clock view', () => {
  it('shows the clock and the schedules with their next execution', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/schedules' });
    expect(page.root.querySelector('.clock')?.textContent).toContain('0 s ahead of the sandbox');
    const row = page.root.querySelector('table.schedules tbody tr')!;
    expect(row.textContent).toContain(SCHEDULE.id);
    expect(row.textContent).toContain('9.99 EUR');
    expect(row.textContent).toContain('ACTIVE');
  });

  it('advances the clock by an hour, a day and a month, then resets it, reading the schedules again', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/schedules' });
    const reads = () => page.gateway.calls.filter((c) => c.path === '/inspector/api/schedules').length;
    await click(byText(page.root, 'button', 'Advance an hour'));
    await click(byText(page.root, 'button', 'Advance a day'));
    // What the month's run made shows on the next read.
    page.gateway.schedules = [
      {
        ...SCHEDULE,
        job: { nextExecution: '2027-01-01 00:00:00' },
        payments: [{ id: 'p-run-1', scheduledFor: '2026-12-01 00:00:00' }],
      },
    ];
    await click(byText(page.root, 'button', 'Advance a month'));
    expect(posts().map((c) => new URLSearchParams(c.body).get('seconds'))).toEqual([
      '3600',
      '86400',
      '2592000',
    ]);
    expect(posts().every((c) => c.path === '/inspector/api/v1/sandbox/clock/advance')).toBe(true);
    expect(posts().every((c) => c.headers['x-csrf-token'] === CSRF)).toBe(true);
    expect(page.root.querySelector('.clock')?.textContent).toContain(`${3600 + 86400 + 2592000} s ahead`);
    expect(page.root.querySelector('table.schedules')?.textContent).toContain(
      formatTime('2027-01-01 00:00:00', 'en'),
    );
    expect(page.root.querySelector('table.schedules ul.runs a')?.getAttribute('href')).toBe(
      '#/payments/p-run-1',
    );
    expect(reads()).toBe(4);
    await click(byText(page.root, 'button', 'Reset'));
    expect(posts().at(-1)?.path).toBe('/inspector/api/v1/sandbox/clock/reset');
    expect(page.root.querySelector('.clock')?.textContent).toContain('0 s ahead');
  });
});

describe('the Reports view', () => {
  it('lists settlement days of the merchant clock’s last month with their CSV', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/schedules' });
    // The fake clock reads 2026-11-26 10:00 UTC; a month ahead, the days asked follow it.
    await click(byText(page.root, 'button', 'Advance a month'));
    await go('#/reports');
    const asked = page.gateway.calls.find((c) => c.path.endsWith('/aggregations'))!;
    expect(asked.query.get('date.from')).toBe('2026-11-26');
    expect(asked.query.get('date.to')).toBe('2026-12-27');
    const row = page.root.querySelector('table.settlements tbody tr')!;
    expect(row.textContent).toContain('2026-11-25');
    expect(row.textContent).toContain('37.50');
    const link = row.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/inspector/api/reports/v1/reconciliations/agg1.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('gives the SFTP login to copy when the sandbox runs SFTP, and none otherwise', async () => {
    page = await mountInspector({ signedIn: true, hash: '#/reports', sftp: 'localhost:2222' });
    expect(page.root.querySelector('#sftp-login')?.textContent).toBe(`sftp -P 2222 ${ENTITY_ID}@localhost`);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click(byText(page.root, 'button', 'Copy'));
    expect(writeText).toHaveBeenCalledWith(`sftp -P 2222 ${ENTITY_ID}@localhost`);
    page.unmount();
    page = await mountInspector({ signedIn: true, hash: '#/reports' });
    expect(page.root.querySelector('#sftp-login')).toBeNull();
  });
});
