// SIGTERM (src/sandbox/main.ts calls app.close()) lets a request already under way finish and
// commit, while the listener takes no new connection: a rolling restart behind a proxy loses nothing.
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { openSandboxStore } from '../database/open';
import { encodeForm, PAYMENT, TOKEN_KEY, tempDir, testSandbox } from '../test-support';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Sends a request's head and the first half of its body; the rest is sent by `finish`. */
function halfSentPayment(port: number) {
  const body = encodeForm(PAYMENT);
  const socket = connect(port, '127.0.0.1');
  socket.write(
    [
      'POST /v1/payments HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${DEFAULT_CONFIG.accessToken}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, 20),
    ].join('\r\n'),
  );
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const ended = once(socket, 'close');
  return {
    async finish(): Promise<{ status: number; answer: Record<string, unknown> }> {
      socket.write(body.slice(20));
      await ended;
      const [head, ...rest] = received.split('\r\n\r\n');
      return { status: Number(head?.split(' ')[1]), answer: JSON.parse(rest.join('\r\n\r\n')) };
    },
  };
}

it('finishes and commits a payment under way when the sandbox is told to stop, and refuses new connections', async () => {
  const dbPath = join(tempDir(), 'sandbox.db');
  const { app } = await testSandbox({ dbPath });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  const payment = halfSentPayment(port);
  await once(app.server, 'request');
  const closed = app.close();

  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  const { status, answer } = await payment.finish();
  await closed;

  expect(status).toBe(200);
  expect((answer.result as { code: string }).code).toMatch(/^000\.100\.1/);
  const store = openSandboxStore(dbPath, TOKEN_KEY);
  closers.push(() => store.close());
  expect((await store.payment(answer.id as string))?.response.id).toBe(answer.id);
});
