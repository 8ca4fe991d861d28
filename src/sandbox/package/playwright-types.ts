// The Playwright fixture's public types (./playwright.ts), self-contained like ./api-types.ts: the
// build emits their declarations as they are. The `.js` in the import is what a merchant's
// TypeScript needs to find the emitted file under Node's module resolution.
import type {
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
} from '@playwright/test';
import type { RunningSandbox, SandboxOptions, TestMerchant } from './api-types.js';

export interface SandboxWorkerFixtures {
  /** startSandbox's options for this worker's sandbox (`test.use({ sandboxOptions: { … } })`). */
  sandboxOptions: SandboxOptions;
  /** The worker's sandbox, started before its first test that asks for it and closed after its last. */
  sandbox: RunningSandbox;
}

export interface SandboxTestFixtures {
  /** A merchant entity created for this test alone (POST /v1/sandbox/merchants). */
  merchant: TestMerchant;
}

/** Playwright's `test` with the sandbox fixtures. */
export type SandboxTest = TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & SandboxTestFixtures,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & SandboxWorkerFixtures
>;
