// The hash names the section and, for requests, payments and checkouts, the one opened.
import { describe, expect, it } from 'vitest';
import { hrefOf, parseHash } from './router';

describe('hash routes', () => {
  it.each([
    ['', { section: 'requests' }],
    ['#/payments', { section: 'payments' }],
    ['#/payments/8ac7%2Fa', { section: 'payments', id: '8ac7/a' }],
    ['#/checkouts/C1.uat01-vm-tx07', { section: 'checkouts', id: 'C1.uat01-vm-tx07' }],
    ['#/requests/r2', { section: 'requests', id: 'r2' }],
    ['#/nowhere/x', { section: 'requests' }],
    ['#schedules', { section: 'schedules' }],
  ])('%s is %o', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('writes what it reads', () => {
    expect(parseHash(hrefOf('payments', 'a/b c'))).toEqual({ section: 'payments', id: 'a/b c' });
    expect(hrefOf('reports')).toBe('#/reports');
  });
});
