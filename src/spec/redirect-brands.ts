// Brands whose payment leaves the page, as both sides know them: the widget (which form or button
// it renders) and the sandbox (which simulated provider or wallet answers).

/** The widget's form for a redirect brand (`form.wpwl-form-{method}-{BRAND}`). */
export type AsyncMethod = 'onlineTransfer' | 'virtualAccount';

/**
 * Redirect brands the widget renders a form for, by their form: online transfers (the shopper's
 * bank) and virtual accounts (a wallet or a pay-later provider), each with the name on its button.
 * The brand codes are the platform's. What each provider needs from the merchant is the sandbox's
 * business (src/sandbox/providers/brands.ts).
 */
export const REDIRECT_FORMS = {
  onlineTransfer: ['EPS', 'SOFORTUEBERWEISUNG', 'GIROPAY', 'IDEAL', 'POLI', 'TRUSTPAY_VA'],
  virtualAccount: ['PAYPAL', 'KLARNA_PAYMENTS_PAYLATER', 'KLARNA_PAYMENTS_SLICEIT', 'KLARNA_PAYMENTS_PAYNOW'],
} as const satisfies Record<AsyncMethod, readonly string[]>;

/** A brand with a redirect form; its name on the form is in the locale's texts (i18n `brands`). */
export type RedirectBrand = (typeof REDIRECT_FORMS)[AsyncMethod][number];

const METHODS: readonly AsyncMethod[] = ['onlineTransfer', 'virtualAccount'];

/** The widget's form of a redirect brand; undefined for any other brand. */
export const redirectFormOf = (brand: string): AsyncMethod | undefined =>
  METHODS.find((method) => (REDIRECT_FORMS[method] as readonly string[]).includes(brand));

/** The fast-checkout buttons (spec document 3, 4.1). */
export const WALLET_BUTTON_BRANDS = ['APPLEPAY', 'GOOGLEPAY', 'AMAZONPAY', 'PAYPAL_CONTINUE'] as const;
export type WalletButtonBrand = (typeof WALLET_BUTTON_BRANDS)[number];

export const isWalletButtonBrand = (brand: string): brand is WalletButtonBrand =>
  (WALLET_BUTTON_BRANDS as readonly string[]).includes(brand);
