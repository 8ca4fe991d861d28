import { describe, expect, it } from 'vitest';
import { fieldStyle } from './field-style';

/** A computed style as the page gives the field's iframe. */
const page = {
  fontFamily: '"Fira Sans", Arial, sans-serif',
  fontSize: '17px',
  fontWeight: '500',
  fontStyle: 'normal',
  color: 'rgb(10, 20, 30)',
} as CSSStyleDeclaration;
const PAGE_CSS = 'font:normal 500 17px "Fira Sans", Arial, sans-serif;color:rgb(10, 20, 30)';

describe('fieldStyle', () => {
  it('passes the page field’s font and colours, then the string form of iframeStyles on top', () => {
    expect(fieldStyle('cvv', page, 'color: red')).toEqual({ css: `${PAGE_CSS};color: red` });
    expect(fieldStyle('cardNumber', undefined, undefined)).toEqual({ css: ';' });
  });

  it('takes COPYandPAY’s object form by part: the field’s input and its placeholder', () => {
    const styles = {
      'card-number': { 'letter-spacing': '1px' },
      'card-number-placeholder': { color: '#ff0000', 'font-family': 'monospace, serif' },
      'cvv-placeholder': { color: '#0000ff' },
    };
    expect(fieldStyle('cardNumber', page, styles)).toEqual({
      css: `${PAGE_CSS};letter-spacing:1px`,
      placeholderCss: 'color:#ff0000;font-family:monospace, serif',
    });
    expect(fieldStyle('cvv', page, styles)).toEqual({ css: `${PAGE_CSS};`, placeholderCss: 'color:#0000ff' });
  });

  it('names the expiry and holder frames’ parts expiry and card-holder (enableSAQACompliance)', () => {
    const styles = {
      expiry: { 'letter-spacing': '2px' },
      'card-holder-placeholder': { color: 'gray' },
    };
    expect(fieldStyle('expiry', undefined, styles)).toEqual({ css: ';letter-spacing:2px' });
    expect(fieldStyle('cardHolder', undefined, styles)).toEqual({ css: ';', placeholderCss: 'color:gray' });
    expect(fieldStyle('cardHolder', undefined, 'color: red')).toEqual({ css: ';color: red' });
  });
});
