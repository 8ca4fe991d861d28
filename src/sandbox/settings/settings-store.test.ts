import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS, featureBackend } from '../database/feature-backends';
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
