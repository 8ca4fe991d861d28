import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG } from '../sandbox/config';
import { buildSandbox } from '../sandbox/server';
import { widgetDir } from '../sandbox/test-support';
import type { ShopConfig } from './config';
import { buildShop } from './server';

export interface ShopWithSandbox {
  sandbox: FastifyInstance;
  shop: FastifyInstance;
  config: ShopConfig;
  close(): Promise<void>;
}

/** The shop against a real sandbox listening on a free port: nothing of the gateway is faked. */
export async function shopWithSandbox(): Promise<ShopWithSandbox> {
  const sandbox = await buildSandbox({
    ...DEFAULT_CONFIG,
    dbPath: ':memory:',
    logger: false,
    widgetDir: widgetDir(),
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.server.address();
  const gateway = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const config: ShopConfig = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://shop.test',
    gatewayPublicUrl: gateway,
    gatewayApiUrl: gateway,
    entityId: DEFAULT_CONFIG.entityId,
    accessToken: DEFAULT_CONFIG.accessToken,
  };
  const shop = await buildShop(config);
  return {
    sandbox,
    shop,
    config,
    async close() {
      await shop.close();
      await sandbox.close();
    },
  };
}
