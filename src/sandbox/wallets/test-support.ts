// Wallet tokens for tests (not shipped behaviour): every test sandbox uses TEST_WALLET_KEY, so a
// test can make the token a simulated wallet would hand over.
import type { Wallet } from '../../spec/catalogue/wallets';
import { deriveWalletKeys, parseWalletKey } from './keys';
import { createWalletToken, type WalletCard } from './wallet-token';

export const TEST_WALLET_KEY = '5a'.repeat(32);
export const TEST_WALLET_KEYS = deriveWalletKeys(parseWalletKey(TEST_WALLET_KEY));
/** The test clock's start (src/sandbox/test-support.ts). */
const TEST_NOW = new Date('2026-11-21T12:00:00Z');

export const TEST_WALLET_CARD: WalletCard = {
  number: '4200000000000000',
  expiryMonth: '12',
  expiryYear: '2030',
};

export const testWalletToken = (wallet: Wallet, card = TEST_WALLET_CARD, now = TEST_NOW): string =>
  createWalletToken(TEST_WALLET_KEYS, wallet, card, now);
