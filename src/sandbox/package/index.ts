// The package's main export: `const sandbox = await startSandbox({ db: ':memory:' })` in a test
// suite's set-up. Defaults suit a test: a free port, a throw-away store, no log, http only, no
// SFTP; the environment is not read, so a suite runs the same on every machine.
import type { FastifyInstance } from 'fastify';
import { listenSandbox } from '../start';
import type { RunningSandbox, SandboxOptions, StartSandbox, TestMerchant } from './api-types';
import { configure, type Given, give, SETTINGS } from './settings';

export type { RunningSandbox, SandboxOptions, StartSandbox, TestMerchant } from './api-types';

/** What an option left unset means here (the command and `npm start` read the environment instead). */
const PROGRAMMATIC_DEFAULTS: Partial<Record<keyof SandboxOptions, string>> = {
  port: '0',
  db: ':memory:',
  httpsPort: 'off',
  sftpPort: 'off',
  logLevel: 'silent',
};

function optionValue(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  throw new TypeError(`startSandbox: ${name} must be a string, number or boolean, got ${typeof value}`);
}

function givenOptions(options: SandboxOptions): Given {
  const known = new Set(SETTINGS.map((s) => s.option as string));
  const unknown = Object.keys(options).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new TypeError(
      `startSandbox: unknown option ${unknown.join(', ')}; it takes ${[...known].join(', ')}`,
    );
  const given: Given = { env: {}, names: new Map() };
  for (const setting of SETTINGS) {
    const value =
      (options as Record<string, unknown>)[setting.option] ?? PROGRAMMATIC_DEFAULTS[setting.option];
    if (value !== undefined) give(given, setting, optionValue(setting.option, value), setting.option);
  }
  return given;
}

/** A URL's host: a wildcard address is reached on the loopback, an IPv6 address in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function createMerchant(
  url: string,
  admin: { entityId: string; accessToken: string },
  name?: string,
): Promise<TestMerchant> {
  const body = new URLSearchParams({ entityId: admin.entityId, ...(name === undefined ? {} : { name }) });
  const response = await fetch(`${url}/v1/sandbox/merchants`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}` },
    body,
  });
  const answer = (await response.json()) as Partial<TestMerchant> & {
    result?: {
      code: string;
      description: string;
      parameterErrors?: Array<{ name: string; message: string }>;
    };
  };
  if (!response.ok || !answer.entityId || !answer.accessToken) {
    const errors = answer.result?.parameterErrors?.map((e) => `${e.name}: ${e.message}`).join('; ');
    throw new Error(
      `The sandbox did not create a merchant: ${response.status} ${answer.result?.code} ${answer.result?.description}${errors ? ` (${errors})` : ''}`,
    );
  }
  return { entityId: answer.entityId, accessToken: answer.accessToken, name: answer.name ?? '' };
}

const caOf = (app: FastifyInstance): string | undefined => app.https?.certificate.ca?.cert;

export const startSandbox: StartSandbox = async (options = {}) => {
  const { config, webhookKey } = configure(givenOptions(options));
  const { app, port, httpsPort } = await listenSandbox(config);
  const host = urlHost(config.host);
  const url = `http://${host}:${port}`;
  const admin = { entityId: config.entityId, accessToken: config.accessToken };
  const ca = caOf(app);
  const running: RunningSandbox = {
    url,
    ...(httpsPort === undefined ? {} : { httpsUrl: `https://${host}:${httpsPort}` }),
    ...(ca ? { caCertificate: ca } : {}),
    ...(app.sftp ? { sftpPort: app.sftp.port } : {}),
    ...admin,
    ...(webhookKey ? { webhookKey } : {}),
    createMerchant: (name) => createMerchant(url, admin, name),
    close: () => app.close(),
  };
  return running;
};
