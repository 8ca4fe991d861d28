import type { Page } from '@playwright/test';

/**
 * Merges `overrides` into the wpwlOptions the shop's page sets (public/wpwl-options.js), before
 * paymentWidgets.js reads them: data only (functions do not cross into the page).
 */
export async function overrideWpwlOptions(page: Page, overrides: Record<string, unknown>): Promise<void> {
  await page.addInitScript((extra) => {
    let options: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'wpwlOptions', {
      configurable: true,
      get: () => options,
      set: (value: Record<string, unknown>) => {
        options = { ...value, ...extra };
      },
    });
  }, overrides);
}
