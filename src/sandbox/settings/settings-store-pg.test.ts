import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgTestDb, pgTestDb } from '../store/pg/pg-test-db';
import { SETTINGS_PG_STORE } from './settings-store-pg';

describe('merchant settings on PostgreSQL', () => {
  let db: PgTestDb;
  beforeAll(async () => {
    db = await pgTestDb(SETTINGS_PG_STORE.tables);
  });
  afterAll(() => db.drop());

  it('keeps each entity its own settings, a later value replacing an earlier one', async () => {
    const reads = SETTINGS_PG_STORE.reads(db);
    const writes = SETTINGS_PG_STORE.writes(db);
    await writes.set('e1', { duplicateCheck: 'on', riskChecks: 'off' });
    await writes.set('e1', { riskChecks: 'on' });
    await writes.set('e2', { duplicateCheck: 'off' });
    expect(await reads.of('e1')).toEqual({ duplicateCheck: 'on', riskChecks: 'on' });
    expect(await reads.of('e2')).toEqual({ duplicateCheck: 'off' });
    expect(await reads.of('e3')).toEqual({});
  });
});
