// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import { FakeFrames, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, testContext } from '../test-support/widget-context';

let unmount: () => void;

function payAndAnswerPending(options: WpwlOptions = {}) {
  const { ctx, navigate } = testContext(options);
  const merchantForm = addMerchantForm('VISA EPS');
  unmount = mountPaymentForm(merchantForm, ctx, { status: 'open', amount: '12.50', currency: 'EUR' });
  const card = document.querySelector<HTMLElement>('.wpwl-container-card')!;
  const frames = new FakeFrames(card);
  frames.start();
  frames.fillValidCard('VISA');
  const expiry = document.querySelector<HTMLInputElement>('.wpwl-control-expiry')!;
  expiry.value = '03 / 30';
  expiry.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  const form = card.querySelector('form')!;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const submit = frames.posted('cardNumber').find((m) => m.data.type === 'submit')!;
  frames.send('cardNumber', {
    type: 'submitted',
    requestId: submit.data.requestId as string,
    outcome: {
      httpStatus: 200,
      body: {
        result: { code: '000.200.000', description: 'transaction pending' },
        redirect: {
          url: `${GATEWAY}/v1/threeds/x/start`,
          parameters: [{ name: 'threeDSSessionData', value: 't' }],
        },
      },
    },
  });
  return { card, form, submit, navigate };
}

beforeEach(() => {
  silenceHappyDomLoading();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a card payment that answers pending with a redirect (3-D Secure)', () => {
  it('sends the challenge window size, then shows the iframe in place of every form', () => {
    const { card, form, submit } = payAndAnswerPending({ browser: { threeDChallengeWindow: 4 } });
    expect((submit.data.fields as Record<string, string>)['customer.browser.challengeWindow']).toBe('4');
    const frame = card.querySelector<HTMLIFrameElement>('iframe.wpwl-target')!;
    expect(frame.style.width).toBe('600px');
    expect(form.hidden).toBe(true);
    expect(document.querySelector<HTMLFormElement>('form.wpwl-form-onlineTransfer-EPS')!.hidden).toBe(true);
  });

  it('with paymentTarget _top the page itself goes to the 3DS server', () => {
    const { card } = payAndAnswerPending({ paymentTarget: '_top' });
    expect(card.querySelector('iframe.wpwl-target')).toBeNull();
    const post = document.querySelector<HTMLFormElement>('body > form[target="_top"]')!;
    expect(post.action).toBe(`${GATEWAY}/v1/threeds/x/start`);
  });

  it('unload removes the iframe with everything else', () => {
    payAndAnswerPending();
    unmount();
    unmount = () => {};
    expect(document.querySelector('iframe.wpwl-target')).toBeNull();
    expect(document.querySelector('.wpwl-container')).toBeNull();
  });
});
