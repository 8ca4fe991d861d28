// The shop on https: a second Node server handing requests to the same Fastify app as its http
// port, with a certificate it is given (`npm start` hands over the gateway's, which names
// localhost and 127.0.0.1). The shop imports nothing of the sandbox: the PEM text is all it takes.
import { createServer, type Server } from 'node:https';
import type { FastifyInstance } from 'fastify';

export interface PemCertificate {
  cert: string;
  key: string;
}

/** Listens on host:port; the caller closes it before the app (fastify's hooks are set by then). */
export async function listenHttps(
  app: FastifyInstance,
  certificate: PemCertificate,
  port: number,
  host: string,
): Promise<{ server: Server; close(): Promise<void> }> {
  const server = createServer({ cert: certificate.cert, key: certificate.key }, app.routing);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  return { server, close };
}
