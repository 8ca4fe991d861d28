import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isWalletButtonBrand as isWalletBrand,
  REDIRECT_FORMS,
  redirectFormOf,
} from '../../spec/redirect-brands';
import { ASYNC_BRANDS } from './brands';
import { renderRedirectBrandsMarkdown } from './brands-markdown';

describe('redirect brands', () => {
  it('are the ones the widget renders forms for, or wallet buttons (PAYPAL_CONTINUE, AMAZONPAY)', () => {
    const forms = ASYNC_BRANDS.filter((b) => !isWalletBrand(b.code));
    expect(Object.fromEntries(forms.map((b) => [b.code, b.method]))).toEqual(
      Object.fromEntries(
        Object.entries(REDIRECT_FORMS).flatMap(([method, brands]) => brands.map((code) => [code, method])),
      ),
    );
    for (const brand of forms) expect(redirectFormOf(brand.code)).toBe(brand.method);
    expect(redirectFormOf('VISA')).toBeUndefined();
    expect(redirectFormOf('toString')).toBeUndefined();
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
