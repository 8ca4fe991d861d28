// The sandbox's SFTP server (ssh2): settlement files by file transfer, as the platform delivers
// them. A merchant logs in with its entityId as user and its access token as password, or with a
// public key of SANDBOX_SFTP_AUTHORIZED_KEYS; it sees its own folder only, read-only. Only the SFTP
// subsystem is offered: no shell, no exec, no forwarding.
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import ssh2 from 'ssh2';
import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import type { AuthorizedKeys } from './authorized-keys';
import type { HostKey } from './host-key';
import { serveSftp } from './sftp-session';

export interface SftpOptions {
  port: number;
  host: string;
  hostKey: HostKey;
  authorizedKeys: AuthorizedKeys;
}

export interface SftpServer {
  port: number;
  fingerprint: string;
  close(): Promise<void>;
}

const ENTITY_ID = /^[0-9a-f]{32}$/;
// A client that keeps guessing is let go.
const MAX_FAILED_LOGINS = 5;

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

async function merchantFor(
  ctx: SandboxContext,
  keys: AuthorizedKeys,
  login: ssh2.AuthContext,
): Promise<Merchant | 'signatureNeeded' | undefined> {
  if (!ENTITY_ID.test(login.username)) return undefined;
  if (login.method === 'password') {
    const merchant = await ctx.store.merchantByToken(login.password);
    return merchant?.entityId === login.username ? merchant : undefined;
  }
  if (login.method === 'publickey') {
    const key = keys
      .get(login.username)
      ?.find((known) => known.type === login.key.algo && sameBytes(known.getPublicSSH(), login.key.data));
    if (!key) return undefined;
    // Without a signature the client only asks whether the key would do.
    if (!login.signature || !login.blob) return 'signatureNeeded';
    if (key.verify(login.blob, login.signature, login.hashAlgo) !== true) return undefined;
    return await ctx.store.merchantByEntity(login.username);
  }
  return undefined;
}

export async function startSftpServer(
  ctx: SandboxContext,
  options: SftpOptions,
  log: FastifyBaseLogger,
): Promise<SftpServer> {
  const server = new ssh2.Server({ hostKeys: [options.hostKey.privateKey] }, (client) => {
    let merchant: Merchant | undefined;
    let failures = 0;
    client.on('authentication', (login) => {
      merchantFor(ctx, options.authorizedKeys, login).then(
        (found) => {
          if (found === 'signatureNeeded') return login.accept();
          if (found) {
            merchant = found;
            return login.accept();
          }
          if (login.method !== 'none' && ++failures >= MAX_FAILED_LOGINS) return client.end();
          login.reject(['password', 'publickey']);
        },
        () => login.reject(['password', 'publickey']),
      );
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          if (!merchant) return;
          log.debug({ entityId: merchant.entityId }, 'sftp session');
          serveSftp(acceptSftp(), ctx, merchant);
        });
        // Nothing but SFTP: ssh2 refuses every request nobody listens for (shell, exec, forwarding).
      });
    });
    // A client that goes away mid-handshake is no error of the sandbox's.
    client.on('error', (error) => log.debug({ reason: error.message }, 'sftp client error'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => log.error({ reason: error.message }, 'sftp server error'));
  return {
    port: (server.address() as AddressInfo).port,
    fingerprint: options.hostKey.fingerprint,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
