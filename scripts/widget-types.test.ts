// paymentWidgets.d.ts as a merchant uses it: a shop page's TypeScript referencing the declaration
// the build emits compiles, and wrong options are type errors (each `@ts-expect-error` below must
// meet an error, so a declaration that said `any` would fail this test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitWidgetTypes } from './build-types';

const ROOT = join(import.meta.dirname, '..');

const SHOP_PAGE = `/// <reference path="paymentWidgets.d.ts" />
window.wpwlOptions = {
  locale: 'de-AT',
  style: 'plain',
  labels: { submit: 'Jetzt zahlen {amount}' },
  errorMessages: { cvvError: 'Prüfnummer fehlt' },
  brandDetection: false,
  paymentTarget: '_top',
  threeDIframeSize: { width: '100%', height: '600px' },
  registrations: { requireCvv: true },
  onReady: () => console.log(window.wpwl?.version, wpwl?.checkoutId),
  onBeforeSubmitCard() {
    return this.querySelector('input') !== null;
  },
  onError: (error) => console.log(error.name === 'InvalidCheckoutIdError', error.message),
  onLoadThreeDIframe() {
    this.style.border = '0';
  },
  createCheckout: ({ brand }) => fetch('/checkout?brand=' + brand).then((r) => r.text()),
  googlePay: { merchantName: 'Shop', onPaymentAuthorized: () => ({ transactionState: 'SUCCESS' }) },
  applePay: { displayName: 'Shop', total: { label: 'Shop', amount: '9.99' } },
};
wpwl?.unload();

const wrong: WpwlOptionsLike = {
  // @ts-expect-error: not one of the styles
  style: 'fancy',
  // @ts-expect-error: a boolean
  brandDetection: 'no',
  // @ts-expect-error: onError gets a WpwlError
  onError: (error: number) => error,
};
type WpwlOptionsLike = NonNullable<typeof window.wpwlOptions>;
export { wrong };
`;

function compile(dir: string): string {
  try {
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
        join(dir, 'shop-page.ts'),
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--lib',
        'es2022,dom',
      ],
      { stdio: 'pipe' },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? error);
  }
}

describe('paymentWidgets.d.ts', () => {
  it('types a shop page’s wpwlOptions, callbacks and wpwl, and refuses wrong options', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-types-'));
    emitWidgetTypes(join(dir, 'paymentWidgets.d.ts'));
    writeFileSync(join(dir, 'shop-page.ts'), SHOP_PAGE);
    expect(compile(dir)).toBe('');
  });

  it('is what catches a mistake: an option of the wrong type fails the page’s compilation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-types-'));
    emitWidgetTypes(join(dir, 'paymentWidgets.d.ts'));
    writeFileSync(join(dir, 'shop-page.ts'), SHOP_PAGE.replace("locale: 'de-AT'", 'locale: 42'));
    expect(compile(dir)).toMatch(
      /shop-page\.ts\(3,3\): error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  });
});
