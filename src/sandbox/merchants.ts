import type { SandboxConfig } from './config';

/** A merchant as requests see it. Its access token is stored only as hashes (./secrets/access-tokens.ts). */
export interface Merchant {
  entityId: string;
  /** Appears in the payment descriptor. */
  name: string;
}

/** A merchant with the token the configuration gives it: the built-in ones, seeded at every start. */
export interface ConfiguredMerchant extends Merchant {
  accessToken: string;
}

/**
 * A second built-in merchant, so tests can check that one merchant's token cannot reach another
 * merchant's checkouts and payments. Fixed credentials; not for anything else.
 */
export const SECOND_MERCHANT: ConfiguredMerchant = {
  entityId: '8ac7a4c9e5f1d2b3a4c5d6e7f8091a2b',
  accessToken: 'OGFjN2E0YzllNWYxZDJiM2E0YzVkNmU3ZjgwOTFhMmJ8c2Vjb25kLW1lcmNoYW50',
  name: 'Second Sandbox Merchant',
};

/** The merchants seeded at every start: the configured one and SECOND_MERCHANT. */
export function builtInMerchants(
  config: Pick<SandboxConfig, 'entityId' | 'accessToken'>,
): ConfiguredMerchant[] {
  const main: ConfiguredMerchant = {
    entityId: config.entityId,
    accessToken: config.accessToken,
    name: 'Sandbox Test Merchant',
  };
  const clashes =
    SECOND_MERCHANT.entityId === main.entityId || SECOND_MERCHANT.accessToken === main.accessToken;
  return clashes ? [main] : [main, SECOND_MERCHANT];
}
