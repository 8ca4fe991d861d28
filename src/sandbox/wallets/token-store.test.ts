import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { WALLET_TOKEN_STORE } from './token-store';
import { WALLET_TOKEN_PG_STORE } from './token-store-pg';

const AT = new Date('2026-11-21T12:00:00Z').getTime();

describe.each(BACKENDS)('used wallet tokens on %s', (name) => {
  const open = async () => {
    const backend = await featureBackend(name, WALLET_TOKEN_STORE, WALLET_TOKEN_PG_STORE);
    close = backend.close;
    return backend;
  };
  let close = async () => {};
  afterEach(() => close());

  it('takes a token the first time only, each token on its own', async () => {
    const { writes } = await open();
    expect(await writes.takeToken('cryptogram-1', AT)).toBe(true);
    expect(await writes.takeToken('cryptogram-1', AT + 1)).toBe(false);
    expect(await writes.takeToken('cryptogram-2', AT + 1)).toBe(true);
  });

  // On PostgreSQL these run on several connections at once, as from several sandbox processes.
  it('of concurrent payments with one token, exactly one takes it', async () => {
    const { writes } = await open();
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writes.takeToken('cryptogram-1', AT + i)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});
