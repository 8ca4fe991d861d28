// A wallet's encrypted way (spec document 1, 2.4): the gateway decrypts {wallet}.paymentToken and
// processes the card inside as a card payment already authenticated by the wallet: the DPAN, its
// expiry, the cryptogram as threeDSecure.verificationId and the ECI. The token stays in the
// parameters (never echoed: it is a secret), so the payment keeps the wallet's brand.

import type { ValidationIssue } from '../../spec/catalogue/types';
import { WALLETS } from '../../spec/catalogue/wallets';
import { issue } from '../../spec/cross-field-rules';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import type { WalletKeys } from './keys';
import { WALLET_BRANDS } from './wallet-brands';
import { openWalletToken, type TokenCard } from './wallet-token';

type Params = Readonly<Record<string, string>>;

export type Unwrapped =
  | { params: Params; issues?: undefined; token?: { name: string; card: TokenCard } }
  | { issues: ValidationIssue[] };

/** Validated parameters in; the parameters to process, or why the token cannot be used. */
export function unwrapWalletToken(keys: WalletKeys, params: Params, now: Date): Unwrapped {
  const wallet = WALLETS.find((w) => params[`${w}.paymentToken`] !== undefined);
  if (!wallet) return { params };
  const name = `${wallet}.paymentToken`;
  const brand = WALLET_BRANDS[wallet];
  if (params.paymentBrand !== brand) {
    const message = `must be ${brand} with ${name}: the brand says whose token format to decrypt`;
    return { issues: [issue('paymentBrand', params.paymentBrand, message, RESULT.BRAND_INVALID)] };
  }
  const opened = openWalletToken(keys, wallet, params[name] ?? '', now);
  // The platform's code for unusable account data; the message says what is wrong with the token.
  if ('error' in opened)
    return { issues: [{ name, message: opened.error, result: RESULT.INVALID_CARD_NUMBER }] };
  const { card } = opened;
  return {
    token: { name, card },
    params: {
      ...params,
      'card.number': card.dpan,
      'card.expiryMonth': card.expiryMonth,
      'card.expiryYear': card.expiryYear,
      'threeDSecure.eci': card.eci,
      'threeDSecure.verificationId': card.cryptogram,
    },
  };
}

/**
 * A token pays once, and only for the merchant it was made for: it is taken (its cryptogram
 * recorded) before the payment, so two requests with one token cannot both pay.
 */
export async function takeWalletToken(
  ctx: SandboxContext,
  unwrapped: Extract<Unwrapped, { params: Params }>,
  entityId: string,
  now: Date,
): Promise<ValidationIssue[]> {
  const token = unwrapped.token;
  if (!token) return [];
  const refuse = (message: string) => [{ name: token.name, message, result: RESULT.INVALID_CARD_NUMBER }];
  if (token.card.entityId !== undefined && token.card.entityId !== entityId)
    return refuse('this token was made for another merchant');
  if (!(await ctx.store.wallets.takeToken(token.card.cryptogram, now.getTime())))
    return refuse('this token has been used: a wallet token pays once');
  return [];
}
