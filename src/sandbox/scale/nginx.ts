// nginx from Debian in front of several sandboxes, run with the repository's own configuration
// (deploy/nginx/sandbox.conf) and this run's upstreams and port beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONF = join(import.meta.dirname, '../../../deploy/nginx/sandbox.conf');
// Debian puts it in /usr/sbin, which a user's PATH may lack.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface Nginx {
  base: string;
  /** The master process (its worker is its child): for benches that read its CPU time. */
  pid: number;
  close(): Promise<void>;
}

/** A port free on the loopback interface now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts nginx on `port` in front of the sandboxes on `upstreams`, and waits until it answers. */
export async function startNginx(port: number, upstreams: readonly number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'sandbox-nginx-'));
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  copyFileSync(CONF, join(prefix, 'sandbox.conf'));
  writeFileSync(
    join(prefix, 'upstreams.conf'),
    upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  writeFileSync(join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      prefix,
      '-c',
      'sandbox.conf',
      '-g',
      `daemon off; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      removePrefix();
      throw new Error(`nginx exited (${child.exitCode}): ${err}`);
    }
    const ok = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) {
      // SIGTERM: the master stops its worker too (SIGKILL would leave the worker behind).
      child.kill('SIGTERM');
      removePrefix();
      throw new Error(`nginx does not answer on ${base}: ${err}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    pid: child.pid as number,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          removePrefix();
          return resolve();
        }
        child.once('exit', () => {
          removePrefix();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
