import type { Page } from '@playwright/test';

/**
 * Merges `overrides` into the wpwlOptions the shop's page sets (public/wpwl-options.js), before
 * paymentWidgets.js reads them: data only. A string, not a function: a function compiled by tsx
 * (scripts/screenshots.ts) carries helpers the page does not have.
 */
export async function overrideWpwlOptions(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.addInitScript(`{
    let options;
    const extra = ${JSON.stringify(overrides)};
    Object.defineProperty(window, 'wpwlOptions', {
      configurable: true,
      get: () => options,
      set: (value) => { options = { ...value, ...extra }; },
    });
  }`);
}
