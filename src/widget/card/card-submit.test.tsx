// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import type { SubmitOutcome } from '../frame-protocol/protocol';
import { FakeFrames, flush, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID, testContext } from '../test-support/widget-context';
import { SUBMIT_TIMEOUT_MS } from './card-submit';

let unmount: () => void;

function mount(options: WpwlOptions = {}, action = 'https://shop.test/result') {
  const { ctx, navigate } = testContext(options);
  const merchantForm = addMerchantForm('VISA MASTER', action);
  unmount = mountPaymentForm(merchantForm, ctx, { status: 'open', amount: '12.50', currency: 'EUR' });
  const container = document.querySelector<HTMLElement>('.wpwl-container')!;
  const frames = new FakeFrames(container);
  frames.start();
  return { frames, navigate, merchantForm, form: container.querySelector('form')! };
}

function type(selector: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}

function fillForm(frames: FakeFrames) {
  frames.fillValidCard('VISA');
  type('.wpwl-control-cardHolder', 'Jane Doe');
  type('.wpwl-control-expiry', '03 / 30');
}

const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const submits = (frames: FakeFrames) => frames.posted('cardNumber').filter((m) => m.data.type === 'submit');
const button = () => document.querySelector<HTMLButtonElement>('button.wpwl-button-pay')!;

function answer(frames: FakeFrames, outcome: SubmitOutcome) {
  const requestId = submits(frames).at(-1)!.data.requestId as string;
  frames.send('cardNumber', { type: 'submitted', requestId, outcome });
}

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('card submit', () => {
  it('sends the non-sensitive fields to the card-number iframe only', () => {
    const { frames, form } = mount();
    fillForm(frames);
    submit(form);
    const [message] = submits(frames);
    expect(message?.origin).toBe('https://gateway.test');
    expect(message?.data.fields).toMatchObject({
      'card.holder': 'Jane Doe',
      'card.expiryMonth': '03',
      'card.expiryYear': '2030',
      paymentBrand: 'VISA',
      'customer.browser.javaEnabled': 'false',
      'customer.browser.challengeWindow': '5',
    });
    expect(message?.data.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(frames.posted('cvv').some((m) => m.data.type === 'submit')).toBe(false);
  });

  it('shows the busy state and ignores a second submit', async () => {
    const { frames, form } = mount();
    fillForm(frames);
    submit(form);
    submit(form);
    frames.send('cardNumber', { type: 'submitEnter', field: 'cardNumber' });
    expect(submits(frames)).toHaveLength(1);
    await flush();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().querySelector('.wpwl-spinner')).not.toBeNull();
  });

  it('navigates to the form action with id and resourcePath after the answer', () => {
    const { frames, form, navigate } = mount({}, 'https://shop.test/result?order=7');
    fillForm(frames);
    submit(form);
    answer(frames, { httpStatus: 200, body: { result: { code: '000.100.110', description: 'ok' } } });
    expect(navigate).toHaveBeenCalledWith(
      `https://shop.test/result?order=7&id=${CHECKOUT_ID}&resourcePath=%2Fv1%2Fcheckouts%2F${CHECKOUT_ID}%2Fpayment`,
    );
  });

  it('navigates for a decline too (HTTP 400 without parameterErrors)', () => {
    const { frames, form, navigate } = mount();
    fillForm(frames);
    submit(form);
    answer(frames, { httpStatus: 400, body: { result: { code: '800.100.152', description: 'declined' } } });
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('submits on Enter inside an iframe', () => {
    const { frames } = mount();
    fillForm(frames);
    frames.send('cvv', { type: 'submitEnter', field: 'cvv' });
    expect(submits(frames)).toHaveLength(1);
  });

  it('calls onBeforeSubmitCard with the form as this; false cancels', () => {
    let self: unknown;
    const onBeforeSubmitCard = vi.fn(function (this: HTMLFormElement) {
      self = this;
      return false;
    });
    const { frames, form } = mount({ onBeforeSubmitCard });
    fillForm(frames);
    submit(form);
    expect(onBeforeSubmitCard).toHaveBeenCalledOnce();
    expect(self).toBe(form);
    expect(submits(frames)).toHaveLength(0);
  });

  it('does not submit an invalid form and shows every error', async () => {
    const { frames, form } = mount({ allowEmptyCardHolderName: false });
    submit(form);
    await flush();
    expect(submits(frames)).toHaveLength(0);
    const hints = [...document.querySelectorAll('.wpwl-hint')].map((h) => h.className);
    expect(hints).toEqual([
      'wpwl-hint wpwl-hint-cardNumberError',
      'wpwl-hint wpwl-hint-expiryMonthError',
      'wpwl-hint wpwl-hint-cvvError',
      'wpwl-hint wpwl-hint-cardHolderError',
    ]);
    expect(frames.last('cardNumber', 'focus')).toBeDefined();
  });

  it('leaves the holder out when it is empty and optional (the default)', () => {
    const { frames, form } = mount();
    frames.fillValidCard('VISA');
    type('.wpwl-control-expiry', '03 / 30');
    submit(form);
    expect(submits(frames)).toHaveLength(1);
    expect(submits(frames)[0]?.data.fields).not.toHaveProperty('card.holder');
  });

  it('asks for a reload when a tampered frame refuses to pay', async () => {
    const onError = vi.fn();
    const { frames, form } = mount({ onError });
    fillForm(frames);
    submit(form);
    const requestId = submits(frames)[0]!.data.requestId as string;
    frames.send('cardNumber', { type: 'submitFailed', requestId, reason: 'refused' });
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PciIframeSubmitError' }));
    expect(document.querySelector('.wpwl-message')?.textContent).toMatch(/reload the page/);
  });

  it('accepts an empty CVV when requireCvv is false', () => {
    const { frames, form } = mount({ requireCvv: false });
    fillForm(frames);
    const empty = { empty: true, valid: false, potentiallyValid: true, focused: false };
    frames.send('cvv', { type: 'state', field: 'cvv', state: empty });
    submit(form);
    expect(submits(frames)).toHaveLength(1);
  });

  it('shows parameterErrors inline and re-enables the form', async () => {
    const { frames, form, navigate } = mount();
    fillForm(frames);
    submit(form);
    answer(frames, {
      httpStatus: 400,
      body: {
        result: {
          code: '100.100.101',
          description: 'invalid',
          parameterErrors: [
            { name: 'card.expiryYear', value: '2030', message: 'x' },
            { name: 'card.holder', value: 'Jane Doe', message: 'y' },
          ],
        },
      },
    });
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('.wpwl-control-expiry')!.classList.contains('wpwl-has-error')).toBe(true);
    expect(document.querySelector('.wpwl-hint-cardHolderError')).not.toBeNull();
    expect(button().disabled).toBe(false);
    expect(button().classList.contains('wpwl-button-error')).toBe(true);
    submit(form);
    expect(submits(frames)).toHaveLength(2);
  });

  it('says so when the checkout is already paid', async () => {
    const { frames, form, navigate } = mount();
    fillForm(frames);
    submit(form);
    answer(frames, { httpStatus: 400, body: { result: { code: '100.350.101', description: 'closed' } } });
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('.wpwl-message.wpwl-has-error[role="alert"]')?.textContent).toBe(
      'This payment has already been completed.',
    );
    expect(button().disabled).toBe(true);
  });

  it('times out with PciIframeSubmitError and re-enables', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onError = vi.fn();
    const { frames, form } = mount({ onError });
    fillForm(frames);
    submit(form);
    vi.advanceTimersByTime(SUBMIT_TIMEOUT_MS);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PciIframeSubmitError' }));
    vi.useRealTimers();
    await flush();
    expect(button().disabled).toBe(false);
    expect(document.querySelector('.wpwl-message')?.textContent).toBe(
      'The payment could not be sent. Please try again.',
    );
  });

  it('reports a network failure of the iframe as PciIframeSubmitError', () => {
    const onError = vi.fn();
    const { frames, form } = mount({ onError });
    fillForm(frames);
    submit(form);
    const requestId = submits(frames)[0]!.data.requestId as string;
    frames.send('cardNumber', { type: 'submitFailed', requestId, reason: 'network' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PciIframeSubmitError' }));
  });

  it('ignores answers to requests it never made and answers from the cvv frame', () => {
    const { frames, form, navigate } = mount();
    fillForm(frames);
    submit(form);
    const requestId = submits(frames)[0]!.data.requestId as string;
    const outcome = { httpStatus: 200, body: { result: { code: '000.000.000', description: 'ok' } } };
    frames.send('cardNumber', { type: 'submitted', requestId: 'feedfacefeedface', outcome });
    frames.send('cvv', { type: 'submitted', requestId, outcome });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports PciIframeCommunicationError when the iframes never become ready', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onError = vi.fn();
    const { ctx } = testContext({ onError });
    unmount = mountPaymentForm(addMerchantForm(), ctx, { status: 'open', amount: '1.00', currency: 'EUR' });
    vi.advanceTimersByTime(15_000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'PciIframeCommunicationError' }));
  });
});
