import { type Merchant, SECOND_MERCHANT } from '../merchants';

/**
 * Whether the merchant has risk checks on: then every payment gets a risk.score, as when it
 * carries a risk.* parameter. On for the configured test merchant, off for SECOND_MERCHANT. The
 * one place that decides it, so a per-merchant setting can take over here.
 */
export function riskChecksOn(merchant: Pick<Merchant, 'entityId'>): boolean {
  return merchant.entityId !== SECOND_MERCHANT.entityId;
}
