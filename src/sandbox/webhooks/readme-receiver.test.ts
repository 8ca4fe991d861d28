// The receiver the README shows decrypts what the sandbox sends: its code is taken from the README
// and run as its own Node process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH, ENTITY_ID, json, PAYMENT, postForm, testSandbox } from '../test-support';

const README = new URL('../../../README.md', import.meta.url);

function receiverCode(): string {
  const readme = readFileSync(README, 'utf8');
  const section = readme.slice(readme.indexOf('### Webhooks'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('the README has no receiver under ### Webhooks');
  return code;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Resolves once something accepts connections on the port (the child has started), within 30 s. */
async function listening(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** The child prints after it answered; its output may arrive a moment later. */
async function printed(output: () => string, text: string): Promise<void> {
  for (let i = 0; i < 600 && !output().includes(text); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

describe('the README’s webhook receiver', () => {
  it('decrypts and prints the PAYMENT notification of a payment', async () => {
    const code = receiverCode();
    expect(code.trim().split('\n').length).toBeLessThanOrEqual(10);
    const port = await freePort();
    const sb = await testSandbox({ webhooks: { timeoutMs: 5000 } });
    const hook = json(
      await postForm(sb.app, '/v1/sandbox/webhooks', {
        entityId: ENTITY_ID,
        url: `http://127.0.0.1:${port}/`,
      }),
    );
    const child = spawn(
      process.execPath,
      ['-e', code.replace('listen(4000)', `listen(${port}, '127.0.0.1')`)],
      {
        env: { ...process.env, WEBHOOK_KEY: hook.key },
      },
    );
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await listening(port);
    const payment = json(await postForm(sb.app, '/v1/payments', PAYMENT));
    await sb.app.gatewayClock.runDue();
    const [delivery] = json(
      await sb.app.inject({
        method: 'GET',
        url: `/v1/sandbox/webhooks/${hook.id}/deliveries?entityId=${ENTITY_ID}`,
        headers: AUTH,
      }),
    ).deliveries;
    expect(delivery).toMatchObject({ state: 'DELIVERED' });
    await printed(() => output, payment.id);
    expect(output).toContain(`PAYMENT  ${payment.id} ${payment.result.code}`);
    await sb.app.close();
  });
});
