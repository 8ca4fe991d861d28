// Bytes the default log (`info`) writes per 1,000 payments: one line per request.
import { Writable } from 'node:stream';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';
import { fullPaymentBody } from './throughput.js';

const PAYMENTS = 1000;

export async function measureLogVolume(): Promise<{ bytesPer1000: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      bytes += chunk.length;
      lines += String(chunk).split('\n').length - 1;
      done();
    },
  });
  const config = configFromEnv();
  const app = await buildSandbox({
    ...config,
    sftp: undefined,
    dbPath: ':memory:',
    logger: { level: 'info', stream },
  });
  const headers = {
    authorization: `Bearer ${config.accessToken}`,
    'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
  };
  const body = fullPaymentBody();
  for (let i = 0; i < PAYMENTS; i++) {
    const res = await app.inject({ method: 'POST', url: '/v1/payments', headers, payload: body });
    if (res.statusCode !== 200) throw new Error(`payment refused: ${res.body}`);
  }
  await app.close();
  return { bytesPer1000: (bytes / PAYMENTS) * 1000, lines };
}

export function describeLogVolume({
  bytesPer1000,
  lines,
}: {
  bytesPer1000: number;
  lines: number;
}): string[] {
  const perDay = (perSecond: number) => `${((bytesPer1000 / 1000) * perSecond * 86_400) / 1024 ** 2}`;
  const mb = (perSecond: number) => `${Number(perDay(perSecond)).toFixed(0)} MB`;
  return [
    `${lines} lines for ${PAYMENTS} payments: ${(bytesPer1000 / 1024).toFixed(1)} KB per 1,000 payments`,
    `a day of 10 payments/s: ${mb(10)}; of 100/s: ${mb(100)}; of 400/s: ${mb(400)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of describeLogVolume(await measureLogVolume())) console.log(line);
}
