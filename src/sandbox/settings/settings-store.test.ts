import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
import { fileStores } from '../test-support';
import { SETTINGS_STORE } from './settings-store';
import { SETTINGS_PG_STORE } from './settings-store-pg';

describe.each(BACKENDS)('merchant settings on %s', (name) => {
  const open = () => featureBackend(name, SETTINGS_STORE, SETTINGS_PG_STORE);
  let close = async () => {};
  afterEach(() => close());

  it('keeps each entity its own settings, a later value replacing an earlier one', async () => {
    const { reads, writes, close: done } = await open();
    close = done;
    await writes.set('e1', { duplicateCheck: 'on', riskChecks: 'off' });
    await writes.set('e1', { riskChecks: 'on' });
    await writes.set('e2', { duplicateCheck: 'off' });
    expect(await reads.of('e1')).toEqual({ duplicateCheck: 'on', riskChecks: 'on' });
    expect(await reads.of('e2')).toEqual({ duplicateCheck: 'off' });
    expect(await reads.of('e3')).toEqual({});
  });
});

describe('merchant settings of a sandbox on SQLite', () => {
  const stores = fileStores('settings.db');
  afterEach(() => stores.closeAll());

  it('reads a change back at once, though the settings read is kept between payments', async () => {
    const { path, store } = stores.open();
    expect(await store.settings.of('e1')).toEqual({});
    await store.settings.set('e1', { riskChecks: 'false' });
    expect(await store.settings.of('e1')).toEqual({ riskChecks: 'false' });
    await store.settings.set('e1', { riskChecks: 'true', duplicateCheck: 'true' });
    expect(await store.settings.of('e1')).toEqual({ riskChecks: 'true', duplicateCheck: 'true' });
    // Kept: a row changed behind the store's back (no sandbox does this) is not read again…
    const raw = new Database(path);
    try {
      raw.prepare("UPDATE merchant_settings SET value = 'false' WHERE name = 'riskChecks'").run();
    } finally {
      raw.close();
    }
    expect((await store.settings.of('e1')).riskChecks).toBe('true');
    // …until the store writes this feature's settings again.
    await store.settings.set('e2', { riskChecks: 'false' });
    expect((await store.settings.of('e1')).riskChecks).toBe('false');
  });
});
