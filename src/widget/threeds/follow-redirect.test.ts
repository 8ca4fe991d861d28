// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_PROTOCOL } from '../../spec/async-protocol';
import type { WpwlOptions } from '../core/options';
import { dispatchFrom, fakeFrame, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID, testContext } from '../test-support/widget-context';
import { followRedirect } from './follow-redirect';
import { challengeWindow, frameSize } from './frame-size';

const REDIRECT = {
  url: `${GATEWAY}/v1/threeds/0b1c/start`,
  parameters: [{ name: 'threeDSSessionData', value: 'tok' }],
};
const DONE = { protocol: ASYNC_PROTOCOL, type: 'done' };
const RESULT = `https://shop.test/result?id=${CHECKOUT_ID}&resourcePath=%2Fv1%2Fcheckouts%2F${CHECKOUT_ID}%2Fpayment`;

let submitted: HTMLFormElement[];

function setup(options: WpwlOptions = {}) {
  const { ctx, navigate } = testContext(options);
  const merchantForm = addMerchantForm();
  const container = document.createElement('div');
  const form = document.createElement('form');
  container.append(form);
  document.body.append(container);
  const hideForms = vi.fn(() => {
    form.hidden = true;
  });
  return { ctx, navigate, merchantForm, form, container, hideForms };
}

const postedFields = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));

beforeEach(() => {
  silenceHappyDomLoading();
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('frame size and challenge window', () => {
  it('maps the EMV window sizes, full (05) by default', () => {
    expect(challengeWindow({})).toBe('5');
    expect(challengeWindow({ browser: { threeDChallengeWindow: 3 } })).toBe('3');
    expect(challengeWindow({ browser: { threeDChallengeWindow: 9 } })).toBe('5');
    expect(frameSize({})).toEqual({ width: '100%', height: '580px' });
    const sizes = [1, 2, 3, 4].map((n) => frameSize({ browser: { threeDChallengeWindow: n } }));
    expect(sizes).toEqual([
      { width: '250px', height: '400px' },
      { width: '390px', height: '400px' },
      { width: '500px', height: '600px' },
      { width: '600px', height: '400px' },
    ]);
  });

  it('prefers threeDIframeSize', () => {
    const size = { width: '320px', height: '480px' };
    expect(frameSize({ threeDIframeSize: size, browser: { threeDChallengeWindow: 1 } })).toEqual(size);
  });
});

describe('followRedirect, in the page (default)', () => {
  it('posts the redirect into an iframe.wpwl-target after the form, sized, and hides the forms', () => {
    const onLoadThreeDIframe = vi.fn();
    const s = setup({ browser: { threeDChallengeWindow: 2 }, onLoadThreeDIframe });
    expect(followRedirect(REDIRECT, s)).toBe(true);
    const frame = s.container.querySelector<HTMLIFrameElement>('iframe.wpwl-target')!;
    expect(frame.previousElementSibling).toBe(s.form);
    expect(frame.name).toMatch(/^wpwl-target-[0-9a-f]{16}$/);
    expect(frame.title).toBe('Payment verification');
    expect([frame.style.width, frame.style.height]).toEqual(['390px', '400px']);
    expect(s.hideForms).toHaveBeenCalledOnce();
    expect(s.form.hidden).toBe(true);
    const [post] = submitted;
    expect([post?.method, post?.action, post?.target]).toEqual(['post', REDIRECT.url, frame.name]);
    // The gateway's own page also learns the way back.
    expect(postedFields(post!)).toEqual({
      threeDSSessionData: 'tok',
      shopperResultUrl: 'https://shop.test/result',
    });
    frame.dispatchEvent(new Event('load'));
    expect(onLoadThreeDIframe).toHaveBeenCalledOnce();
    expect(onLoadThreeDIframe.mock.contexts[0]).toBe(frame);
  });

  it('goes to the result URL when the gateway’s last page says so, and only then', () => {
    const s = setup();
    followRedirect(REDIRECT, s);
    const { win } = fakeFrame(s.container.querySelector<HTMLIFrameElement>('iframe.wpwl-target')!);
    dispatchFrom(window, DONE);
    dispatchFrom(win, DONE, 'https://evil.test');
    dispatchFrom(win, { protocol: ASYNC_PROTOCOL, type: 'other' });
    expect(s.navigate).not.toHaveBeenCalled();
    dispatchFrom(win, DONE);
    expect(s.navigate).toHaveBeenCalledWith(RESULT);
    dispatchFrom(win, DONE);
    expect(s.navigate).toHaveBeenCalledOnce();
  });

  it('adds nothing to a redirect to another origin (an ACS, a provider)', () => {
    const s = setup();
    followRedirect({ url: 'https://acs.example/challenge', parameters: [{ name: 'creq', value: 'x' }] }, s);
    expect(postedFields(submitted[0]!)).toEqual({ creq: 'x' });
  });

  it('refuses an unusable URL and leaves the form as it was', () => {
    const s = setup();
    expect(followRedirect({ url: 'javascript:alert(1)', parameters: [] }, s)).toBe(false);
    expect(s.container.querySelector('iframe')).toBeNull();
    expect(s.form.hidden).toBe(false);
    expect(submitted).toEqual([]);
  });
});

describe('followRedirect with paymentTarget', () => {
  it.each(['_top', 'checkoutFrame'])('%s: the form posts there, no iframe', (target) => {
    const s = setup({ paymentTarget: target });
    expect(followRedirect(REDIRECT, s)).toBe(true);
    expect(s.container.querySelector('iframe')).toBeNull();
    expect(submitted[0]?.target).toBe(target);
    expect(postedFields(submitted[0]!)).toMatchObject({ threeDSSessionData: 'tok' });
  });
});
