// The fast-checkout buttons (spec 4.1): their label and wpwlOptions object. Apple Pay and Google
// Pay hand over an encrypted token (in the sandbox: the gateway's wallet sheet); Amazon Pay and
// PayPal's continue flow are redirect brands (the provider page, as for PAYPAL).
import { isWalletButtonBrand, type WalletButtonBrand } from '../../spec/redirect-brands';
import type { WalletOptions } from '../../spec/widget-api';

export type WalletOptionName = 'applePay' | 'googlePay' | 'amazonPay' | 'paypal';

type Button = readonly [label: string, option: WalletOptionName];

/** One button for each brand of the spec's list (`satisfies`: a type check, no code). */
export const WALLET_BUTTONS: Readonly<Record<string, Button>> = {
  APPLEPAY: ['Apple Pay', 'applePay'],
  GOOGLEPAY: ['Google Pay', 'googlePay'],
  AMAZONPAY: ['Amazon Pay', 'amazonPay'],
  PAYPAL_CONTINUE: ['PayPal', 'paypal'],
} satisfies Record<WalletButtonBrand, Button>;

export const isWalletBrand = isWalletButtonBrand;

/** Token wallets: their flow is a sheet that stays in the page. */
export const isSheetWallet = (brand: string): boolean => brand === 'APPLEPAY' || brand === 'GOOGLEPAY';

/** A merchant form whose data-brands has a wallet: it needs no checkout id to show something. */
export const hasWalletBrands = (form: Element): boolean =>
  /(^|\s)(APPLEPAY|GOOGLEPAY|AMAZONPAY|PAYPAL_CONTINUE)(\s|$)/i.test(form.getAttribute('data-brands') ?? '');

// biome-ignore lint/suspicious/noExplicitAny: the vendor APIs take these objects as they are
export const walletOptionsOf = (options: WalletOptions, brand: string): Record<string, any> =>
  options[WALLET_BUTTONS[brand]?.[1] as WalletOptionName] ?? {};
