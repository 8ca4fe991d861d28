// The wallet brands of the sandbox. Apple Pay and Google Pay hand over an encrypted token (their
// simulator is the wallet sheet); Samsung Pay's token is accepted server to server only. Amazon
// Pay and PayPal's continue flow are redirect brands (../providers/brands.ts).
import type { Wallet } from '../../spec/catalogue/wallets';

/** paymentBrand of each token wallet (spec document 1, 2.4: walletA/B/C). */
export const WALLET_BRANDS: Readonly<Record<Wallet, string>> = {
  applePay: 'APPLEPAY',
  googlePay: 'GOOGLEPAY',
  samsungPay: 'SAMSUNGPAY',
};

export const walletOfBrand = (brand: string | undefined): Wallet | undefined =>
  (Object.keys(WALLET_BRANDS) as Wallet[]).find((wallet) => WALLET_BRANDS[wallet] === brand);

/** The wallets whose simulated sheet the widget opens, with the name the sheet shows. */
export const SHEET_WALLETS: Readonly<Record<string, string>> = {
  APPLEPAY: 'Apple Pay',
  GOOGLEPAY: 'Google Pay',
};

/** How Apple Pay names the networks (applePay.cardNetwork). */
export const APPLE_NETWORK_NAMES: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTER: 'MasterCard',
  AMEX: 'AmEx',
};
