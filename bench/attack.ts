// A merchant's latency while anonymous clients send bodies of 100,000 parameters (889 KB, under
// the body limit) to the browser card route, which needs only a checkout id anyone can see and an
// Origin header anyone can set. Quiet and attacked rounds alternate in one run, on one sandbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSandbox, configFromEnv } from '../src/sandbox/index.js';

const ROUNDS = 3;
const ROUND_MS = 3000;
const ATTACKERS = 2;
const TOKEN = configFromEnv().accessToken;
const ENTITY = configFromEnv().entityId;
const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';

interface Answer {
  ms: number;
  status: number;
  bytes: number;
}

function client(url: string, headers: Record<string, string>, body: string, durationMs: number) {
  const worker = new Worker(new URL('./latency-client.mjs', import.meta.url), {
    workerData: { url, method: 'POST', headers, body, durationMs },
  });
  return new Promise<Answer[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export interface AttackFigures {
  quiet: Answer[];
  attacked: Answer[];
  attack: Answer[];
}

export async function measureAttack(port: number): Promise<AttackFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'attack-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const app = await buildSandbox({
    ...configFromEnv(),
    sftp: undefined,
    dbPath: join(dir, 'sandbox.db'),
    logger: false,
    port,
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const merchant = { authorization: `Bearer ${TOKEN}`, 'content-type': FORM };
    const created = await fetch(`${origin}/v1/checkouts`, {
      method: 'POST',
      headers: merchant,
      body: new URLSearchParams({ entityId: ENTITY, amount: '10.00', currency: 'EUR', paymentType: 'DB' }),
    });
    const { id } = (await created.json()) as { id: string };
    const payment = new URLSearchParams({
      entityId: ENTITY,
      amount: '12.50',
      currency: 'EUR',
      paymentType: 'DB',
      'card.number': '4200000000000000',
      'card.expiryMonth': '12',
      'card.expiryYear': '2030',
      'card.cvv': '123',
    }).toString();
    const huge = Array.from({ length: 100_000 }, (_, i) => `p${i}=1`).join('&');
    const figures: AttackFigures = { quiet: [], attacked: [], attack: [] };
    for (let round = 0; round < ROUNDS; round++) {
      figures.quiet.push(...(await client(`${origin}/v1/payments`, merchant, payment, ROUND_MS)));
      const attackers = Array.from({ length: ATTACKERS }, () =>
        client(`${origin}/v1/checkouts/${id}/payment`, { origin, 'content-type': FORM }, huge, ROUND_MS),
      );
      figures.attacked.push(...(await client(`${origin}/v1/payments`, merchant, payment, ROUND_MS)));
      for (const answers of await Promise.all(attackers)) figures.attack.push(...answers);
    }
    return figures;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeAttack({ quiet, attacked, attack }: AttackFigures): string[] {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const line = (label: string, answers: Answer[]) => {
    const times = answers.map((a) => a.ms);
    return `${label.padEnd(44)} p50 ${ms(percentile(times, 50)).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}  (${answers.length} answers)`;
  };
  const statuses = [...new Set(attack.map((a) => a.status))].join(', ');
  const bytes = Math.max(...attack.map((a) => a.bytes));
  return [
    line('merchant POST /v1/payments, alone', quiet),
    line(`merchant POST /v1/payments, ${ATTACKERS} attackers`, attacked),
    line('attack: 100,000 parameters, 889 KB', attack),
    `attack answers: HTTP ${statuses}, at most ${bytes} bytes`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of describeAttack(await measureAttack(18182))) console.log(line);
}
