import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSandbox, testSandbox } from '../test-support';
import { formBody, target } from './arbitraries';
import { problemWith, send } from './check';

// The short run for every `npm test`; `npm run fuzz` runs the same property 100,000+ times.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

describe('fuzzing the HTTP API', () => {
  it('never answers 5xx, always in the gateway shape, and names every offending parameter', async () => {
    await fc.assert(
      fc.asyncProperty(target, formBody, async (t, body) => {
        const c = { target: t, body };
        const problem = problemWith(c, await send(sb.app, c));
        expect(problem, JSON.stringify(c)).toBeUndefined();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });
});
