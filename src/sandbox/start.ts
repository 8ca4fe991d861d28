import type { FastifyInstance } from 'fastify';
import { configFromEnv, type SandboxConfig } from './config';
import { SECOND_MERCHANT } from './merchants';
import { buildSandbox } from './server';
import { isStoreFailure } from './store/store-error';

/** SQLite's message with its code (`unable to open database file (SQLITE_CANTOPEN)`). */
const describe = (error: Error & { code?: unknown }): string =>
  typeof error.code === 'string' ? `${error.message} (${error.code})` : error.message;

/** Builds the sandbox from the environment (plus overrides), listens, and prints the credentials. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<FastifyInstance> {
  const config = { ...configFromEnv(), ...overrides };
  const app = await buildSandbox(config).catch((error: unknown) => {
    if (!isStoreFailure(error)) throw error;
    throw new Error(
      `The sandbox cannot write to its database ${config.dbPath}: ${describe(error as Error)}. ` +
        'Check that the file and its folder are writable and that the disk has room.',
    );
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    [
      `Sandbox gateway on http://${config.host}:${port} (database ${config.dbPath})`,
      `  entityId:      ${config.entityId}`,
      `  access token:  ${config.accessToken}`,
      `  second merchant for cross-entity tests: entityId ${SECOND_MERCHANT.entityId}, token ${SECOND_MERCHANT.accessToken}`,
      ...(app.sftp
        ? [
            `Settlement files by SFTP on ${config.host}:${app.sftp.port} (user: entityId, password: access token)`,
            `  host key fingerprint: ${app.sftp.fingerprint}`,
          ]
        : []),
    ].join('\n'),
  );
  return app;
}
