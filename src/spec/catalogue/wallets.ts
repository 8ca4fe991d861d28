import { oneOf, text } from './format-builders';
import type { ParamSpec } from './types';

// Document 1, section 2.4, mobile wallet structures. The spec writes walletA/B/C; the platform's
// prefixes are applePay (walletA: the one with cardNetwork/cardType), googlePay and samsungPay.
// The decrypted way sends card.*, threeDSecure.verificationId and threeDSecure.eci beside
// <wallet>.source; which of the two ways is complete is a cross-field rule (../instrument-rules.ts).

export const WALLETS = ['applePay', 'googlePay', 'samsungPay'] as const;
export type Wallet = (typeof WALLETS)[number];

const wallet = (name: Wallet): ParamSpec[] => [
  {
    name: `${name}.paymentToken`,
    // "encrypted token in the wallet maker's own format": no length stated; 64 KiB is several
    // times the size of a real token.
    format: text(1, 65536),
    sensitive: 'secret',
    note: 'Required for the encrypted-token way.',
  },
  {
    name: `${name}.source`,
    format: oneOf('web', 'app'),
    note: 'Required for the decrypted way (with card.*, threeDSecure.verificationId and threeDSecure.eci).',
  },
];

export const WALLET_PARAMS: readonly ParamSpec[] = [
  ...wallet('applePay'),
  // "network name / type as reported by the wallet": no format stated.
  { name: 'applePay.cardNetwork', format: text(1, 255) },
  { name: 'applePay.cardType', format: text(1, 255) },
  ...wallet('googlePay'),
  ...wallet('samsungPay'),
];
