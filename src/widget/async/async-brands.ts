// The redirect brands the widget renders a form for (src/spec/redirect-brands.ts, which the
// sandbox's providers follow too) and the labels of their buttons.
import { type AsyncMethod, FORM_REDIRECT_BRANDS } from '../../spec/redirect-brands';

export type { AsyncMethod };

export const ASYNC_BRAND_METHODS = FORM_REDIRECT_BRANDS;

export const ASYNC_BRAND_LABELS: Readonly<Record<string, string>> = { EPS: 'eps', PAYPAL: 'PayPal' };

export const asyncMethodOf = (brand: string): AsyncMethod | undefined =>
  Object.hasOwn(ASYNC_BRAND_METHODS, brand) ? ASYNC_BRAND_METHODS[brand] : undefined;
