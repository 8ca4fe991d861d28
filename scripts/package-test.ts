// `npm run test:package` (in `npm test`, after `npm run build`): the package as a merchant gets it.
// Packs the repository (`npm pack`), installs the tarball into an empty project in a temporary
// folder, then, from there:
//   - `npx wpwl-sandbox --help`, and a bad flag (exit 2, the flag named);
//   - `npx wpwl-sandbox --port 0 --db :memory:`: reads its URL from what it prints, pays with a test
//     card by `POST /v1/payments`, serves paymentWidgets.js, and closes on SIGINT with exit 0;
//   - a script using `startSandbox` from the installed package, on `:memory:` and on a database
//     file (the store's writer thread, compiled, in a worker);
//   - the package's types under Node's module resolution, and the Vitest example (examples/vitest).
//
// The install skips dependencies' install scripts and gives better-sqlite3 the binary this
// repository built for the same version and Node: its prebuilt binaries come from GitHub, which a
// test machine may not reach, and a build from source takes minutes. PACKAGE_TEST_NATIVE_BUILD=1
// installs with the scripts instead, as a merchant's npm does.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const NPM = 'npm';
const NPX = 'npx';
/** The whole check's limit: a hung install or server fails the test instead of the suite. */
const LIMIT_MS = 120_000;
/** The command under test while it runs, to end with the test whatever happens. */
let server: ChildProcess | undefined;

const started = Date.now();
const step = (what: string) =>
  console.log(`package test: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string; size: number }>;
}

async function pack(into: string): Promise<Packed> {
  for (const built of ['dist/server/cli.js', 'dist/server/index.d.ts', 'dist/widget/paymentWidgets.js'])
    if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`);
  // The build is the one `npm test` just made; prepack would make it again.
  const { stdout } = await run(NPM, ['pack', '--ignore-scripts', '--json', '--pack-destination', into], {
    cwd: ROOT,
  });
  const [packed] = JSON.parse(stdout) as Packed[];
  assert.ok(packed, 'npm pack made no tarball');
  const paths = packed.files.map((f) => f.path);
  for (const wanted of [
    'dist/server/cli.js',
    'dist/server/writer-boot.mjs',
    'dist/server/writer-entry.js',
    'dist/server/playwright.d.ts',
    'dist/widget/paymentWidgets.js',
    'dist/secure-field/secure-field.js',
    'dist/secure-field-values/secure-field-values.js',
    'dist/inspector/inspector.js',
    'dist/inspector/inspector.css',
  ])
    assert.ok(paths.includes(wanted), `the tarball lacks ${wanted}`);
  // Nothing but the built package: no sources, no demo shop, no tests.
  const stray = paths.filter(
    (p) => !/^(dist\/|package\.json$|README\.md$)/.test(p) || /\.test\.|\/shop\//.test(p),
  );
  assert.deepEqual(stray, [], 'the tarball holds files it should not');
  return packed;
}

async function install(project: string, tarball: string): Promise<void> {
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'merchant-tests',
      private: true,
      type: 'module',
      allowScripts: { 'better-sqlite3': true },
    }),
  );
  const native = process.env.PACKAGE_TEST_NATIVE_BUILD === '1';
  await run(
    NPM,
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...(native ? [] : ['--ignore-scripts']),
      tarball,
    ],
    { cwd: project, maxBuffer: 16 * 1024 * 1024 },
  );
  const installed = join(project, 'node_modules');
  assert.ok(!existsSync(join(installed, 'tsx')), 'the package pulls in tsx: it must run as JavaScript');
  if (native) return;
  const version = (dir: string) =>
    (JSON.parse(readFileSync(join(dir, 'better-sqlite3', 'package.json'), 'utf8')) as { version: string })
      .version;
  const ours = join(ROOT, 'node_modules');
  assert.equal(version(installed), version(ours), 'better-sqlite3: another version than the repository’s');
  const binary = join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  mkdirSync(join(installed, 'better-sqlite3', 'build', 'Release'), { recursive: true });
  copyFileSync(join(ours, binary), join(installed, binary));
}

/** Runs `npx wpwl-sandbox …` in the project and resolves with its exit code and output. */
async function npxOnce(project: string, args: string[]) {
  return run(NPX, ['wpwl-sandbox', ...args], { cwd: project }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const futureYear = String(new Date().getFullYear() + 3);
const CARD = {
  paymentBrand: 'VISA',
  'card.number': '4200000000000000',
  'card.holder': 'Jane Jones',
  'card.expiryMonth': '12',
  'card.expiryYear': futureYear,
  'card.cvv': '123',
};
const DEFAULT_MERCHANT = {
  entityId: '8a8294174b7ecb28014b9699220015ca',
  accessToken: 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=',
};

async function payByServer(url: string, merchant = DEFAULT_MERCHANT): Promise<string> {
  const response = await fetch(`${url}/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${merchant.accessToken}` },
    body: new URLSearchParams({
      entityId: merchant.entityId,
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'DB',
      ...CARD,
    }),
  });
  const body = (await response.json()) as { result: { code: string } };
  return body.result.code;
}

interface Running {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Its exit code, or 'still running' 10 s after it was asked to stop. */
  stopped(): Promise<number | null | 'still running'>;
}

/** Starts the command in a process group of its own (ended with the test if it fails) and waits for its URL. */
async function serve(command: string, args: string[], project: string): Promise<Running> {
  const child = spawn(command, args, { cwd: project, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => {
      output += chunk;
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 20 s:\n${output}`)), 20_000);
    child.stdout?.on('data', () => {
      const found = /Sandbox gateway on (http:\/\/[0-9.]+:\d+)/.exec(output)?.[1];
      if (!found || !output.includes('a merchant per test')) return;
      clearTimeout(timer);
      resolve(found);
    });
    exited.then((code) => reject(new Error(`wpwl-sandbox exited (${code}):\n${output}`)));
  });
  return {
    child,
    url,
    output: () => output,
    stopped: () =>
      Promise.race([
        exited,
        new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000)),
      ]),
  };
}

/** `npx wpwl-sandbox --port 0 --db :memory:`: its output, a payment through it, and Ctrl-C. */
async function serveAndPay(project: string): Promise<void> {
  const running = await serve(NPX, ['wpwl-sandbox', '--port', '0', '--db', ':memory:'], project);
  try {
    const output = running.output();
    assert.ok(!/https:|SFTP/.test(output), `https or SFTP started without being asked:\n${output}`);
    assert.ok(
      output.includes(`access token:  ${DEFAULT_MERCHANT.accessToken}`),
      'the credentials are not printed',
    );
    assert.equal(await payByServer(running.url), '000.100.110');
    const script = await fetch(`${running.url}/v1/paymentWidgets.js`);
    assert.equal(script.status, 200);
    assert.match(await script.text(), /wpwl/);
    step(`npx wpwl-sandbox served ${running.url} and a test card paid`);
    // Ctrl-C in a terminal: SIGINT to the foreground group, npx and the sandbox alike. npx then
    // ends by the signal, as a shell expects; the sandbox closes and says so.
    const group = -(running.child.pid as number);
    process.kill(group, 'SIGINT');
    const code = await running.stopped();
    assert.notEqual(code, 'still running', `SIGINT did not stop it:\n${running.output()}`);
    assert.match(running.output(), /Sandbox gateway stopped on SIGINT/);
    assert.throws(() => process.kill(group, 0), /ESRCH/, 'a process of the command is left running');
  } finally {
    stopGroup(running.child);
  }
}

/** The command itself (node_modules/.bin, as a script runs it), stopped by SIGTERM to it alone. */
async function stopsOnSigterm(project: string): Promise<void> {
  const bin = join(project, 'node_modules', '.bin', 'wpwl-sandbox');
  const running = await serve(bin, ['--port', '0', '--db', ':memory:', '--log-level', 'silent'], project);
  try {
    running.child.kill('SIGTERM');
    const code = await running.stopped();
    assert.equal(code, 0, `after SIGTERM: exit ${code}\n${running.output()}`);
    assert.match(running.output(), /Sandbox gateway stopped on SIGTERM/);
  } finally {
    stopGroup(running.child);
  }
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone, as it should be.
  }
}

const API_SCRIPT = `
import assert from 'node:assert/strict';
import { startSandbox } from 'wpwl-sandbox';

const sandbox = await startSandbox({ port: 0, db: process.argv[2] });
try {
  assert.match(sandbox.url, /^http:\\/\\/127\\.0\\.0\\.1:\\d+$/);
  const merchant = await sandbox.createMerchant('Example Shop');
  const post = async (path, params) => {
    const response = await fetch(sandbox.url + path, {
      method: 'POST',
      headers: { authorization: 'Bearer ' + merchant.accessToken },
      body: new URLSearchParams({ entityId: merchant.entityId, ...params }),
    });
    return response.json();
  };
  const checkout = await post('/v1/checkouts', { amount: '12.50', currency: 'EUR', paymentType: 'DB' });
  assert.equal(checkout.result.code, '000.200.100');
  const widget = await fetch(sandbox.url + '/v1/paymentWidgets.js?checkoutId=' + checkout.id);
  assert.equal(widget.status, 200);
  const payment = await post('/v1/payments', ${JSON.stringify({ amount: '12.50', currency: 'EUR', paymentType: 'DB', ...CARD })});
  assert.equal(payment.result.code, '000.100.110');
} finally {
  await sandbox.close();
}
console.log('startSandbox: paid');
`;

const CONSUMER_TYPES = `
import { type RunningSandbox, startSandbox, type TestMerchant } from 'wpwl-sandbox';
import { expect, test } from 'wpwl-sandbox/playwright';

const sandbox: RunningSandbox = await startSandbox({ port: 0, db: ':memory:', httpsPort: 0 });
const merchant: TestMerchant = await sandbox.createMerchant();
const url: string = sandbox.url;
// @ts-expect-error: a port is a number
await startSandbox({ port: 'eighty' });
// @ts-expect-error: no such option
await startSandbox({ prot: 0 });
test.use({ sandboxOptions: { logLevel: 'warn' } });
test('pays', async ({ page, sandbox: own, merchant: mine }) => {
  const entity: string = mine.entityId;
  await page.goto(own.url);
  expect(entity).not.toBe(merchant.entityId);
});
await sandbox.close();
export { url };
`;

/** The declarations as a merchant's TypeScript (Node's module resolution) reads them. */
async function typecheck(project: string): Promise<void> {
  // Playwright, Vitest and Node's types as the merchant's project would have them installed.
  for (const dep of ['@playwright/test', '@types/node', 'vitest']) {
    mkdirSync(join(project, 'node_modules', dep, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', dep), join(project, 'node_modules', dep));
  }
  writeFileSync(join(project, 'consumer.ts'), CONSUMER_TYPES);
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      'consumer.ts',
      'checkout.test.ts',
    ],
    { cwd: project },
  ).catch((error: { stdout: string; stderr: string }) => {
    throw new Error(
      `the package's types do not compile in a merchant's project:\n${error.stdout}${error.stderr}`,
    );
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'package-test-'));
  const project = join(dir, 'merchant-tests');
  try {
    const packed = await pack(dir);
    step(
      `packed ${packed.filename}: ${(packed.size / 1024).toFixed(0)} KiB, ${(packed.unpackedSize / 1024).toFixed(0)} KiB unpacked, ${packed.files.length} files`,
    );
    await install(project, join(dir, packed.filename));
    step('installed into an empty project');

    const help = await npxOnce(project, ['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /Usage: wpwl-sandbox/);
    const bad = await npxOnce(project, ['--port', 'eighty']);
    assert.equal(bad.code, 2, 'a bad flag exits 2');
    assert.match(bad.stderr, /--port must be a port number, got "eighty"/);
    step('npx wpwl-sandbox --help, and a bad flag refused');

    await serveAndPay(project);
    step('npx wpwl-sandbox closed on SIGINT');
    await stopsOnSigterm(project);
    step('node_modules/.bin/wpwl-sandbox closed on SIGTERM');

    writeFileSync(join(project, 'api.mjs'), API_SCRIPT);
    for (const db of [':memory:', join(dir, 'data', 'sandbox.db')]) {
      mkdirSync(join(dir, 'data'), { recursive: true });
      const { stdout } = await run(process.execPath, ['api.mjs', db], { cwd: project });
      assert.match(stdout, /startSandbox: paid/);
    }
    step('startSandbox paid on :memory: and on a database file');

    cpSync(join(ROOT, 'examples', 'vitest', 'checkout.test.ts'), join(project, 'checkout.test.ts'));
    await typecheck(project);
    step('the types compile in the project');
    const vitest = await run(
      process.execPath,
      [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', 'checkout.test.ts'],
      {
        cwd: project,
        env: { ...process.env, NO_COLOR: '1' },
      },
    ).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`the Vitest example failed:\n${error.stdout}${error.stderr}`);
    });
    assert.match(vitest.stdout, /3 passed/);
    step('the Vitest example passed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const limit = setTimeout(() => {
  if (server) stopGroup(server);
  console.error(`package test: not done within ${LIMIT_MS / 1000} s`);
  process.exit(1);
}, LIMIT_MS);
try {
  await main();
  console.log('package test: passed');
} catch (error) {
  console.error(`package test: FAILED\n${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  clearTimeout(limit);
}
