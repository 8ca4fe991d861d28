// `npm start`: the sandbox gateway and the demo shop in one process, on their embedded defaults.
import { randomBytes } from 'node:crypto';
import { configFromEnv, startSandbox } from './sandbox/index.js';
import { shopConfigFromEnv } from './shop/config.js';
import { listenHttps } from './shop/https-server.js';
import { buildShop } from './shop/server.js';
import { WEBHOOK_PATH } from './shop/webhooks/routes.js';

try {
  const shopConfig = shopConfigFromEnv();
  const sandboxConfig = configFromEnv();
  // The shop's webhook endpoint is the default merchant's, unless SANDBOX_WEBHOOK_URL names another;
  // its key is new at each start (SHOP_WEBHOOK_KEY fixes it).
  let webhooks = sandboxConfig.webhooks;
  if (!webhooks.endpoint) {
    shopConfig.webhookKey ??= randomBytes(32).toString('hex');
    const url = `http://127.0.0.1:${shopConfig.port}${WEBHOOK_PATH}`;
    webhooks = { ...webhooks, endpoint: { url, key: shopConfig.webhookKey } };
  }
  const sandbox = await startSandbox({ webhooks });
  const shop = await buildShop(shopConfig);
  await shop.listen({ port: shopConfig.port, host: shopConfig.host });
  // SHOP_HTTPS_PORT: the shop on https too, with the gateway's certificate (localhost, 127.0.0.1).
  let shopHttps: { close(): Promise<void> } | undefined;
  if (shopConfig.httpsPort !== undefined) {
    if (!sandbox.https)
      throw new Error('SHOP_HTTPS_PORT needs the gateway on https: SANDBOX_HTTPS_PORT is off');
    shopHttps = await listenHttps(
      shop,
      sandbox.https.certificate,
      shopConfig.httpsPort,
      shopConfig.host,
    ).catch((error: Error) => {
      throw new Error(`The shop cannot listen on https port ${shopConfig.httpsPort}: ${error.message}`);
    });
  }
  console.log(
    `Demo shop on ${shopConfig.publicUrl} (gateway for the browser: ${shopConfig.gatewayPublicUrl})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all([shopHttps?.close(), shop.close(), sandbox.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
