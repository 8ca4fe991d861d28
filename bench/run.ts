// `npm run bench`: figures, not pass/fail. Record what it prints in docs/benchmarks.md.
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { measureSizes } from './sizes.js';

const app = await buildSandbox({ ...configFromEnv(), dbPath: ':memory:', logger: false });
try {
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  console.log('Bundle sizes (bytes as served; gzip -9, brotli q11)');
  console.log(`${'what'.padEnd(40)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const row of await measureSizes(app)) {
    console.log(
      `${row.what.padEnd(40)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`,
    );
  }
  console.log('Budgets: paymentWidgets.js <= 20 KB gzip with every form; secure-field page <= 6 KB gzip.');
} finally {
  await app.close();
}
