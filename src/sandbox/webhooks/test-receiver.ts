// A real webhook receiver for the tests: an HTTP server on a free local port that records what it
// got and answers as the test tells it (a status, or never).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptNotification, type Notification } from './wire-format';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the receiver answers one request: a status, 'hang' (never answers) or 'drop' (closes the connection). */
export type Behaviour = number | 'hang' | 'drop';

export interface TestReceiver {
  url: string;
  received: Received[];
  /** Answers the next requests like this, in order; then 200. */
  answerNext(...behaviours: Behaviour[]): void;
  /** Answers every request like this from now on (undefined: back to 200). */
  answerAll(behaviour: Behaviour | undefined): void;
  /** What was received, decrypted with the key. */
  notifications(key: string): Notification[];
  close(): Promise<void>;
}

export async function testReceiver(path = '/webhook'): Promise<TestReceiver> {
  const received: Received[] = [];
  const plan: Behaviour[] = [];
  const hanging = new Set<ServerResponse>();
  let always: Behaviour | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = plan.shift() ?? always ?? 200;
      if (behaviour === 'hang') {
        hanging.add(response);
        return;
      }
      if (behaviour === 'drop') {
        request.socket.destroy();
        return;
      }
      if (behaviour >= 300 && behaviour < 400) response.setHeader('location', `${path}/elsewhere`);
      response.writeHead(behaviour).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answerNext: (...behaviours) => plan.push(...behaviours),
    answerAll: (behaviour) => {
      always = behaviour;
    },
    notifications: (key) =>
      received.map(({ headers, body }) =>
        decryptNotification(key, {
          body,
          iv: String(headers['x-initialization-vector']),
          tag: String(headers['x-authentication-tag']),
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
