import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FORM_REDIRECT_BRANDS as ASYNC_BRAND_METHODS,
  isWalletButtonBrand as isWalletBrand,
} from '../../spec/redirect-brands';
import { ASYNC_BRANDS } from './brands';
import { renderRedirectBrandsMarkdown } from './brands-markdown';

describe('redirect brands', () => {
  it('are the ones the widget renders forms for, or wallet buttons (PAYPAL_CONTINUE, AMAZONPAY)', () => {
    const forms = ASYNC_BRANDS.filter((b) => !isWalletBrand(b.code));
    expect(Object.fromEntries(forms.map((b) => [b.code, b.method]))).toEqual(ASYNC_BRAND_METHODS);
    expect(ASYNC_BRANDS.filter((b) => isWalletBrand(b.code)).map((b) => b.code)).toEqual([
      'PAYPAL_CONTINUE',
      'AMAZONPAY',
    ]);
  });

  it('are the table in the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const cells = (text: string) => text.replace(/[ \t]*\|[ \t]*/g, '|').replace(/\|-+(?=\|)/g, '|-');
    expect(cells(readme)).toContain(cells(renderRedirectBrandsMarkdown()));
  });
});
