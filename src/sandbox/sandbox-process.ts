// The sandbox as a process of its own (src/sandbox/main.ts), for tests that kill it (`kill -9`) or
// run several beside one another. Not used by the sandbox itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface SandboxProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  port: number;
}

/**
 * Starts a sandbox with these environment variables (over quiet defaults: port 0, no https, no
 * SFTP, no log, no rate limits) and resolves once its banner names its port.
 */
export function startSandboxProcess(env: Record<string, string>): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_LOG_LEVEL: 'silent',
      SANDBOX_RATE_LIMITS: 'off',
      SANDBOX_SFTP_PORT: 'off',
      SANDBOX_HTTPS_PORT: 'off',
      ...env,
    },
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Sandbox gateway on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}`, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`the sandbox exited (${code}): ${err}`)));
  });
}

/** `kill -9`, resolved once the process is gone. */
export function killProcess(running: { child: ChildProcess }): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

/** Waits (up to `seconds` of real time) for the condition: another process's work takes the time it takes. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  seconds = 30,
): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
