// POST /v1/checkouts/{id}/wallet-payment: a wallet's encrypted token from the shopper's browser
// (the page's Apple Pay or Google Pay session, or the sandbox's wallet sheet). The card route's
// parameters minus the card, plus the token wallets'; everything else comes from the checkout.
import type { ValidationIssue } from '../../spec/catalogue/types';
import { WALLETS } from '../../spec/catalogue/wallets';
import { type CrossFieldRule, expiryNotInPast, issue, luhnCheck } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';

const TOKENS = WALLETS.map((wallet) => `${wallet}.paymentToken`);

/** Exactly one wallet token. */
export const oneWalletToken: CrossFieldRule = ({ params, missing }): ValidationIssue[] => {
  const [first = TOKENS[0] as string, second] = TOKENS.filter((name) => params[name] !== undefined);
  const message = `send exactly one of ${TOKENS.join(', ')}`;
  if (second) return [issue(second, undefined, message, RESULT.INVALID_PARAMETER)];
  return params[first] === undefined ? [missing(first, message)] : [];
};

const browser = OPERATIONS.browserCheckoutPayment;

export const BROWSER_WALLET_PAYMENT: Operation = {
  ...browser,
  required: ['paymentBrand'],
  optional: [
    ...TOKENS,
    'applePay.cardNetwork',
    'applePay.cardType',
    'customer.browser.*',
    'customParameters[key]',
  ],
  rules: [...browser.rules, oneWalletToken],
};

/** POST /v1/sandbox/wallets/tokens (sandbox test aid): the card a simulated wallet token stands for. */
export const WALLET_TOKEN_AID: Operation = {
  name: 'serverPayment',
  required: ['entityId', 'paymentBrand', 'card.number', 'card.expiryMonth', 'card.expiryYear'],
  optional: [],
  rules: [luhnCheck, expiryNotInPast],
};
