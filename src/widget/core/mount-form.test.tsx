// @vitest-environment happy-dom
// The other forms' chunks arriving after the checkout: what shows meanwhile, and onReady.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFrames, fakeFrame, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHUNK_MODULES, testContext } from '../test-support/widget-context';
import { type ChunkName, useChunkLoader } from './load-chunk';
import { mountPaymentForm, startFormMount } from './mount-form';

const MODULES = CHUNK_MODULES;
let unmount = () => {};
let pending: Array<{ name: ChunkName; resolve(): void; reject(): void }>;

beforeEach(() => {
  silenceHappyDomLoading();
  pending = [];
  // As the page's loader: one load per chunk, whoever asks.
  const loads = new Map<ChunkName, Promise<unknown>>();
  useChunkLoader((_ctx, name) => {
    let load = loads.get(name);
    if (!load) {
      load = new Promise((resolve, reject) => {
        pending.push({ name, resolve: () => resolve(MODULES[name]), reject: () => reject(new Error('no')) });
      });
      loads.set(name, load);
    }
    return load;
  });
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  useChunkLoader((_ctx, name) => MODULES[name]);
  vi.restoreAllMocks();
});

const containers = () =>
  [...document.querySelectorAll<HTMLElement>('.wpwl-container')].map(
    (c) => `${c.className.split(' ')[1]}${c.hidden ? ' (hidden)' : ''}`,
  );
const settle = async (how: 'resolve' | 'reject', only?: ChunkName) => {
  for (const chunk of pending) if (!only || chunk.name === only) chunk[how]();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the other forms’ chunks', () => {
  it('start loading with the brands; the card form shows meanwhile; onReady waits for them', async () => {
    const onReady = vi.fn();
    const { ctx } = testContext({ onReady });
    unmount = mountPaymentForm(addMerchantForm('VISA DIRECTDEBIT_SEPA EPS'), ctx, {
      status: 'open',
      amount: '12.50',
      currency: 'EUR',
    });
    expect(pending.map((chunk) => chunk.name).sort()).toEqual(['framed', 'redirect']);
    expect(containers()).toEqual(['wpwl-container-card']);
    new FakeFrames(document.querySelector('.wpwl-container-card') as HTMLElement).start();
    await Promise.resolve();
    expect(onReady).not.toHaveBeenCalled();

    await settle('resolve');
    expect(containers()).toEqual([
      'wpwl-container-card',
      'wpwl-container-directDebit',
      'wpwl-container-onlineTransfer-EPS',
    ]);
    expect(onReady).not.toHaveBeenCalled();
    const bank = document.querySelector<HTMLIFrameElement>('iframe.wpwl-control-accountIban');
    expect(bank).not.toBeNull();
  });

  it('report a WidgetError when they cannot be had; the card form stays and onReady still comes', async () => {
    const onReady = vi.fn();
    const { ctx, reportError } = testContext({ onReady });
    unmount = mountPaymentForm(addMerchantForm('VISA EPS'), ctx, {
      status: 'open',
      amount: '1.00',
      currency: 'EUR',
    });
    new FakeFrames(document.querySelector('.wpwl-container-card') as HTMLElement).start();
    await settle('reject');
    expect(reportError).toHaveBeenCalledWith(
      'WidgetError',
      'The redirect forms could not be loaded from the gateway',
    );
    expect(containers()).toEqual(['wpwl-container-card']);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('mount the forms of the chunks that came when another cannot be had', async () => {
    const { ctx, reportError } = testContext();
    unmount = mountPaymentForm(addMerchantForm('VISA DIRECTDEBIT_SEPA EPS'), ctx, {
      status: 'open',
      amount: '1.00',
      currency: 'EUR',
    });
    await settle('reject', 'framed');
    await settle('resolve', 'redirect');
    expect(reportError).toHaveBeenCalledWith(
      'WidgetError',
      'The framed forms could not be loaded from the gateway',
    );
    expect(containers()).toEqual(['wpwl-container-card', 'wpwl-container-onlineTransfer-EPS']);
  });

  it('keep the card form hidden while stored details that may hide it are on their way', async () => {
    const { ctx } = testContext({ registrations: { hideInitialPaymentForms: true } });
    unmount = mountPaymentForm(addMerchantForm('VISA'), ctx, {
      status: 'open',
      amount: '1.00',
      currency: 'EUR',
      registrations: true,
    });
    expect(pending.map((chunk) => chunk.name)).toEqual(['framed']);
    expect(containers()).toEqual(['wpwl-container-card (hidden)']);
    await settle('resolve');
    expect(containers()).toEqual(['wpwl-container-registration', 'wpwl-container-card (hidden)']);
  });

  it('start the SEPA form as soon as its chunk is there, hidden, its frame loading; open() shows it and sends init', async () => {
    const { ctx } = testContext();
    const mount = startFormMount(addMerchantForm('VISA DIRECTDEBIT_SEPA'), ctx);
    unmount = mount.unmount;
    await settle('resolve');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(containers()).toEqual(['wpwl-container-card (hidden)', 'wpwl-container-directDebit (hidden)']);
    const bank = document.querySelector<HTMLIFrameElement>('iframe.wpwl-control-accountIban')!;
    const frame = fakeFrame(bank);
    bank.dispatchEvent(new Event('load'));
    expect(frame.win.postMessage).not.toHaveBeenCalled();
    mount.open({ status: 'open', amount: '1.00', currency: 'EUR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(containers()).toEqual(['wpwl-container-card', 'wpwl-container-directDebit']);
    expect(frame.win.postMessage.mock.calls[0]?.[0]).toMatchObject({
      type: 'init',
      style: { label: 'Bank account' },
    });
  });

  it('take the early SEPA form away again when the checkout cannot be paid', async () => {
    const { ctx } = testContext();
    const mount = startFormMount(addMerchantForm('VISA DIRECTDEBIT_SEPA'), ctx);
    unmount = mount.unmount;
    await settle('resolve');
    mount.open({ status: 'paid' });
    expect(containers()).toEqual(['wpwl-container-card']);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('.wpwl-container-card')?.textContent).toBe(
      'This payment has already been completed.',
    );
  });

  it('mount nothing once unmounted', async () => {
    const { ctx } = testContext();
    unmount = mountPaymentForm(addMerchantForm('VISA EPS'), ctx, {
      status: 'open',
      amount: '1.00',
      currency: 'EUR',
    });
    unmount();
    await settle('resolve');
    expect(containers()).toEqual([]);
  });
});
