import type { FastifyInstance } from 'fastify';
import { configFromEnv, printableDatabaseUrl, type SandboxConfig } from './config';
import { pgStartFailure } from './database/pg-start-failure';
import { SECOND_MERCHANT } from './merchants';
import { buildSandbox } from './server';
import { isStoreFailure } from './store/store-error';
import type { HttpsListener } from './tls/https-listener';

/** SQLite's message with its code (`unable to open database file (SQLITE_CANTOPEN)`). */
const describe = (error: Error & { code?: unknown }): string =>
  typeof error.code === 'string' ? `${error.message} (${error.code})` : error.message;

const databaseName = (config: SandboxConfig): string =>
  config.databaseUrl ? printableDatabaseUrl(config.databaseUrl) : config.dbPath;

/** A sandbox listening: the app, and the ports it got (0 in the configuration: any free one). */
export interface ListeningSandbox {
  app: FastifyInstance;
  config: SandboxConfig;
  port: number;
  /** Undefined without https. */
  httpsPort?: number;
}

/** Builds the sandbox from a configuration and listens on its ports, printing nothing. */
export async function listenSandbox(config: SandboxConfig): Promise<ListeningSandbox> {
  const app = await buildSandbox(config).catch((error: unknown) => {
    if (!isStoreFailure(error)) throw error;
    if (config.databaseUrl)
      throw new Error(pgStartFailure(error as Error, printableDatabaseUrl(config.databaseUrl)));
    throw new Error(
      `The sandbox cannot write to its database ${config.dbPath}: ${describe(error as Error)}. ` +
        'Check that the file and its folder are writable and that the disk has room.',
    );
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const httpsPort = config.https ? await listenHttps(app, config.host, config.https.port) : undefined;
  return { app, config, port, ...(httpsPort === undefined ? {} : { httpsPort }) };
}

/**
 * Builds the sandbox from the environment (or `base`) plus overrides, listens, and prints where it
 * answers and the credentials.
 */
export async function startSandbox(
  overrides: Partial<SandboxConfig> = {},
  base: SandboxConfig = configFromEnv(),
): Promise<FastifyInstance> {
  const config = { ...base, ...overrides };
  const { app, port, httpsPort } = await listenSandbox(config);
  console.log(
    [
      `Sandbox gateway on http://${config.host}:${port} (database ${databaseName(config)})`,
      `  entityId:      ${config.entityId}`,
      `  access token:  ${config.accessToken}`,
      `  second merchant for cross-entity tests: entityId ${SECOND_MERCHANT.entityId}, token ${SECOND_MERCHANT.accessToken}`,
      ...(app.https && httpsPort !== undefined ? httpsLines(app.https, config.host, httpsPort) : []),
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

/** Closes the sandbox on SIGINT and SIGTERM, then exits: 0 once it closed, 1 when closing failed. */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => {
          console.log(`Sandbox gateway stopped on ${signal}`);
          process.exit(0);
        },
        (error: Error) => {
          console.error(`Sandbox gateway stopped on ${signal}, not cleanly: ${error.message}`);
          process.exit(1);
        },
      );
    });
  }
}

async function listenHttps(app: FastifyInstance, host: string, wanted: number): Promise<number> {
  try {
    return await (app.https as HttpsListener).listen(host, wanted);
  } catch (error) {
    await app.close();
    throw new Error(
      `The HTTPS server cannot listen on ${host}:${wanted}: ${(error as Error).message} (SANDBOX_HTTPS_PORT sets another port, "off" none)`,
    );
  }
}

/** Where the gateway answers on https, and what a merchant does to trust it. */
function httpsLines(https: HttpsListener, host: string, port: number): string[] {
  const { ca, renewed } = https.certificate;
  if (!ca) return [`Sandbox gateway on https://${host}:${port} (certificate from SANDBOX_TLS_CERT)`];
  return [
    `Sandbox gateway on https://${host}:${port} (certificate by the sandbox's local CA${renewed ? `, made again: ${renewed}` : ''})`,
    ca.file
      ? `  trust the CA: NODE_EXTRA_CA_CERTS=${ca.file} (or import it into a browser as an authority)`
      : '  the CA lives in memory only (SANDBOX_KEY_DIR keeps it)',
    `  CA fingerprint: SHA256 ${ca.fingerprint}`,
  ];
}
