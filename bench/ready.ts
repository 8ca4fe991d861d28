// Time to ready alone (the part of `npm run bench` that loads the demo shop's payment page in
// Debian's Chromium), for alternating runs of two versions: `npx tsx bench/ready.ts` after
// `npm run build`.
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { buildShop } from '../src/shop/server.js';
import { measureTimeToReady, median } from './time-to-ready.js';

const SANDBOX_PORT = 18280;
const SHOP_PORT = 13200;
const RUNS = 11;

const config = configFromEnv();
const sandbox = await buildSandbox({
  ...config,
  sftp: undefined,
  dbPath: ':memory:',
  logger: false,
  port: SANDBOX_PORT,
});
await sandbox.listen({ port: SANDBOX_PORT, host: '127.0.0.1' });
const gateway = `http://127.0.0.1:${SANDBOX_PORT}`;
const shopUrl = `http://localhost:${SHOP_PORT}`;
const shop = await buildShop({
  port: SHOP_PORT,
  host: 'localhost',
  publicUrl: shopUrl,
  gatewayPublicUrl: gateway,
  gatewayApiUrl: gateway,
  entityId: config.entityId,
  accessToken: config.accessToken,
});
await shop.listen({ port: SHOP_PORT, host: 'localhost' });
try {
  const timings = await measureTimeToReady(shopUrl, RUNS);
  console.log(`Time to ready, demo shop payment page, ${RUNS} cold contexts (median / min / max)`);
  for (const key of ['scriptToReadyMs', 'navigationToReadyMs'] as const) {
    const values = timings.map((t) => t[key]);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `  ${key.padEnd(22)} ${ms(median(values))} / ${ms(Math.min(...values))} / ${ms(Math.max(...values))}`,
    );
  }
} finally {
  await shop.close();
  await sandbox.close();
}
