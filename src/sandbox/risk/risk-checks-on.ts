import type { SandboxContext } from '../context';
import type { Merchant } from '../merchants';
import { merchantSettings } from '../settings/merchant-settings';

/**
 * Whether the merchant has risk checks on: then every payment gets a risk.score, as when it
 * carries a risk.* parameter. The merchant's setting `riskChecks` (GET/POST /v1/sandbox/settings):
 * on by default for the configured test merchant, off for SECOND_MERCHANT.
 */
export async function riskChecksOn(
  ctx: SandboxContext,
  merchant: Pick<Merchant, 'entityId'>,
): Promise<boolean> {
  return (await merchantSettings(ctx, merchant.entityId)).riskChecks;
}
