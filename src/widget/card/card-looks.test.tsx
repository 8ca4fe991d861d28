// @vitest-environment happy-dom
// How the card form looks: style modes, brand logos, the live region of the errors, the styles the
// secure fields get.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from '../core/mount-form';
import { resolveOptions, type WpwlOptions } from '../core/options';
import { FakeFrames, flush, GATEWAY, silenceHappyDomLoading } from '../test-support/fake-frames';
import { addMerchantForm, testContext } from '../test-support/widget-context';

let unmount: () => void;

function mount(options: WpwlOptions = {}, brands = 'VISA MASTER AMEX') {
  const { ctx } = testContext(options);
  unmount = mountPaymentForm(addMerchantForm(brands), ctx, {
    status: 'open',
    amount: '1.00',
    currency: 'EUR',
  });
  const container = document.querySelector<HTMLElement>('.wpwl-container')!;
  return { container, frames: new FakeFrames(container) };
}

/** The logos in the brand group: brand code, image URL, alt text, dimmed or not. */
const logos = () =>
  [...document.querySelectorAll<HTMLElement>('.wpwl-brand-detected > .wpwl-brand')].map((brand) => {
    const img = brand.querySelector('img')!;
    return [
      brand.className.match(/wpwl-brand-([A-Z]+)/)?.[1],
      img.src,
      img.alt,
      brand.classList.contains('wpwl-brand-off'),
    ];
  });

beforeEach(() => {
  silenceHappyDomLoading();
  unmount = () => {};
});
afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('style option', () => {
  it('takes card, plain, logos and none, and refuses anything else', () => {
    for (const style of ['card', 'plain', 'logos', 'none'] as const)
      expect(resolveOptions({ style }).style).toBe(style);
    const warn = vi.fn();
    expect(resolveOptions({ style: 'fancy' as never }, warn).style).toBe('card');
    expect(warn).toHaveBeenCalledWith('wpwl: option "style" has an invalid value; ignored');
  });

  it('takes iframeStyles as a string or COPYandPAY’s object, not as anything else', () => {
    const object = { 'card-number-placeholder': { color: '#f00' } };
    expect(resolveOptions({ iframeStyles: object }).iframeStyles).toBe(object);
    expect(resolveOptions({ iframeStyles: 'color: red' }).iframeStyles).toBe('color: red');
    const warn = vi.fn();
    expect(resolveOptions({ iframeStyles: ['color: red'] as never }, warn).iframeStyles).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('card: no logo before detection, then the detected brand’s logo from the gateway', async () => {
    const { container, frames } = mount();
    expect(container.classList.contains('wpwl-style-card')).toBe(true);
    expect(logos()).toEqual([]);
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'MASTER', brands: ['MASTER'] });
    await flush();
    expect(logos()).toEqual([['MASTER', `${GATEWAY}/v1/brands/MASTER.svg`, 'Mastercard', false]]);
    expect(container.querySelector('.wpwl-brand-detected')?.getAttribute('aria-live')).toBe('polite');
  });

  it('logos: a row of the accepted brands, the others dimmed once one is detected', async () => {
    const { container, frames } = mount({ style: 'logos' });
    expect(container.classList.contains('wpwl-style-logos')).toBe(true);
    expect(logos()).toEqual([
      ['VISA', `${GATEWAY}/v1/brands/VISA.svg`, 'Visa', false],
      ['MASTER', `${GATEWAY}/v1/brands/MASTER.svg`, 'Mastercard', false],
      ['AMEX', `${GATEWAY}/v1/brands/AMEX.svg`, 'American Express', false],
    ]);
    frames.start();
    frames.send('cardNumber', { type: 'brand', brand: 'VISA', brands: ['VISA'] });
    await flush();
    expect(logos().map(([code, , , off]) => [code, off])).toEqual([
      ['VISA', false],
      ['MASTER', true],
      ['AMEX', true],
    ]);
  });

  it('plain and none: the class names the style; the logo shows after detection as with card', async () => {
    for (const style of ['plain', 'none'] as const) {
      const { container, frames } = mount({ style });
      expect(container.className).toBe(`wpwl-container wpwl-container-card wpwl-style-${style}`);
      frames.start();
      frames.send('cardNumber', { type: 'brand', brand: 'AMEX', brands: ['AMEX'] });
      await flush();
      expect(logos().map(([code]) => code)).toEqual(['AMEX']);
      unmount();
      document.body.replaceChildren();
    }
  });
});

describe('errors in a polite live region', () => {
  it('puts each field’s hint into a live region that is there before the error', async () => {
    const { container } = mount();
    const regions = [...container.querySelectorAll('[aria-live="polite"]')];
    const expiry = container.querySelector<HTMLInputElement>('input.wpwl-control-expiry')!;
    const region = expiry.parentElement?.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.childElementCount).toBe(0);
    expiry.value = '13/20';
    expiry.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    expiry.dispatchEvent(new FocusEvent('blur'));
    await flush();
    const hint = region?.querySelector('.wpwl-hint.wpwl-hint-expiryMonthError');
    expect(hint?.textContent).toBeTruthy();
    expect(expiry.getAttribute('aria-describedby')).toBe(hint?.id);
    // The same elements: a region created with its text would not be announced.
    expect([...container.querySelectorAll('[aria-live="polite"]')]).toEqual(regions);
  });
});

describe('what the secure fields are sent', () => {
  it('the iframe’s font and colours, then iframeStyles by part (object form)', () => {
    const { frames } = mount({
      iframeStyles: {
        'card-number-placeholder': { color: '#ff0000', 'font-family': 'monospace' },
        cvv: { 'font-weight': '700' },
      },
    });
    frames.start();
    const number = frames.last('cardNumber', 'init')?.style as Record<string, string>;
    const cvv = frames.last('cvv', 'init')?.style as Record<string, string>;
    expect(number.placeholderCss).toBe('color:#ff0000;font-family:monospace');
    expect(number.css).toMatch(/^font:normal \S+ 16px [^;]+;color:[^;]*;$/);
    expect(cvv.css).toMatch(/;font-weight:700$/);
    expect(cvv.placeholderCss).toBeUndefined();
  });
});
