// @vitest-environment happy-dom
// The SEPA form's frame starts with the main script, before the form's chunk (framed.js): the chunk's
// form then takes that iframe over, in its place, without making a new one or moving it (a moved
// iframe loads its page again).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeFrame, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHUNK_MODULES, testContext } from '../test-support/widget-context';
import { type ChunkName, useChunkLoader } from './load-chunk';
import { mountPaymentForm, startFormMount } from './mount-form';

let unmount = () => {};
let arrive: Partial<Record<ChunkName, (ok: boolean) => void>>;

beforeEach(() => {
  silenceHappyDomLoading();
  arrive = {};
  const loads = new Map<ChunkName, Promise<unknown>>();
  useChunkLoader((_ctx, name) => {
    let load = loads.get(name);
    if (!load) {
      load = new Promise((resolve, reject) => {
        arrive[name] = (ok) => (ok ? resolve(CHUNK_MODULES[name]) : reject(new Error('no')));
      });
      loads.set(name, load);
    }
    return load;
  });
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  useChunkLoader((_ctx, name) => CHUNK_MODULES[name]);
});

const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const bankIframes = () => [
  ...document.querySelectorAll<HTMLIFrameElement>('iframe.wpwl-control-accountIban'),
];

describe('the SEPA form’s frame', () => {
  it('is in the page, loading, before framed.js has arrived; the chunk’s form keeps it and sends it init', async () => {
    const { ctx } = testContext();
    const mount = startFormMount(addMerchantForm('VISA DIRECTDEBIT_SEPA'), ctx);
    unmount = mount.unmount;
    // Out of the page during the script's task, in it from the next.
    expect(bankIframes()).toEqual([]);
    await task();
    expect(arrive.framed).toBeDefined();
    const [early] = bankIframes();
    expect(early?.getAttribute('src')).toBe(
      `${ctx.gatewayOrigin}/v1/bank-field?field=accountIban&locale=en#checkoutId=${ctx.checkoutId}&parentOrigin=${encodeURIComponent(location.origin)}`,
    );
    expect(early?.name).toBe('bankAccount.iban');
    expect(early?.closest('.wpwl-container-directDebit')?.hasAttribute('hidden')).toBe(true);
    const frame = fakeFrame(early as HTMLIFrameElement);
    // Its page loads before the form is there.
    early?.dispatchEvent(new Event('load'));

    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    arrive.framed?.(true);
    await task();
    observer.takeRecords();
    observer.disconnect();
    expect(bankIframes()).toEqual([early]);
    expect(removed.filter((node) => node === early || node.contains(early as Node))).toEqual([]);
    // The chunk's form around it: brand before, pay button after.
    const form = early?.closest('form.wpwl-form-directDebit');
    expect(form?.querySelector('.wpwl-brand-DIRECTDEBIT_SEPA')).not.toBeNull();
    expect(form?.querySelector('button.wpwl-button-pay')).not.toBeNull();

    mount.open({ status: 'open', amount: '1.00', currency: 'EUR' });
    await task();
    expect(early?.closest('.wpwl-container-directDebit')?.hasAttribute('hidden')).toBe(false);
    expect(frame.win.postMessage.mock.calls[0]?.[0]).toMatchObject({
      type: 'init',
      style: { label: 'Bank account' },
    });
  });

  it('goes again when framed.js cannot be had', async () => {
    const { ctx } = testContext();
    unmount = startFormMount(addMerchantForm('VISA DIRECTDEBIT_SEPA'), ctx).unmount;
    await task();
    expect(bankIframes()).toHaveLength(1);
    arrive.framed?.(false);
    await task();
    expect(bankIframes()).toEqual([]);
    expect(document.querySelector('.wpwl-container-directDebit')).toBeNull();
  });

  it('is not put back in the page once its form is gone: no checkout to pay, or unmounted', async () => {
    // The chunk at once, as when the browser has it already.
    useChunkLoader((_ctx, name) => CHUNK_MODULES[name]);
    unmount = mountPaymentForm(addMerchantForm('VISA DIRECTDEBIT_SEPA'), testContext().ctx, {
      status: 'paid',
    });
    startFormMount(addMerchantForm('DIRECTDEBIT_SEPA'), testContext().ctx).unmount();
    await task();
    expect(bankIframes()).toEqual([]);
    expect(document.querySelector('.wpwl-container-directDebit')).toBeNull();
  });

  it('is not started without DIRECTDEBIT_SEPA among the brands', async () => {
    const { ctx } = testContext();
    unmount = startFormMount(addMerchantForm('VISA EPS'), ctx).unmount;
    await task();
    expect(document.querySelector('.wpwl-container-directDebit, iframe.wpwl-control-accountIban')).toBeNull();
  });
});
