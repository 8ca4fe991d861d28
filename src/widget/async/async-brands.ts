// The redirect brands the widget renders a form for: the sandbox's online-transfer and
// virtual-account providers (src/sandbox/async/brands.ts; a test keeps both lists equal).
export type AsyncMethod = 'onlineTransfer' | 'virtualAccount';

export const ASYNC_BRAND_METHODS: Readonly<Record<string, AsyncMethod>> = {
  EPS: 'onlineTransfer',
  PAYPAL: 'virtualAccount',
};

export const ASYNC_BRAND_LABELS: Readonly<Record<string, string>> = { EPS: 'eps', PAYPAL: 'PayPal' };

export const asyncMethodOf = (brand: string): AsyncMethod | undefined =>
  Object.hasOwn(ASYNC_BRAND_METHODS, brand) ? ASYNC_BRAND_METHODS[brand] : undefined;
