// The sandbox (in memory, without SFTP) and the demo shop on loopback, for the benchmarks that load
// the shop's payment page in Chromium.
import type { FastifyInstance } from 'fastify';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { buildShop } from '../src/shop/server.js';
import { type PageServer, registerFloorFrame, startPageServer } from './ready-pages.js';

export interface DemoStack {
  sandbox: FastifyInstance;
  shopUrl: string;
  gateway: string;
  /** The time-to-ready bench's own pages (./ready-pages.ts), when a port was given for them. */
  pages?: PageServer;
  close(): Promise<void>;
}

export async function startDemoStack(
  sandboxPort: number,
  shopPort: number,
  pagesPort?: number,
): Promise<DemoStack> {
  const config = configFromEnv();
  const sandbox = await buildSandbox({
    ...config,
    sftp: undefined,
    dbPath: ':memory:',
    logger: false,
    port: sandboxPort,
  });
  if (pagesPort) registerFloorFrame(sandbox);
  await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });
  const gateway = `http://127.0.0.1:${sandboxPort}`;
  const shopUrl = `http://localhost:${shopPort}`;
  const shop = await buildShop({
    port: shopPort,
    host: 'localhost',
    publicUrl: shopUrl,
    gatewayPublicUrl: gateway,
    gatewayApiUrl: gateway,
    entityId: config.entityId,
    accessToken: config.accessToken,
  });
  await shop.listen({ port: shopPort, host: 'localhost' });
  const createCheckout = async () => {
    const response = await fetch(`${gateway}/v1/checkouts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.accessToken}` },
      body: new URLSearchParams({
        entityId: config.entityId,
        amount: '12.50',
        currency: 'EUR',
        paymentType: 'DB',
        integrity: 'true',
      }),
    });
    return (await response.json()) as { id: string; integrity: string };
  };
  const pages = pagesPort ? await startPageServer(pagesPort, gateway, createCheckout) : undefined;
  return {
    sandbox,
    shopUrl,
    gateway,
    ...(pages ? { pages } : {}),
    async close() {
      await pages?.close();
      await shop.close();
      await sandbox.close();
    },
  };
}
