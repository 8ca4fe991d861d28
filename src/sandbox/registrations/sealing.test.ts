import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CARD, ENTITY_ID, json, postForm, tempDir, testSandbox } from '../test-support';
import { keyFileFor, loadDataKey } from './data-key';
import { createSealer } from './sealing';

describe('sealing (AES-256-GCM)', () => {
  const sealer = createSealer(Buffer.alloc(32, 7));

  it('opens what it sealed, only with the same context and key', () => {
    const sealed = sealer.seal({ pan: '4200000000000000' }, 'registration A');
    expect(sealed).not.toContain('4200000000000000');
    expect(sealer.open(sealed, 'registration A')).toEqual({ pan: '4200000000000000' });
    expect(() => sealer.open(sealed, 'registration B')).toThrow();
    expect(() => createSealer(Buffer.alloc(32, 8)).open(sealed, 'registration A')).toThrow();
    expect(sealer.seal('x', 'c')).not.toBe(sealer.seal('x', 'c'));
  });

  it('fingerprints a value the same each time, per context and key, without a plain hash of it', () => {
    const pan = '4200000000000000';
    const print = sealer.fingerprint(pan, 'duplicate check');
    expect(print).toBe(sealer.fingerprint(pan, 'duplicate check'));
    expect(print).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(print).not.toBe(sealer.fingerprint('4200000000000018', 'duplicate check'));
    expect(print).not.toBe(sealer.fingerprint(pan, 'another use'));
    expect(print).not.toBe(createSealer(Buffer.alloc(32, 8)).fingerprint(pan, 'duplicate check'));
    expect(print).not.toBe(createHash('sha256').update(pan).digest('base64url'));
  });
});

describe('the data key', () => {
  it('takes SANDBOX_DATA_KEY (64 hex) and refuses anything else', () => {
    expect(loadDataKey(':memory:', 'ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadDataKey(':memory:', 'abc')).toThrow(/64 hex/);
  });

  it('is created beside the database with mode 0600 and read again at the next start', () => {
    const db = join(tempDir(), 'data', 'sandbox.db');
    const first = loadDataKey(db, undefined);
    expect(keyFileFor(db)).toBe(join(dirname(db), 'sandbox.key'));
    expect(statSync(keyFileFor(db)).mode & 0o777).toBe(0o600);
    expect(loadDataKey(db, undefined)).toEqual(first);
  });

  it('keeps card numbers, IBANs and holders out of the database file', async () => {
    const dir = tempDir();
    const dbPath = join(dir, 'sandbox.db');
    const { app } = await testSandbox({ dbPath });
    await postForm(app, '/v1/registrations', {
      entityId: ENTITY_ID,
      ...CARD,
      'card.holder': 'Secret Holder',
    });
    const res = await postForm(app, '/v1/payments', {
      entityId: ENTITY_ID,
      amount: '1.00',
      currency: 'EUR',
      paymentType: 'DB',
      ...CARD,
      createRegistration: 'true',
    });
    expect(json(res).registrationId).toBeDefined();
    await app.close();
    const raw = new Database(dbPath);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    const rows = raw.prepare('SELECT sealed FROM registrations').all() as Array<{ sealed: string }>;
    raw.close();
    expect(rows).toHaveLength(2);
    for (const file of readdirSync(dir).filter((name) => name.startsWith('sandbox.db'))) {
      const bytes = readFileSync(join(dir, file)).toString('latin1');
      expect(bytes).not.toContain('4200000000000000');
      expect(bytes).not.toContain('Secret Holder');
    }
    expect(readdirSync(dir)).toContain('sandbox.key');
  });
});
