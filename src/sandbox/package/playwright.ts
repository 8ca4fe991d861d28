// `wpwl-sandbox/playwright`: Playwright's `test` with a sandbox per worker and a merchant of its own
// per test, so tests running in parallel never see each other's checkouts, payments or webhooks.
//
//   import { test, expect } from 'wpwl-sandbox/playwright';
//   test('pays', async ({ page, sandbox, merchant }) => { … });
//
// `sandboxOptions` (a worker option: `test.use({ sandboxOptions: { … } })` or the config's `use`)
// are startSandbox's options; each worker's sandbox takes a free port unless they name one.
import { test as base } from '@playwright/test';
import { startSandbox } from './index';
import type { SandboxTest, SandboxTestFixtures, SandboxWorkerFixtures } from './playwright-types';

export { expect } from '@playwright/test';
export type { RunningSandbox, SandboxOptions, TestMerchant } from './api-types';
export type { SandboxTest, SandboxTestFixtures, SandboxWorkerFixtures } from './playwright-types';

export const test: SandboxTest = base.extend<SandboxTestFixtures, SandboxWorkerFixtures>({
  sandboxOptions: [{}, { scope: 'worker', option: true }],
  sandbox: [
    async ({ sandboxOptions }, use) => {
      const sandbox = await startSandbox(sandboxOptions);
      try {
        await use(sandbox);
      } finally {
        await sandbox.close();
      }
    },
    { scope: 'worker' },
  ],
  merchant: async ({ sandbox }, use) => {
    await use(await sandbox.createMerchant());
  },
});
