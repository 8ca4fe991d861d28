import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, tempDir, testSandbox } from '../test-support';
import { configuredWebhookId } from './configured-webhook';
import { testReceiver } from './test-receiver';

const KEY = '3c'.repeat(32);

describe('SANDBOX_WEBHOOK_URL and SANDBOX_WEBHOOK_KEY', () => {
  it('read together, with a 30 s timeout unless SANDBOX_WEBHOOK_TIMEOUT_MS says otherwise', () => {
    expect(configFromEnv({}).webhooks).toEqual({ timeoutMs: 30_000 });
    const env = { SANDBOX_WEBHOOK_URL: 'https://ci.test/hook', SANDBOX_WEBHOOK_KEY: KEY.toUpperCase() };
    expect(configFromEnv({ ...env, SANDBOX_WEBHOOK_TIMEOUT_MS: '5000' }).webhooks).toEqual({
      timeoutMs: 5000,
      endpoint: { url: 'https://ci.test/hook', key: KEY },
    });
  });

  it('refuse one without the other, a bad URL, a bad key and a bad timeout, saying what is expected', () => {
    expect(() => configFromEnv({ SANDBOX_WEBHOOK_URL: 'https://ci.test/hook' })).toThrow(
      /SANDBOX_WEBHOOK_KEY must be 64 hex/,
    );
    expect(() => configFromEnv({ SANDBOX_WEBHOOK_KEY: KEY })).toThrow(
      /SANDBOX_WEBHOOK_URL must be an http\(s\) URL/,
    );
    expect(() => configFromEnv({ SANDBOX_WEBHOOK_URL: 'ftp://ci.test', SANDBOX_WEBHOOK_KEY: KEY })).toThrow(
      /SANDBOX_WEBHOOK_URL/,
    );
    expect(() =>
      configFromEnv({ SANDBOX_WEBHOOK_URL: 'https://ci.test', SANDBOX_WEBHOOK_KEY: 'abc' }),
    ).toThrow(/SANDBOX_WEBHOOK_KEY/);
    expect(() => configFromEnv({ SANDBOX_WEBHOOK_TIMEOUT_MS: '99' })).toThrow(/from 100 to 60000/);
  });

  it('configure an endpoint of the default merchant at start, the same one at every start', async () => {
    const receiver = await testReceiver();
    const endpoint = { url: receiver.url, key: KEY };
    const dbPath = join(tempDir(), 'sandbox.db');
    for (let start = 0; start < 2; start++) {
      const sb = await testSandbox({ dbPath, webhooks: { timeoutMs: 1000, endpoint } });
      const listed = json(
        await sb.app.inject({
          method: 'GET',
          url: `/v1/sandbox/webhooks?entityId=${ENTITY_ID}`,
          headers: AUTH,
        }),
      ).webhooks;
      expect(listed).toEqual([
        expect.objectContaining({ id: configuredWebhookId(ENTITY_ID), url: receiver.url }),
      ]);
      const payment = json(await postForm(sb.app, '/v1/payments', PAYMENT));
      await sb.app.gatewayClock.runDue();
      expect(receiver.notifications(KEY).at(-1)).toEqual({ type: 'PAYMENT', payload: payment });
      expect(receiver.received).toHaveLength(start + 1);
      await sb.app.close();
    }
    await receiver.close();
  });
});
