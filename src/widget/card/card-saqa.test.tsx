// @vitest-environment happy-dom
// wpwlOptions.enableSAQACompliance: expiry and holder are gateway iframes like number and CVV.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import type { WpwlOptions } from '../core/options';
import type { FieldState } from '../frame-protocol/protocol';
import { FakeFrames, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, testContext } from '../test-support/widget-context';

let unmount: () => void;

function mount(options: WpwlOptions = {}, start = true) {
  const { ctx } = testContext({ enableSAQACompliance: true, ...options });
  const merchantForm = addMerchantForm('VISA MASTER');
  unmount = mountPaymentForm(merchantForm, ctx, { status: 'open', amount: '12.50', currency: 'EUR' });
  const container = document.querySelector<HTMLElement>('.wpwl-container')!;
  const frames = new FakeFrames(container);
  if (start) frames.start();
  return { container, frames, form: container.querySelector('form')! };
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const submits = (frames: FakeFrames) => frames.posted('cardNumber').filter((m) => m.data.type === 'submit');
const invalid = (state: Partial<FieldState> = {}): Partial<FieldState> => ({
  valid: false,
  potentiallyValid: false,
  ...state,
});

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('enableSAQACompliance: the form', () => {
  it('renders expiry and holder as gateway iframes in their COPYandPAY groups, with no page input', () => {
    const { container } = mount();
    const groups = [...container.querySelectorAll('form > .wpwl-group')].map((g) => g.className);
    expect(groups).toEqual([
      'wpwl-group wpwl-group-brand wpwl-group-brand-v2',
      'wpwl-group wpwl-group-cardNumber',
      'wpwl-group wpwl-group-expiry',
      'wpwl-group wpwl-group-cvv',
      'wpwl-group wpwl-group-cardHolder',
      'wpwl-group wpwl-group-submit',
    ]);
    const expiry = $<HTMLIFrameElement>(
      '.wpwl-wrapper-expiry > iframe.wpwl-control.wpwl-control-iframe.wpwl-control-expiry',
    );
    const holder = $<HTMLIFrameElement>(
      '.wpwl-wrapper-cardHolder > iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cardHolder',
    );
    expect([expiry.name, holder.name]).toEqual(['card.expiry', 'card.holder']);
    expect([expiry.title, holder.title]).toEqual(['Expiry date', 'Card holder']);
    for (const [frame, field] of [
      [expiry, 'expiry'],
      [holder, 'cardHolder'],
    ] as const) {
      const src = new URL(frame.src);
      expect(src.origin + src.pathname).toBe(`${GATEWAY}/v1/secure-field`);
      expect(src.searchParams.get('field')).toBe(field);
      expect(document.getElementById(frame.getAttribute('aria-labelledby')!)?.textContent).toBe(frame.title);
    }
    // The page has no input where card data could be typed.
    expect([...container.querySelectorAll('input')].map((i) => i.type)).toEqual([]);
  });

  it('without the option, expiry and holder stay page inputs and no frame is made for them', () => {
    const { frames } = mount({ enableSAQACompliance: false });
    expect(frames.fields).toEqual(['cardNumber', 'cvv']);
    expect($('input.wpwl-control-expiry')).not.toBeNull();
    expect($('input.wpwl-control-cardHolder')).not.toBeNull();
  });

  it('gives each new frame its label, placeholder, iframeStyles part and the expiry rule', () => {
    const { frames } = mount({
      disableCardExpiryDateValidation: true,
      iframeStyles: {
        expiry: { 'letter-spacing': '2px' },
        'expiry-placeholder': { color: 'gray' },
        'card-holder': { 'text-transform': 'uppercase' },
      },
    });
    expect(frames.last('expiry', 'init')?.style).toMatchObject({
      label: 'Expiry date',
      placeholder: 'MM / YY',
      anyDate: true,
      css: expect.stringContaining('letter-spacing:2px'),
      placeholderCss: 'color:gray',
    });
    expect(frames.last('cardHolder', 'init')?.style).toMatchObject({
      label: 'Card holder',
      placeholder: 'Name on card',
      css: expect.stringContaining('text-transform:uppercase'),
    });
    for (const field of frames.fields) expect(frames.posted(field)[0]?.origin).toBe(GATEWAY);
  });

  it('is ready (onReady) only once all four frames answered init', async () => {
    const onReady = vi.fn();
    const { frames } = mount({ onReady }, false);
    frames.load();
    for (const field of ['cardNumber', 'cvv', 'expiry'] as const)
      frames.send(field, { type: 'ready', field });
    await flush();
    expect(onReady).not.toHaveBeenCalled();
    frames.send('cardHolder', { type: 'ready', field: 'cardHolder' });
    await flush();
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('autofocus card.expiry focuses the expiry frame’s input', () => {
    const { frames } = mount({ autofocus: 'card.expiry' });
    expect(frames.last('expiry', 'init')).toMatchObject({ autofocus: true });
    expect(frames.last('cardNumber', 'init')).toMatchObject({ autofocus: false });
  });
});

describe('enableSAQACompliance: validation', () => {
  it('a wrong expiry shows the error class, the hint in its live region, and tells the frame', async () => {
    const { frames } = mount();
    frames.state('expiry', invalid());
    await flush();
    const expiry = $<HTMLIFrameElement>('iframe.wpwl-control-expiry');
    expect(expiry.classList).toContain('wpwl-has-error');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    const hint = $('.wpwl-group-expiry .wpwl-hint.wpwl-hint-expiryMonthError');
    expect(hint.textContent).toBe('Invalid or expired date');
    expect(hint.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(frames.last('expiry', 'setInvalid')).toMatchObject({
      invalid: true,
      message: 'Invalid or expired date',
    });
    frames.state('expiry', {});
    await flush();
    expect(expiry.classList).not.toContain('wpwl-has-error');
    expect(frames.last('expiry', 'setInvalid')).toMatchObject({ invalid: false });
  });

  it('shows no error while the expiry can still become valid, and one on blur', async () => {
    const { frames } = mount();
    frames.state('expiry', { valid: false, potentiallyValid: true });
    await flush();
    expect($('iframe.wpwl-control-expiry').classList).not.toContain('wpwl-has-error');
    frames.send('expiry', { type: 'blur', field: 'expiry', valid: false });
    await flush();
    expect($('iframe.wpwl-control-expiry').classList).toContain('wpwl-has-error');
  });

  it('lets the holder stay empty by default, and not with allowEmptyCardHolderName: false', async () => {
    const empty = { empty: true, valid: false, potentiallyValid: true };
    let { frames, form } = mount();
    frames.fillValidCard();
    frames.state('cardHolder', empty);
    submit(form);
    expect(submits(frames)).toHaveLength(1);
    unmount();
    document.body.replaceChildren();

    ({ frames, form } = mount({ allowEmptyCardHolderName: false }));
    frames.fillValidCard();
    frames.state('cardHolder', empty);
    submit(form);
    await flush();
    expect(submits(frames)).toHaveLength(0);
    expect($('.wpwl-hint-cardHolderError').textContent).toBe('Invalid card holder');
    expect(frames.last('cardHolder', 'focus')).toBeDefined();
  });
});

describe('enableSAQACompliance: submit and hooks', () => {
  it('hands the payment to the card-number frame without holder or expiry', () => {
    const { frames, form } = mount();
    frames.fillValidCard('MASTER');
    submit(form);
    const [message] = submits(frames);
    const fields = message?.data.fields as Record<string, string | undefined>;
    expect(fields.paymentBrand).toBe('MASTER');
    for (const name of ['card.holder', 'card.expiryMonth', 'card.expiryYear'])
      expect(fields[name], name).toBeUndefined();
    for (const field of ['cvv', 'expiry', 'cardHolder'] as const)
      expect(frames.last(field, 'submit')).toBeUndefined();
  });

  it('does not pay with an invalid expiry: the error shows and the expiry frame gets the focus', async () => {
    const { frames, form } = mount();
    frames.fillValidCard();
    frames.state('expiry', { empty: true, valid: false });
    submit(form);
    await flush();
    expect(submits(frames)).toHaveLength(0);
    expect($('iframe.wpwl-control-expiry').classList).toContain('wpwl-has-error');
    expect(frames.last('expiry', 'focus')).toBeDefined();
  });

  it('fires onBlurExpiryDate, onBlurCardHolder and the iframe hooks for the new frames', () => {
    const hooks = { onBlurExpiryDate: vi.fn(), onBlurCardHolder: vi.fn() };
    const calls: string[] = [];
    const hook = (name: string) =>
      function (this: HTMLIFrameElement) {
        calls.push(`${name} ${this.name}`);
      };
    const { frames } = mount({
      ...hooks,
      onReadyIframeCommunication: hook('ready'),
      onFocusIframeCommunication: hook('focus'),
      onBlurIframeCommunication: hook('blur'),
    });
    frames.state('expiry', {});
    frames.send('expiry', { type: 'blur', field: 'expiry', valid: true });
    frames.state('cardHolder', invalid({ focused: true }));
    frames.send('cardHolder', { type: 'blur', field: 'cardHolder', valid: false });
    expect(hooks.onBlurExpiryDate).toHaveBeenCalledWith(true);
    expect(hooks.onBlurCardHolder).toHaveBeenCalledWith(false);
    expect(calls).toEqual([
      'ready card.number',
      'ready card.cvv',
      'ready card.expiry',
      'ready card.holder',
      'blur card.expiry',
      'focus card.holder',
      'blur card.holder',
    ]);
  });

  it('Enter in the holder frame pays', () => {
    const { frames } = mount();
    frames.fillValidCard();
    frames.send('cardHolder', { type: 'submitEnter', field: 'cardHolder' });
    expect(submits(frames)).toHaveLength(1);
  });

  it('shows the gateway’s refusal of the holder on the holder frame', async () => {
    const { frames, form } = mount();
    frames.fillValidCard();
    submit(form);
    const requestId = submits(frames)[0]?.data.requestId as string;
    frames.send('cardNumber', {
      type: 'submitted',
      requestId,
      outcome: {
        httpStatus: 400,
        body: {
          result: {
            code: '200.300.404',
            description: 'invalid or missing parameter',
            parameterErrors: [{ name: 'card.holder', message: 'must be 3 to 128 letters' }],
          },
        },
      },
    });
    await flush();
    expect($('iframe.wpwl-control-cardHolder').classList).toContain('wpwl-has-error');
    expect(frames.last('cardHolder', 'focus')).toBeDefined();
  });
});
