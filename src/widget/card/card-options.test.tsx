// @vitest-environment happy-dom
// The card form's wpwlOptions beyond the basics: COPYandPAY's callbacks with their arguments and
// `this`, the field options, billing fields, and the page patterns merchants rely on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutLookup } from '../core/checkout-api';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import { FakeFrames, flush, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, CHECKOUT_ID, testContext } from '../test-support/widget-context';

let unmount: () => void;
const OPEN: CheckoutLookup = { status: 'open', amount: '12.50', currency: 'EUR' };

function mount(
  options: WpwlOptions = {},
  lookup: CheckoutLookup = OPEN,
  action = 'https://shop.test/result',
) {
  const { ctx, navigate } = testContext(options);
  const merchantForm = addMerchantForm('VISA MASTER', action);
  if (!action) merchantForm.removeAttribute('action');
  unmount = mountPaymentForm(merchantForm, ctx, lookup);
  const container = document.querySelector<HTMLElement>('.wpwl-container')!;
  const frames = new FakeFrames(container);
  frames.start();
  return { ctx, frames, navigate, form: container.querySelector('form')! };
}

const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
function type(selector: string, value: string) {
  const input = $(selector);
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}
function fillForm(frames: FakeFrames, expiry = '03 / 30') {
  frames.fillValidCard('VISA');
  type('.wpwl-control-cardHolder', 'Jane Doe');
  type('.wpwl-control-expiry', expiry);
}
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const submits = (frames: FakeFrames) => frames.posted('cardNumber').filter((m) => m.data.type === 'submit');
const button = () => $<HTMLButtonElement>('button.wpwl-button-pay');
const state = (valid: boolean, focused = false) => ({
  empty: false,
  valid,
  potentiallyValid: valid,
  focused,
});

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('callbacks', () => {
  it('onBeforeSubmitCard gets the submit event with the form as this; onAfterSubmit follows the hand-off', () => {
    const seen: unknown[] = [];
    const onBeforeSubmitCard = vi.fn(function (this: HTMLFormElement, event: Event) {
      seen.push(this, event.type);
      return true;
    });
    const onAfterSubmit = vi.fn(function (this: HTMLFormElement) {
      seen.push(this, submits(frames).length);
    });
    const { frames, form } = mount({ onBeforeSubmitCard, onAfterSubmit });
    fillForm(frames);
    submit(form);
    expect(seen).toEqual([form, 'submit', form, 1]);
  });

  it('onDetectBrand gets every brand of the number and the one in use', () => {
    const onDetectBrand = vi.fn();
    const { frames } = mount({ onDetectBrand });
    frames.send('cardNumber', { type: 'brand', brand: 'MADA', brands: ['MADA', 'VISA'] });
    expect(onDetectBrand).toHaveBeenCalledWith(['MADA', 'VISA'], 'VISA');
  });

  it('the onBlur* hooks get whether the field is valid', () => {
    const hooks = {
      onBlurCardNumber: vi.fn(),
      onBlurSecurityCode: vi.fn(),
      onBlurCardHolder: vi.fn(),
      onBlurExpiryDate: vi.fn(),
    };
    const { frames } = mount({ ...hooks, allowEmptyCardHolderName: false });
    frames.fillValidCard('VISA');
    frames.send('cardNumber', { type: 'blur', field: 'cardNumber', valid: true });
    frames.send('cvv', { type: 'state', field: 'cvv', state: state(false) });
    frames.send('cvv', { type: 'blur', field: 'cvv', valid: false });
    type('.wpwl-control-expiry', '03 / 30');
    $('.wpwl-control-expiry').dispatchEvent(new FocusEvent('blur'));
    $('.wpwl-control-cardHolder').dispatchEvent(new FocusEvent('blur'));
    expect(hooks.onBlurCardNumber).toHaveBeenCalledWith(true);
    expect(hooks.onBlurSecurityCode).toHaveBeenCalledWith(false);
    expect(hooks.onBlurExpiryDate).toHaveBeenCalledWith(true);
    expect(hooks.onBlurCardHolder).toHaveBeenCalledWith(false);
  });

  it('the iframe-communication hooks have the iframe as this', () => {
    const calls: Array<[string, unknown]> = [];
    const hook = (name: string) =>
      function (this: HTMLIFrameElement) {
        calls.push([name, this.name]);
      };
    const { frames } = mount({
      onReadyIframeCommunication: hook('ready'),
      onFocusIframeCommunication: hook('focus'),
      onBlurIframeCommunication: hook('blur'),
    });
    frames.send('cvv', { type: 'state', field: 'cvv', state: state(false, true) });
    frames.send('cvv', { type: 'state', field: 'cvv', state: state(true, true) });
    frames.send('cvv', { type: 'blur', field: 'cvv', valid: true });
    expect(calls).toEqual([
      ['ready', 'card.number'],
      ['ready', 'card.cvv'],
      ['focus', 'card.cvv'],
      ['blur', 'card.cvv'],
    ]);
  });
});

describe('field options', () => {
  it('maskCvv and numberFormatting: false reach the secure fields', () => {
    const { frames } = mount({ maskCvv: true, numberFormatting: false });
    expect(frames.last('cvv', 'init')?.style).toMatchObject({ mask: true, plain: true });
  });

  it('showCVVHint shows a hint under the CVV field (the merchant may word it)', () => {
    mount({ showCVVHint: true, labels: { cvvHint: 'Back of the card' } });
    expect($('.wpwl-group-cvv .wpwl-hint-cvv').textContent).toBe('Back of the card');
  });

  it('allowEmptyCvv lets the CVV stay empty', () => {
    const { frames, form } = mount({ allowEmptyCvv: true });
    fillForm(frames);
    frames.send('cvv', { type: 'state', field: 'cvv', state: { ...state(false), empty: true } });
    submit(form);
    expect(submits(frames)).toHaveLength(1);
  });

  it('disableCardExpiryDateValidation checks the format only', () => {
    const { frames, form } = mount({ disableCardExpiryDateValidation: true });
    fillForm(frames, '01 / 20');
    submit(form);
    expect(submits(frames)[0]?.data.fields).toMatchObject({ 'card.expiryYear': '2020' });
  });

  it('disableSubmitOnEnter: Enter in a secure field or an input does not submit', () => {
    const { frames } = mount({ disableSubmitOnEnter: true });
    fillForm(frames);
    frames.send('cardNumber', { type: 'submitEnter', field: 'cardNumber' });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    $('.wpwl-control-cardHolder').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submits(frames)).toHaveLength(0);
  });

  it('forceCardHolderEqualsBillingName makes the holder required', () => {
    const { frames, form } = mount({ forceCardHolderEqualsBillingName: true });
    fillForm(frames);
    type('.wpwl-control-cardHolder', '');
    submit(form);
    expect(submits(frames)).toHaveLength(0);
    expect($('.wpwl-hint-cardHolderError')).not.toBeNull();
  });
});

describe('billing fields', () => {
  it('billingAddress shows them prefilled; they are sent as billing.*', () => {
    const { frames, form } = mount({ billingAddress: { country: 'AT', city: 'Vienna' } });
    expect($('.wpwl-control-country').value).toBe('AT');
    type('.wpwl-control-street1', 'Main Street 1');
    fillForm(frames);
    submit(form);
    const fields = submits(frames)[0]?.data.fields as Record<string, string>;
    expect(fields).toMatchObject({
      'billing.country': 'AT',
      'billing.city': 'Vienna',
      'billing.street1': 'Main Street 1',
    });
    expect(fields).not.toHaveProperty('billing.state');
  });

  it('labels them and the CVV hint in the locale’s words, from the gateway’s texts', () => {
    mount({ locale: 'de', billingAddress: {}, showCVVHint: true });
    const label = (field: string) => $(`.wpwl-group-${field} .wpwl-label`).textContent;
    expect(label('postcode')).toBe('Postleitzahl');
    expect(label('city')).toBe('Ort');
    expect($('.wpwl-hint-cvv').textContent).toContain('Rückseite');
  });

  it('mandatoryBillingFields: an empty one stops the submit and is marked', () => {
    const { frames, form } = mount({ billingAddress: {}, mandatoryBillingFields: { city: true } });
    fillForm(frames);
    submit(form);
    expect(submits(frames)).toHaveLength(0);
    expect($('.wpwl-control-city').classList.contains('wpwl-has-error')).toBe(true);
    expect(document.activeElement).toBe($('.wpwl-control-city'));
    type('.wpwl-control-city', 'Vienna');
    submit(form);
    expect(submits(frames)).toHaveLength(1);
  });
});

describe('page patterns', () => {
  it('the merchant’s own createRegistration checkbox counts', () => {
    const { frames, form } = mount({}, { ...OPEN, registration: 'optional' });
    const own = document.createElement('input');
    own.type = 'checkbox';
    own.name = 'createRegistration';
    own.checked = true;
    button().before(own);
    fillForm(frames);
    submit(form);
    expect(submits(frames)[0]?.data.fields).toMatchObject({ createRegistration: 'true' });
  });

  it('the pay button follows validity again after the merchant disabled it', async () => {
    const onBeforeSubmitCard = vi.fn(() => {
      button().disabled = true;
    });
    const { frames, form } = mount({ onBeforeSubmitCard });
    frames.fillValidCard('VISA');
    submit(form);
    await flush();
    // The expiry is missing: nothing was sent, and the button is the form's again.
    expect(button().disabled).toBe(false);
    expect(button().classList.contains('wpwl-button-error')).toBe(true);
    button().disabled = true;
    type('.wpwl-control-expiry', '03 / 30');
    await flush();
    expect(button().disabled).toBe(false);
    expect(button().classList.contains('wpwl-button-error')).toBe(false);
  });

  it('a wrong-brand refusal shows on the card number and goes when another brand is chosen', async () => {
    const { frames, form } = mount({ brandDetection: false });
    fillForm(frames);
    submit(form);
    const requestId = submits(frames)[0]?.data.requestId as string;
    frames.send('cardNumber', {
      type: 'submitted',
      requestId,
      outcome: {
        httpStatus: 400,
        body: {
          result: {
            code: '100.100.700',
            description: 'invalid cc number/brand combination',
            parameterErrors: [{ name: 'paymentBrand', value: 'VISA', message: 'x' }],
          },
        },
      },
    });
    // The page focuses the field; the frame reports the focus, which is no input.
    frames.send('cardNumber', { type: 'state', field: 'cardNumber', state: state(true, true) });
    await flush();
    expect($('.wpwl-hint-cardNumberError')).not.toBeNull();
    const select = $<HTMLSelectElement>('.wpwl-control-brand');
    select.value = 'MASTER';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(document.querySelector('.wpwl-hint-cardNumberError')).toBeNull();
  });

  it('without a form action the checkout’s shopperResultUrl is the way back', () => {
    const { ctx, frames, form, navigate } = mount({}, OPEN, '');
    ctx.shopperResultUrl = 'https://shop.test/back';
    fillForm(frames);
    submit(form);
    const requestId = submits(frames)[0]?.data.requestId as string;
    frames.send('cardNumber', {
      type: 'submitted',
      requestId,
      outcome: { httpStatus: 200, body: { result: { code: '000.100.110', description: 'ok' } } },
    });
    expect(navigate).toHaveBeenCalledWith(
      `https://shop.test/back?id=${CHECKOUT_ID}&resourcePath=%2Fv1%2Fcheckouts%2F${CHECKOUT_ID}%2Fpayment`,
    );
  });
});

describe('classes merchants style', () => {
  it('card style: label and hidden select of the brand, the v2 group, iframes and the button error', async () => {
    const { form } = mount();
    const group = form.querySelector('.wpwl-group-brand.wpwl-group-brand-v2')!;
    expect(group.querySelector('.wpwl-label.wpwl-label-brand')).not.toBeNull();
    expect(group.querySelector<HTMLSelectElement>('select.wpwl-control.wpwl-control-brand')?.hidden).toBe(
      true,
    );
    expect(form.querySelectorAll('iframe.wpwl-iframe')).toHaveLength(2);
    submit(form);
    await flush();
    expect(button().classList.contains('wpwl-button-error')).toBe(true);
  });
});
