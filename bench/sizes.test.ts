// The bundle budgets, held on what `npm run build` wrote (npm test builds first; without a build
// there is nothing to measure and the test is skipped).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_FILES } from '../src/sandbox/assets/load-assets';
import { DEFAULT_CONFIG } from '../src/sandbox/config';
import { buildSandbox } from '../src/sandbox/server';
import {
  INSPECTOR_BUDGET,
  measureInspector,
  measureSizes,
  SECURE_FIELD_BUDGET,
  WIDGET_BUDGET,
} from './sizes';

const built = Object.values(WIDGET_FILES).every((file) => existsSync(join('dist', file)));

describe.skipIf(!built)('bundle budgets (gzip -9 of the bytes served)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSandbox({ ...DEFAULT_CONFIG, dbPath: ':memory:', logger: false, widgetDir: 'dist' });
  });
  afterAll(() => app.close());

  it('keeps paymentWidgets.js within 20 KiB and each secure-field page within 6 KiB', async () => {
    const rows = await measureSizes(app);
    const budgeted = rows.filter((row) => row.budget);
    expect(budgeted.map((row) => row.budget)).toEqual([
      WIDGET_BUDGET,
      SECURE_FIELD_BUDGET,
      SECURE_FIELD_BUDGET,
    ]);
    for (const row of budgeted) expect(row.gzip, row.what).toBeLessThanOrEqual(row.budget ?? 0);
  });
});

describe.skipIf(!existsSync(join('dist', 'inspector', 'inspector.js')))(
  'the inspector’s budget (gzip -9)',
  () => {
    it('keeps inspector.js within 16 KiB', () => {
      const [script] = measureInspector();
      expect(script?.budget).toBe(INSPECTOR_BUDGET);
      expect(script?.gzip).toBeLessThanOrEqual(INSPECTOR_BUDGET);
    });
  },
);
