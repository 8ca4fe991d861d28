// Brands whose payment leaves the page, as both sides know them: the widget (which form or button
// it renders) and the sandbox (which simulated provider or wallet answers).

/** The widget's form for a redirect brand (`form.wpwl-form-{method}-{BRAND}`). */
export type AsyncMethod = 'onlineTransfer' | 'virtualAccount';

/** Redirect brands the widget renders a form for: online transfer and virtual account. */
export const FORM_REDIRECT_BRANDS: Readonly<Record<string, AsyncMethod>> = {
  EPS: 'onlineTransfer',
  PAYPAL: 'virtualAccount',
};

/** The fast-checkout buttons (spec document 3, 4.1). */
export const WALLET_BUTTON_BRANDS = ['APPLEPAY', 'GOOGLEPAY', 'AMAZONPAY', 'PAYPAL_CONTINUE'] as const;
export type WalletButtonBrand = (typeof WALLET_BUTTON_BRANDS)[number];

export const isWalletButtonBrand = (brand: string): brand is WalletButtonBrand =>
  (WALLET_BUTTON_BRANDS as readonly string[]).includes(brand);
