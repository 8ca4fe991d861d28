// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import { FakeFrames, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, testContext } from '../test-support/widget-context';

let unmount: () => void;

function mount(options: WpwlOptions = {}, brands = 'VISA MASTER') {
  const { ctx } = testContext(options);
  const merchantForm = addMerchantForm(brands);
  unmount = mountPaymentForm(merchantForm, ctx, { status: 'open', amount: '12.50', currency: 'EUR' });
  const container = document.querySelector<HTMLElement>('.wpwl-container')!;
  return { container, merchantForm, frames: new FakeFrames(container) };
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}
/** The alt text of the brand logo shown for `brand` (div.wpwl-brand.wpwl-brand-card.wpwl-brand-{BRAND}). */
const logoOf = (brand: string) =>
  $<HTMLImageElement>(`div.wpwl-brand.wpwl-brand-card.wpwl-brand-${brand} > img`).alt;
const blur = (el: HTMLElement) => el.dispatchEvent(new FocusEvent('blur'));

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('card form DOM', () => {
  it('renders the COPYandPAY structure after the hidden merchant form', () => {
    const { container, merchantForm } = mount();
    expect(merchantForm.hidden).toBe(true);
    expect(merchantForm.nextElementSibling).toBe(container);
    expect(container.className).toBe('wpwl-container wpwl-container-card wpwl-style-card');
    const form = container.querySelector('form')!;
    expect(form.className).toBe('wpwl-form wpwl-form-card');
    expect(form.noValidate).toBe(true);
    const groups = [...form.querySelectorAll(':scope > .wpwl-group')].map((g) => g.className);
    expect(groups).toEqual([
      'wpwl-group wpwl-group-brand wpwl-group-brand-v2',
      'wpwl-group wpwl-group-cardNumber',
      'wpwl-group wpwl-group-expiry',
      'wpwl-group wpwl-group-cvv',
      'wpwl-group wpwl-group-cardHolder',
      'wpwl-group wpwl-group-submit',
    ]);
    for (const field of ['cardNumber', 'expiry', 'cardHolder', 'cvv']) {
      const group = $(`.wpwl-group-${field}`);
      expect(group.querySelector(`:scope > div.wpwl-label.wpwl-label-${field}`)).not.toBeNull();
      expect(
        group.querySelector(
          `:scope > div.wpwl-wrapper.wpwl-wrapper-${field} > .wpwl-control.wpwl-control-${field}`,
        ),
      ).not.toBeNull();
    }
  });

  it('renders card number and CVV as titled gateway iframes labelled by their label', () => {
    mount();
    const number = $<HTMLIFrameElement>('iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cardNumber');
    const cvv = $<HTMLIFrameElement>('iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cvv');
    expect([number.name, cvv.name]).toEqual(['card.number', 'card.cvv']);
    expect([number.title, cvv.title]).toEqual(['Card number', 'CVV']);
    expect(new URL(number.src).origin).toBe(GATEWAY);
    expect(new URL(number.src).searchParams.get('field')).toBe('cardNumber');
    expect(document.getElementById(number.getAttribute('aria-labelledby')!)?.textContent).toBe('Card number');
  });

  it('gives expiry and holder real labels and autofill hints', () => {
    mount();
    const expiry = $<HTMLInputElement>('input.wpwl-control-expiry');
    const holder = $<HTMLInputElement>('input.wpwl-control-cardHolder');
    expect(expiry.getAttribute('inputmode')).toBe('numeric');
    expect(expiry.getAttribute('autocomplete')).toBe('cc-exp');
    expect(expiry.placeholder).toBe('MM / YY');
    expect(holder.getAttribute('autocomplete')).toBe('cc-name');
    expect($(`label[for="${expiry.id}"]`).textContent).toBe('Expiry date');
    expect($(`label[for="${holder.id}"]`).textContent).toBe('Card holder');
  });

  it('shows the amount on the pay button as the gateway wrote it for the locale', () => {
    const { ctx } = testContext({ locale: 'de-AT' });
    const lookup = { status: 'open', amount: '12.50', currency: 'EUR', amountText: '€ 12,50' } as const;
    unmount = mountPaymentForm(addMerchantForm(), ctx, lookup);
    const button = $<HTMLButtonElement>('button.wpwl-button.wpwl-button-pay');
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('€ 12,50 bezahlen');
  });

  it('shows amount and currency on the pay button when the gateway sent no text for them', () => {
    mount({ locale: 'de-AT' });
    expect($('button.wpwl-button-pay').textContent).toBe('12.50 EUR bezahlen');
  });

  it('follows style, showLabels and showPlaceholders', () => {
    mount({ style: 'plain', showLabels: false, showPlaceholders: false });
    expect($('.wpwl-container').classList.contains('wpwl-style-plain')).toBe(true);
    expect(document.querySelector('.wpwl-label')).toBeNull();
    const holder = $<HTMLInputElement>('input.wpwl-control-cardHolder');
    expect(holder.getAttribute('aria-label')).toBe('Card holder');
    expect(holder.hasAttribute('placeholder')).toBe(false);
    expect($('iframe.wpwl-control-cardNumber').hasAttribute('aria-labelledby')).toBe(false);
  });

  it('focuses the autofocus target: a page input directly, an iframe through init', () => {
    mount({ autofocus: 'card.holder' });
    expect(document.activeElement).toBe($('input.wpwl-control-cardHolder'));
    unmount();
    document.body.replaceChildren();
    const { frames } = mount({ autofocus: 'card.number' });
    frames.load();
    expect(frames.last('cardNumber', 'init')).toMatchObject({ autofocus: true });
    expect(frames.last('cvv', 'init')).toMatchObject({ autofocus: false });
  });

  it('uses the same ids nowhere twice across two forms', () => {
    mount();
    const second = mountPaymentForm(addMerchantForm('AMEX'), testContext().ctx, {
      status: 'open',
      amount: '1.00',
      currency: 'EUR',
    });
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    second();
  });
});

describe('field errors', () => {
  it('shows the holder error on blur with aria-invalid and aria-describedby, not while typing', async () => {
    // (the holder is optional by default, but checked whenever it is filled in)
    mount();
    const holder = $<HTMLInputElement>('input.wpwl-control-cardHolder');
    type(holder, 'Jo');
    await flush();
    expect(holder.classList.contains('wpwl-has-error')).toBe(false);
    blur(holder);
    await flush();
    expect(holder.classList.contains('wpwl-has-error')).toBe(true);
    expect(holder.getAttribute('aria-invalid')).toBe('true');
    const hint = $('div.wpwl-hint.wpwl-hint-cardHolderError');
    expect(holder.getAttribute('aria-describedby')).toBe(hint.id);
    expect(hint.textContent).toBe('Invalid card holder');
    type(holder, 'Joe');
    await flush();
    expect(holder.hasAttribute('aria-invalid')).toBe(false);
    expect(document.querySelector('.wpwl-hint')).toBeNull();
  });

  it('formats the expiry and flags a past date while typing', async () => {
    mount();
    const expiry = $<HTMLInputElement>('input.wpwl-control-expiry');
    type(expiry, '01');
    await flush();
    expect(expiry.value).toBe('01 / ');
    type(expiry, '01 / 2');
    await flush();
    expect(document.querySelector('.wpwl-hint-expiryMonthError')).toBeNull();
    type(expiry, '01 / 20');
    await flush();
    expect($('.wpwl-hint-expiryMonthError').textContent).toBe('Invalid or expired date');
  });

  it('marks the card-number iframe invalid on blur and tells the iframe', async () => {
    const { frames } = mount();
    frames.start();
    const incomplete = { empty: false, valid: false, potentiallyValid: true, focused: true };
    frames.send('cardNumber', { type: 'state', field: 'cardNumber', state: incomplete });
    const iframe = frames.cardNumber.iframe;
    await flush();
    expect(iframe.classList.contains('wpwl-has-error')).toBe(false);
    expect(iframe.classList.contains('wpwl-focus')).toBe(true);
    frames.send('cardNumber', {
      type: 'state',
      field: 'cardNumber',
      state: { ...incomplete, focused: false },
    });
    frames.send('cardNumber', { type: 'blur', field: 'cardNumber', valid: false });
    await flush();
    expect(iframe.classList.contains('wpwl-has-error')).toBe(true);
    expect(iframe.getAttribute('aria-invalid')).toBe('true');
    const hint = $('div.wpwl-hint.wpwl-hint-cardNumberError');
    expect(iframe.getAttribute('aria-describedby')).toBe(hint.id);
    expect(frames.last('cardNumber', 'setInvalid')).toMatchObject({
      invalid: true,
      message: 'Invalid card number',
    });
  });

  it('shows the detected brand and rejects brands the form does not accept', async () => {
    const onChangeBrand = vi.fn();
    const { frames } = mount({ onChangeBrand }, 'VISA');
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['VISA'] });
    await flush();
    expect(logoOf('VISA')).toBe('Visa');
    expect(frames.last('cvv', 'brand')).toMatchObject({ brand: 'VISA' });
    frames.send('cardNumber', { type: 'brand', brand: 'AMEX', brands: ['AMEX'] });
    await flush();
    expect($('.wpwl-hint-cardNumberError').textContent).toBe('This card brand is not accepted');
    expect(onChangeBrand.mock.calls).toEqual([['VISA'], ['AMEX']]);
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['VISA'] });
    await flush();
    expect(document.querySelector('.wpwl-hint-cardNumberError')).toBeNull();
  });

  it.each([
    ['MADA', 'MADA', 'mada'],
    ['MADA VISA MASTER', 'MADA', 'mada'],
    ['VISA MASTER', 'VISA', 'Visa'],
  ])('data-brands="%s": a co-badged mada card is %s', async (brands, expected, label) => {
    const onChangeBrand = vi.fn();
    const { frames, container } = mount({ onChangeBrand }, brands);
    expect(container.querySelector('form.wpwl-form-card')).not.toBeNull();
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['MADA', 'VISA'] });
    await flush();
    expect(logoOf(expected)).toBe(label);
    expect(frames.last('cvv', 'brand')).toMatchObject({ brand: expected });
    expect(onChangeBrand.mock.calls).toEqual([[expected]]);
    expect(document.querySelector('.wpwl-hint-cardNumberError')).toBeNull();
  });

  it('brandDetectionPriority decides for a co-badged card, among the brands the form offers', async () => {
    const { frames } = mount({ brandDetectionPriority: ['AMEX', 'VISA', 'MADA'] }, 'MADA VISA MASTER');
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['MADA', 'VISA'] });
    await flush();
    expect(logoOf('VISA')).toBe('Visa');
    frames.send('cardNumber', { type: 'brand', brand: 'MASTER', brands: ['MADA', 'MASTER'] });
    await flush();
    // MASTER is not in the priority list: mada before the scheme, as without one.
    expect(logoOf('MADA')).toBe('mada');
  });

  it('data-brands="MADA" refuses a card that is VISA only', async () => {
    const { frames } = mount({}, 'MADA');
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['VISA'] });
    await flush();
    expect($('.wpwl-hint-cardNumberError').textContent).toBe('This card brand is not accepted');
  });

  it('offers a brand list instead of detection when brandDetection is false', () => {
    mount({ brandDetection: false }, 'VISA MASTER');
    const select = $<HTMLSelectElement>('select.wpwl-control.wpwl-control-brand');
    expect([...select.options].map((o) => o.value)).toEqual(['VISA', 'MASTER']);
    expect($(`label[for="${select.id}"]`).textContent).toBe('Card brand');
  });
});
