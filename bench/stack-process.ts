// A demo stack (sandbox in memory and demo shop, on loopback) of a checkout of this repository, in
// a process of its own: `node --import tsx bench/stack-process.ts <sandboxPort> <shopPort> [floor]`
// run with that checkout as the working directory, so its own code serves its own dist/. With
// `floor`, its gateway serves the time-to-ready control's frame too (./ready-pages.ts). Prints
// "listening" once both listen; SIGTERM closes them.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerFloorFrame } from './ready-pages.js';

const [sandboxPort = 0, shopPort = 0] = process.argv.slice(2, 4).map(Number);
const floor = process.argv[4] === 'floor';
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(path)).href)) as T;

type Sandbox = typeof import('../src/sandbox/index.js');
type Shop = typeof import('../src/shop/server.js');
const { buildSandbox, configFromEnv } = await load<Sandbox>('src/sandbox/index.ts');
const { buildShop } = await load<Shop>('src/shop/server.ts');

const config = configFromEnv();
const sandbox: FastifyInstance = await buildSandbox({
  ...config,
  sftp: undefined,
  dbPath: ':memory:',
  logger: false,
  port: sandboxPort,
});
if (floor) registerFloorFrame(sandbox);
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
console.log('listening');
process.once('SIGTERM', () => {
  Promise.all([shop.close(), sandbox.close()]).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
