import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveWalletKeys, loadWalletKeys, parseWalletKey, walletKeyFile } from './keys';
import { open, seal } from './seal';
import { TEST_WALLET_CARD, TEST_WALLET_KEYS } from './test-support';
import { createWalletToken, openWalletToken, TOKEN_LIFETIME_MS, TOKEN_VERSION } from './wallet-token';

const NOW = new Date('2026-11-21T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('the simulated wallets’ token', () => {
  it('is JSON {version, iv, data, tag} that only the sandbox’s key opens, and holds the DPAN data', () => {
    const token = createWalletToken(TEST_WALLET_KEYS, 'googlePay', TEST_WALLET_CARD, NOW);
    const parsed = JSON.parse(token);
    expect(Object.keys(parsed).sort()).toEqual(['data', 'iv', 'tag', 'version']);
    expect(parsed.version).toBe(TOKEN_VERSION);
    expect(token).not.toContain('4200000000000000');
    const opened = openWalletToken(TEST_WALLET_KEYS, 'googlePay', token, NOW);
    expect(opened).toEqual({
      card: {
        dpan: '4200000000000000',
        expiryMonth: '12',
        expiryYear: '2030',
        cryptogram: expect.stringMatching(/^[A-Za-z0-9+/=]{28}$/),
        eci: '05',
        network: 'VISA',
        messageExpiration: NOW.getTime() + TOKEN_LIFETIME_MS,
      },
    });
  });

  it('gives Mastercard ECI 02 and a fresh cryptogram per token', () => {
    const card = { ...TEST_WALLET_CARD, number: '5454545454545454' };
    const [a, b] = [1, 2].map(() =>
      openWalletToken(
        TEST_WALLET_KEYS,
        'applePay',
        createWalletToken(TEST_WALLET_KEYS, 'applePay', card, NOW),
        NOW,
      ),
    );
    expect(a).toMatchObject({ card: { eci: '02', network: 'MASTER' } });
    expect((a as { card: { cryptogram: string } }).card.cryptogram).not.toBe(
      (b as { card: { cryptogram: string } }).card.cryptogram,
    );
  });

  it('does not open for another wallet, another key, a changed byte, after an hour, or when not ours', () => {
    const token = createWalletToken(TEST_WALLET_KEYS, 'googlePay', TEST_WALLET_CARD, NOW);
    const otherKey = deriveWalletKeys(parseWalletKey('11'.repeat(32)));
    const parsed = JSON.parse(token);
    // Flip a bit of the decoded ciphertext: changing the last base64url characters may only touch
    // padding bits and leave the bytes as they were.
    const data = Buffer.from(parsed.data, 'base64url');
    data.writeUInt8(data.readUInt8(0) ^ 1, 0);
    const flipped = JSON.stringify({ ...parsed, data: data.toString('base64url') });
    const error = (
      key = TEST_WALLET_KEYS,
      wallet: 'applePay' | 'googlePay' = 'googlePay',
      t = token,
      now = NOW,
    ) => (openWalletToken(key, wallet, t, now) as { error?: string }).error;
    expect(error(TEST_WALLET_KEYS, 'applePay')).toMatch(/could not be decrypted.*other than applePay/);
    expect(error(otherKey)).toMatch(/could not be decrypted/);
    expect(error(TEST_WALLET_KEYS, 'googlePay', flipped)).toMatch(/could not be decrypted/);
    expect(error(TEST_WALLET_KEYS, 'googlePay', token, later(TOKEN_LIFETIME_MS))).toBe(
      'token expired: it is valid for one hour',
    );
    expect(error(TEST_WALLET_KEYS, 'googlePay', token, later(TOKEN_LIFETIME_MS - 1))).toBeUndefined();
    expect(error(TEST_WALLET_KEYS, 'googlePay', '{"data":"x"}')).toMatch(/^not a token of this sandbox/);
    expect(error(TEST_WALLET_KEYS, 'googlePay', 'not json')).toMatch(/^not a token of this sandbox/);
  });
});

describe('AES-256-GCM sealing', () => {
  it('binds the value to its purpose (aad) and refuses malformed parts', () => {
    const key = TEST_WALLET_KEYS.sheet;
    const sealed = seal(key, { a: 1 }, 'one');
    expect(open(key, sealed, 'one')).toEqual({ a: 1 });
    expect(open(key, sealed, 'two')).toBeUndefined();
    expect(open(key, { ...sealed, iv: 'short' }, 'one')).toBeUndefined();
    expect(open(key, { ...sealed, tag: 42 }, 'one')).toBeUndefined();
    expect(open(TEST_WALLET_KEYS.token, sealed, 'one')).toBeUndefined();
  });
});

describe('the sandbox’s wallet key', () => {
  it('comes from SANDBOX_WALLET_KEY, which must be 64 hex characters', () => {
    const a = loadWalletKeys({ walletKey: 'ab'.repeat(32), dbPath: ':memory:' });
    const b = loadWalletKeys({ walletKey: 'AB'.repeat(32), dbPath: ':memory:' });
    expect(a.token.equals(b.token)).toBe(true);
    expect(a.token.equals(a.sheet)).toBe(false);
    expect(() => loadWalletKeys({ walletKey: 'abc', dbPath: ':memory:' })).toThrow(/64 hex characters/);
  });

  it('is made once beside the database file (0600) and read at every later start; never for :memory:', () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'wallet-key-')), 'nested', 'sandbox.db');
    const file = walletKeyFile(dbPath) as string;
    expect(file).toMatch(/nested\/sandbox\.wallet\.key$/);
    const first = loadWalletKeys({ dbPath });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(loadWalletKeys({ dbPath }).token.equals(first.token)).toBe(true);
    expect(walletKeyFile(':memory:')).toBeUndefined();
    const [m1, m2] = [loadWalletKeys({ dbPath: ':memory:' }), loadWalletKeys({ dbPath: ':memory:' })];
    expect(m1.token.equals(m2.token)).toBe(false);
  });
});
