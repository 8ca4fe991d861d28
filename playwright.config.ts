import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { E2E_ENV, GATEWAY_URL, HTTPS_E2E_ENV, HTTPS_STACK_READY_URL, SHOP_URL } from './e2e/support/env';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHOP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx src/main.ts',
      url: `${GATEWAY_URL}/ready`,
      env: E2E_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The same `npm start` with the gateway and the shop on https (e2e/https.spec.ts): a stack of
    // its own, as SHOP_HTTPS_PORT puts all the shop's pages on https. Readiness is asked on its
    // http port, so nothing here skips a certificate check.
    {
      command: 'npx tsx src/main.ts',
      url: HTTPS_STACK_READY_URL,
      env: HTTPS_E2E_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
