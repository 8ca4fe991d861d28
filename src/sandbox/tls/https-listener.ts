// The gateway on https: a second Node server handing every request to the same Fastify app as
// the http port (`app.routing`), so both ports share routes, hooks, store and clock; a request
// knows which it came through by its socket (`request.protocol`).
import { createServer, type Server } from 'node:https';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerCertificate } from './server-certificate';

export interface HttpsListener {
  readonly certificate: ServerCertificate;
  /** The port it listens on; undefined before `listen`. */
  port(): number | undefined;
  listen(host: string, port: number): Promise<number>;
  close(): Promise<void>;
}

export function httpsListener(
  app: FastifyInstance,
  certificate: ServerCertificate,
  clientError: (error: NodeJS.ErrnoException, socket: Socket) => void,
): HttpsListener {
  let server: Server | undefined;
  const port = () => {
    const address = server?.address();
    return typeof address === 'object' && address ? address.port : undefined;
  };
  return {
    certificate,
    port,
    async listen(host, wanted) {
      const created = createServer({ cert: certificate.cert, key: certificate.key }, app.routing);
      // The http server's limits, as fastify set them.
      created.keepAliveTimeout = app.server.keepAliveTimeout;
      created.requestTimeout = app.server.requestTimeout;
      created.headersTimeout = app.server.headersTimeout;
      created.on('clientError', clientError);
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(wanted, host, () => {
          created.off('error', reject);
          resolve();
        });
      });
      server = created;
      return port() as number;
    },
    async close() {
      const closing = server;
      if (!closing) return;
      // Idle keep-alive connections would hold close() open; those mid-request finish first.
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeIdleConnections();
      });
    },
  };
}
