// The sandbox (in memory, without SFTP) and the demo shop on loopback, for the benchmarks that load
// the shop's payment page in Chromium.
import type { FastifyInstance } from 'fastify';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { buildShop } from '../src/shop/server.js';

export interface DemoStack {
  sandbox: FastifyInstance;
  shopUrl: string;
  close(): Promise<void>;
}

export async function startDemoStack(sandboxPort: number, shopPort: number): Promise<DemoStack> {
  const config = configFromEnv();
  const sandbox = await buildSandbox({
    ...config,
    sftp: undefined,
    dbPath: ':memory:',
    logger: false,
    port: sandboxPort,
  });
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
  return {
    sandbox,
    shopUrl,
    async close() {
      await shop.close();
      await sandbox.close();
    },
  };
}
