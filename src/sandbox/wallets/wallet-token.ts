// The payment token of the sandbox's simulated wallets, in the wallet maker's role: JSON
// {version, iv, data, tag} (base64url parts) whose AES-256-GCM ciphertext holds what a decrypted
// Apple Pay or Google Pay token holds: a device account number (DPAN), its expiry, an online
// cryptogram and the ECI, plus when the token stops being accepted. The wallet's name is the
// additional authenticated data, so a Google Pay token sent as applePay.paymentToken never opens.
import { randomBytes } from 'node:crypto';
import { detectCardBrand } from '../../spec/brand-detection';
import type { Wallet } from '../../spec/catalogue/wallets';
import type { WalletKeys } from './keys';
import { open, seal } from './seal';

export const TOKEN_VERSION = 'SANDBOX_AES256GCM_v1';
/** Real tokens are short-lived too; one hour leaves time for a slow test run. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface TokenCard {
  dpan: string;
  expiryMonth: string;
  expiryYear: string;
  /** The online payment cryptogram: 28 base64 characters, sent on as threeDSecure.verificationId. */
  cryptogram: string;
  eci: string;
  /** The card brand of the DPAN (VISA, MASTER…). */
  network: string;
  /** Milliseconds since the epoch. */
  messageExpiration: number;
  /** The merchant entity it was made for: no other may pay with it (absent in tests' own tokens). */
  entityId?: string;
}

export interface WalletCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
}

const aad = (wallet: Wallet) => `${TOKEN_VERSION}|${wallet}`;

/** What the simulated wallet hands over when the shopper approves: the encrypted token. */
export function createWalletToken(
  keys: WalletKeys,
  wallet: Wallet,
  card: WalletCard,
  now: Date,
  entityId?: string,
): string {
  const network = detectCardBrand(card.number) ?? 'VISA';
  const payload: TokenCard = {
    dpan: card.number,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cryptogram: randomBytes(20).toString('base64'),
    // Mastercard's "fully authenticated" is 02, everyone else's 05.
    eci: network === 'MASTER' ? '02' : '05',
    network,
    messageExpiration: now.getTime() + TOKEN_LIFETIME_MS,
    ...(entityId ? { entityId } : {}),
  };
  return JSON.stringify({ version: TOKEN_VERSION, ...seal(keys.token, payload, aad(wallet)) });
}

export type OpenedToken = { card: TokenCard } | { error: string };

const isTokenCard = (value: unknown): value is TokenCard => {
  const v = value as TokenCard | undefined;
  return (
    typeof v === 'object' &&
    v !== null &&
    [v.dpan, v.expiryMonth, v.expiryYear, v.cryptogram, v.eci, v.network].every(
      (s) => typeof s === 'string',
    ) &&
    typeof v.messageExpiration === 'number'
  );
};

function parse(token: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(token);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox decrypts the token it was sent as `{wallet}.paymentToken`. */
export function openWalletToken(keys: WalletKeys, wallet: Wallet, token: string, now: Date): OpenedToken {
  const parsed = parse(token);
  if (!parsed || parsed.version !== TOKEN_VERSION) {
    return {
      error: `not a token of this sandbox's simulated wallets: expected JSON with version "${TOKEN_VERSION}", iv, data and tag`,
    };
  }
  const card = open(keys.token, parsed, aad(wallet));
  if (!isTokenCard(card)) {
    return {
      error: `could not be decrypted: the token was changed, made by another sandbox (wallet key) or made for a wallet other than ${wallet}`,
    };
  }
  if (card.messageExpiration <= now.getTime()) return { error: 'token expired: it is valid for one hour' };
  return { card };
}
