// @vitest-environment happy-dom
// What the wallet buttons add to the redirect flow's iframe (threeds/follow-redirect.ts): a flow
// that stays in the page, a cancel that shows the forms again, and the sheet's other messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_PROTOCOL } from '../../spec/async-protocol';
import { dispatchFrom, fakeFrame, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, testContext } from '../test-support/widget-context';
import { followRedirect } from '../threeds/follow-redirect';

const SHEET = { url: `${GATEWAY}/v1/wallets/sheet`, parameters: [{ name: 'brand', value: 'APPLEPAY' }] };

function setup(options = {}) {
  const { ctx, navigate } = testContext(options);
  const merchantForm = addMerchantForm();
  const form = document.createElement('form');
  document.body.append(form);
  const hideForms = vi.fn((hidden = true) => {
    form.hidden = hidden;
  });
  return { ctx, navigate, merchantForm, form, hideForms };
}

beforeEach(() => {
  silenceHappyDomLoading();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the redirect iframe for wallet buttons', () => {
  it('stays in the page with inPage, whatever paymentTarget says', () => {
    const s = setup({ paymentTarget: '_top' });
    expect(followRedirect(SHEET, { ...s, inPage: true })).toBe(true);
    expect(document.querySelector('iframe.wpwl-target')).not.toBeNull();
  });

  it('cancel: removes the iframe, shows the forms and calls onCancel; without onCancel it is the result page', () => {
    const s = setup();
    const onCancel = vi.fn();
    followRedirect(SHEET, { ...s, onCancel });
    const { win } = fakeFrame(document.querySelector<HTMLIFrameElement>('iframe.wpwl-target')!);
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'cancel' }, 'https://evil.test');
    expect(onCancel).not.toHaveBeenCalled();
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'cancel' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(document.querySelector('iframe.wpwl-target')).toBeNull();
    expect(s.hideForms.mock.calls).toEqual([[], [false]]);
    expect(s.form.hidden).toBe(false);
    expect(s.navigate).not.toHaveBeenCalled();

    const plain = setup();
    followRedirect(SHEET, plain);
    const other = fakeFrame(document.querySelectorAll<HTMLIFrameElement>('iframe.wpwl-target')[0]!);
    dispatchFrom(other.win, { protocol: ASYNC_PROTOCOL, type: 'cancel' });
    expect(plain.navigate).toHaveBeenCalledWith(expect.stringContaining('resourcePath='));
  });

  it('hands other messages of the frame to onMessage, with a way to answer the frame only', () => {
    const s = setup();
    const onMessage = vi.fn((_data, answer) => answer({ protocol: ASYNC_PROTOCOL, type: 'authorized' }));
    followRedirect(SHEET, { ...s, onMessage });
    const { win } = fakeFrame(document.querySelector<HTMLIFrameElement>('iframe.wpwl-target')!);
    dispatchFrom(window, { protocol: ASYNC_PROTOCOL, type: 'authorize' });
    dispatchFrom(win, { type: 'authorize' });
    expect(onMessage).not.toHaveBeenCalled();
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'authorize', paymentData: { a: 1 } });
    expect(onMessage.mock.calls[0]?.[0]).toEqual({
      protocol: ASYNC_PROTOCOL,
      type: 'authorize',
      paymentData: { a: 1 },
    });
    expect(win.postMessage).toHaveBeenCalledExactlyOnceWith(
      { protocol: ASYNC_PROTOCOL, type: 'authorized' },
      GATEWAY,
    );
  });
});
