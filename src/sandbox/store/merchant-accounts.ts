import type { ConfiguredMerchant, Merchant } from '../merchants';
import { hashToken, tokenLookup, tokenMatches } from '../secrets/access-tokens';
import type { MerchantRow } from './core-rows';

interface MerchantReads {
  merchantByLookup(lookup: string): Promise<MerchantRow | undefined>;
  merchantByEntity(entityId: string): Promise<MerchantRow | undefined>;
}

interface MerchantWrites {
  upsertMerchant(row: MerchantRow): Promise<void>;
}

const merchantOf = (row: MerchantRow): Merchant => ({ entityId: row.entity_id, name: row.name });

/**
 * What a process may remember of merchants. `process`: the merchants found, for as long as it runs
 * (its database has no other writer). `shared`: several processes share the database and another
 * one may move a token or rename a merchant when it starts, so every lookup reads the row (one
 * indexed read); only the outcome of the scrypt check is remembered, by the stored hash it checked.
 */
export type MerchantCaching = 'process' | 'shared';

/**
 * Merchants by token and by entity. They are read on every request (authentication) and written
 * at start-up only, so they are kept here once found; a token is found by its keyed lookup hash
 * and, the first time in this process, checked against its salted hash in constant time
 * (../secrets/access-tokens.ts). Tokens themselves are never stored or read back.
 */
export function merchantAccounts(
  reads: MerchantReads,
  writes: MerchantWrites,
  tokenKey: Buffer,
  caching: MerchantCaching = 'process',
) {
  if (caching === 'shared') return sharedMerchantAccounts(reads, writes, tokenKey);
  const byLookup = new Map<string, Merchant>();
  const byEntity = new Map<string, Merchant>();
  const remember = (lookup: string | undefined, merchant: Merchant): Merchant => {
    if (lookup) byLookup.set(lookup, merchant);
    byEntity.set(merchant.entityId, merchant);
    return merchant;
  };

  return {
    /** Insert or update a merchant; a merchant that held its token is removed. */
    async upsertMerchant({ accessToken, ...merchant }: ConfiguredMerchant): Promise<void> {
      const lookup = tokenLookup(tokenKey, accessToken);
      const stored = await reads.merchantByEntity(merchant.entityId);
      // Read before the write: the merchant holding this token now is the one the write removes.
      const holder = (await reads.merchantByLookup(lookup))?.entity_id;
      // The same lookup hash is the same token: the stored salted hash stays, no new scrypt.
      const kept =
        stored?.token_lookup === lookup && stored.token_salt && stored.token_hash
          ? { salt: stored.token_salt, hash: stored.token_hash }
          : undefined;
      if (!kept || stored?.name !== merchant.name) {
        const { salt, hash } = kept ?? hashToken(accessToken);
        const row: MerchantRow = {
          entity_id: merchant.entityId,
          name: merchant.name,
          token_lookup: lookup,
          token_salt: salt,
          token_hash: hash,
        };
        await writes.upsertMerchant(row);
      }
      if (holder !== undefined && holder !== merchant.entityId) byEntity.delete(holder);
      for (const [known, cached] of byLookup) {
        if (known !== lookup && cached.entityId !== merchant.entityId) continue;
        byLookup.delete(known);
        if (cached.entityId !== merchant.entityId) byEntity.delete(cached.entityId);
      }
      remember(lookup, { ...merchant });
    },
    async merchantByToken(token: string): Promise<Merchant | undefined> {
      const lookup = tokenLookup(tokenKey, token);
      const known = byLookup.get(lookup);
      if (known) return known;
      const row = await reads.merchantByLookup(lookup);
      if (!row?.token_salt || !row.token_hash) return undefined;
      if (!tokenMatches(token, { salt: row.token_salt, hash: row.token_hash })) return undefined;
      return remember(lookup, merchantOf(row));
    },
    async merchantByEntity(entityId: string): Promise<Merchant | undefined> {
      const known = byEntity.get(entityId);
      if (known) return known;
      const row = await reads.merchantByEntity(entityId);
      return row && remember(undefined, merchantOf(row));
    },
  };
}

/** The salted hash a token was checked against, with the token's lookup hash: checked once. */
const checkedKey = (row: MerchantRow): string =>
  `${row.token_lookup}:${row.token_salt?.toString('hex')}:${row.token_hash?.toString('hex')}`;

/**
 * Merchants in a database other processes write too: each lookup reads the merchant's row, so a
 * token moved or replaced by another process counts at once here; the scrypt check of a token runs
 * once per stored hash (a token replaced elsewhere has a new salt and hash, and is checked again).
 */
function sharedMerchantAccounts(reads: MerchantReads, writes: MerchantWrites, tokenKey: Buffer) {
  const checked = new Set<string>();
  return {
    async upsertMerchant({ accessToken, ...merchant }: ConfiguredMerchant): Promise<void> {
      const lookup = tokenLookup(tokenKey, accessToken);
      const stored = await reads.merchantByEntity(merchant.entityId);
      const kept =
        stored?.token_lookup === lookup && stored.token_salt && stored.token_hash
          ? { salt: stored.token_salt, hash: stored.token_hash }
          : undefined;
      if (kept && stored?.name === merchant.name) return;
      const { salt, hash } = kept ?? hashToken(accessToken);
      await writes.upsertMerchant({
        entity_id: merchant.entityId,
        name: merchant.name,
        token_lookup: lookup,
        token_salt: salt,
        token_hash: hash,
      });
    },
    async merchantByToken(token: string): Promise<Merchant | undefined> {
      const row = await reads.merchantByLookup(tokenLookup(tokenKey, token));
      if (!row?.token_salt || !row.token_hash) return undefined;
      const key = checkedKey(row);
      if (!checked.has(key)) {
        if (!tokenMatches(token, { salt: row.token_salt, hash: row.token_hash })) return undefined;
        checked.add(key);
      }
      return merchantOf(row);
    },
    async merchantByEntity(entityId: string): Promise<Merchant | undefined> {
      const row = await reads.merchantByEntity(entityId);
      return row && merchantOf(row);
    },
  };
}
