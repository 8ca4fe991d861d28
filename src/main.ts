// `npm start`: the sandbox gateway and the demo shop in one process, on their embedded defaults.
import { startSandbox } from './sandbox/index.js';
import { shopConfigFromEnv } from './shop/config.js';
import { buildShop } from './shop/server.js';

try {
  const sandbox = await startSandbox();
  const shopConfig = shopConfigFromEnv();
  const shop = await buildShop(shopConfig);
  await shop.listen({ port: shopConfig.port, host: shopConfig.host });
  console.log(
    `Demo shop on ${shopConfig.publicUrl} (gateway for the browser: ${shopConfig.gatewayPublicUrl})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all([shop.close(), sandbox.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
