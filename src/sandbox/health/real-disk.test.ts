// The sandbox on a real read-only and a real full file system: a tmpfs mounted in a mount
// namespace of the sandbox process's own (util-linux `unshare`; as root, or as a user where
// unprivileged user namespaces are allowed), so nothing outside the test sees it.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../config';
import { buildSandbox } from '../server';
import { AUTH, encodeForm, FORM, PAYMENT, tempDir, widgetDir } from '../test-support';

const ROOT = join(import.meta.dirname, '../../..');
const asRoot = process.getuid?.() === 0;

interface Child {
  process: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Runs the sandbox (src/sandbox/main.ts) with its database on a tmpfs that `prepare` sets up. */
function sandboxOnTmpfs(mountPoint: string, prepare: string, env: Record<string, string>): Child {
  const script = [
    `mount -t tmpfs -o size=${env.TMPFS_SIZE ?? '8m'},mode=0755 tmpfs "${mountPoint}"`,
    prepare,
    `exec "${process.execPath}" --import tsx src/sandbox/main.ts`,
  ].join(' && ');
  const args = [
    ...(asRoot ? [] : ['--map-root-user']),
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-ec',
    script,
  ];
  const child = spawn('unshare', args, {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_WIDGET_DIR: widgetDir(),
      SANDBOX_DB: join(mountPoint, 'sandbox.db'),
      SANDBOX_LOG_LEVEL: 'info',
      SANDBOX_SFTP_PORT: 'off',
      SANDBOX_HTTPS_PORT: 'off',
      ...env,
    },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { process: child, stdout: () => out, stderr: () => err, exited };
}

let running: Child | undefined;
afterEach(async () => {
  running?.process.kill('SIGKILL');
  await running?.exited;
  running = undefined;
});

/** The sandbox's port, from its start banner; rejects if it exits first. */
function portOf(child: Child): Promise<number> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const port = /Sandbox gateway on http:\/\/127\.0\.0\.1:(\d+)/.exec(child.stdout())?.[1];
      if (port) resolve(Number(port));
    };
    child.process.stdout?.on('data', look);
    child.exited.then((code) => reject(new Error(`sandbox exited (${code}): ${child.stderr()}`)));
    look();
  });
}

describe('on a real file system', () => {
  it('refuses to start on a read-only database: a clear message, no banner, nothing listening', async () => {
    // A database made by the sandbox itself, then copied onto a tmpfs remounted read-only.
    const source = tempDir();
    const made = await buildSandbox({
      ...DEFAULT_CONFIG,
      dbPath: join(source, 'sandbox.db'),
      widgetDir: widgetDir(),
      logger: false,
    });
    await made.close();
    const mount = join(tempDir(), 'ro');
    mkdirSync(mount);
    running = sandboxOnTmpfs(mount, `cp "${source}"/* "${mount}"/ && mount -o remount,ro "${mount}"`, {});
    expect(await running.exited).toBe(1);
    expect(running.stdout()).not.toContain('Sandbox gateway on');
    expect(running.stderr()).toMatch(
      /The sandbox cannot write to its database .*sandbox\.db: .*\(SQLITE_(CANTOPEN|READONLY)/,
    );
  });

  it('on a full disk: 503 999.999.888, no stack trace per request, /ready says so and recovers with the disk', async () => {
    const mount = join(tempDir(), 'full');
    mkdirSync(mount);
    // The gateway's own rounds read the database every 200 ms; a reader ending lets SQLite restart
    // its WAL file, and a write that then fits in the WAL's pages succeeds on the full disk. Off here,
    // so that every write after the disk filled needs a byte it cannot have.
    running = sandboxOnTmpfs(mount, 'true', { SANDBOX_CLOCK_POLL_MS: '0' });
    const base = `http://127.0.0.1:${await portOf(running)}`;
    const pay = () =>
      fetch(`${base}/v1/payments`, {
        method: 'POST',
        headers: { ...AUTH, ...FORM },
        body: encodeForm(PAYMENT),
      });
    expect((await pay()).status).toBe(200);

    // The tmpfs as the sandbox process sees it, in its own mount namespace: filled to the last byte.
    const filler = `/proc/${running.process.pid}/root${mount}/filler`;
    const chunk = Buffer.alloc(64 * 1024);
    const fd = openSync(filler, 'w');
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      closeSync(fd);
    }

    // A write that still fits in the pages SQLite's WAL file already holds succeeds (it needs no
    // new byte of disk): those are real payments. The first write that needs more fails, and so
    // does every one after it.
    const acknowledged: string[] = [];
    let first = await pay();
    while (first.status === 200 && acknowledged.length < 500) {
      acknowledged.push(((await first.json()) as { id: string }).id);
      first = await pay();
    }
    expect(first.status).toBe(503);
    await first.body?.cancel();
    for (let i = 0; i < 50; i++) {
      const answer = await pay();
      expect(answer.status).toBe(503);
      const body = (await answer.json()) as { result: { code: string }; ndc?: string };
      expect(body.result.code).toBe('999.999.888');
      expect(body).toHaveProperty('ndc');
    }
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { result: { description: string } }).result.description).toMatch(/full/);
    expect((await fetch(`${base}/health`)).status).toBe(200);

    const errorLines = running
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    // 51 failed requests, a handful of lines: one per kind of failure.
    expect(errorLines.length).toBeGreaterThan(0);
    expect(errorLines.length).toBeLessThan(5);
    expect(running.stdout()).not.toMatch(/"stack"/);
    expect(running.stderr()).not.toMatch(/\n\s+at /);

    unlinkSync(filler);
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    expect((await pay()).status).toBe(200);
    // Every payment acknowledged on the full disk was stored.
    for (const id of acknowledged) {
      const stored = await fetch(`${base}/v1/payments/${id}?entityId=${PAYMENT.entityId}`, { headers: AUTH });
      expect(stored.status, id).toBe(200);
    }
  }, 60_000);
});
