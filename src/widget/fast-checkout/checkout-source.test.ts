// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY } from '../test-support/fake-frames';
import { CHECKOUT_ID, testContext } from '../test-support/widget-context';
import { checkoutSource } from './checkout-source';

const NEW_ID = '8AC7A4C98B5D6C2A018B5F5E1E6F1234.uat01-vm-tx04';
const OPEN = { state: 'OPEN', amount: '12.50', currency: 'EUR' };
let fetchMock: ReturnType<typeof vi.fn>;
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function fastContext(createCheckout: () => unknown) {
  const { ctx } = testContext({ createCheckout });
  ctx.checkoutId = '';
  return ctx;
}

describe('the wallet buttons’ checkout', () => {
  it('is created once on the first click, looked up, and then reused; a second click joins the first', async () => {
    const createCheckout = vi.fn(() => Promise.resolve(NEW_ID));
    const ctx = fastContext(createCheckout);
    reply(200, OPEN);
    const source = checkoutSource(ctx, { status: 'none' });
    const [a, b] = await Promise.all([source('APPLEPAY'), source('GOOGLEPAY')]);
    expect(a).toEqual({ id: NEW_ID, status: 'open', amount: '12.50', currency: 'EUR' });
    expect(b).toBe(a);
    expect(await source('APPLEPAY')).toBe(a);
    expect(createCheckout).toHaveBeenCalledExactlyOnceWith({ brand: 'APPLEPAY' });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(
      `${GATEWAY}/v1/checkouts/${NEW_ID}/widget`,
      expect.anything(),
    );
    expect(ctx.checkoutId).toBe(NEW_ID);
  });

  it('is the page’s own when the script had a checkout id: no createCheckout, no request', async () => {
    const createCheckout = vi.fn();
    const { ctx } = testContext({ createCheckout });
    const source = checkoutSource(ctx, { status: 'open', amount: '5.00', currency: 'USD' });
    await expect(source('APPLEPAY')).resolves.toMatchObject({ id: CHECKOUT_ID, amount: '5.00' });
    expect(createCheckout).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails with a named error for an id the gateway does not know, and tries again on the next click', async () => {
    const createCheckout = vi.fn(() => NEW_ID);
    const ctx = fastContext(createCheckout);
    const source = checkoutSource(ctx, { status: 'none' });
    reply(404, { result: { code: '200.300.404' } });
    await expect(source('APPLEPAY')).rejects.toMatchObject({ name: 'InvalidCheckoutIdError' });
    expect(ctx.checkoutId).toBe('');
    reply(200, { ...OPEN, state: 'PAID' });
    await expect(source('APPLEPAY')).rejects.toMatchObject({ name: 'InvalidCheckoutIdError' });
    reply(500, {});
    await expect(source('APPLEPAY')).rejects.toMatchObject({ name: 'WidgetError' });
    reply(200, OPEN);
    await expect(source('APPLEPAY')).resolves.toMatchObject({ id: NEW_ID });
    expect(createCheckout).toHaveBeenCalledTimes(4);
  });
});
