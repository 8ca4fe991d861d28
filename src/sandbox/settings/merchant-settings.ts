// The sandbox settings of a merchant entity: how the simulated platform treats its requests, as a
// merchant configures it with its acquirer. Each setting has a default; GET/POST
// /v1/sandbox/settings read and change them (./routes.ts). A new setting is a line here and one in
// ./operations.ts.
import type { SandboxContext } from '../context';
import { SECOND_MERCHANT } from '../merchants';

export interface MerchantSettings {
  /** The same merchantTransactionId, amount and instrument within the window: 800.110.100. */
  duplicateCheck: boolean;
  duplicateCheckWindowMinutes: number;
  /** Every payment gets risk checks and a risk.score (src/sandbox/risk), not only those with risk.*. */
  riskChecks: boolean;
}

/** The duplicate window when the merchant has set none: 10 minutes (docs/decisions.md). */
export const DEFAULT_DUPLICATE_WINDOW_MINUTES = 10;

/**
 * Defaults: the duplicate check is on for the built-in second merchant and off for the configured
 * one, risk checks the other way round, so each answer can be tried without a setting.
 */
export const defaultSettings = (entityId: string): MerchantSettings => ({
  duplicateCheck: entityId === SECOND_MERCHANT.entityId,
  duplicateCheckWindowMinutes: DEFAULT_DUPLICATE_WINDOW_MINUTES,
  riskChecks: entityId !== SECOND_MERCHANT.entityId,
});

/** The stored form of settings (strings, as sent) read back over the defaults. */
export function settingsFrom(entityId: string, stored: Readonly<Record<string, string>>): MerchantSettings {
  const settings = defaultSettings(entityId);
  if (stored.duplicateCheck !== undefined) settings.duplicateCheck = stored.duplicateCheck === 'true';
  if (stored.riskChecks !== undefined) settings.riskChecks = stored.riskChecks === 'true';
  const window = Number(stored.duplicateCheckWindowMinutes);
  if (Number.isInteger(window) && window > 0) settings.duplicateCheckWindowMinutes = window;
  return settings;
}

export const merchantSettings = async (ctx: SandboxContext, entityId: string): Promise<MerchantSettings> =>
  settingsFrom(entityId, await ctx.store.settings.of(entityId));
