import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';
import type { VelocityKey, VelocityKind } from './velocity-store';

/** Turns a card number, IP or email into the key the velocity rules count by. */
export type RiskFingerprint = (kind: VelocityKind, value: string) => VelocityKey;

/**
 * HMAC-SHA256 under a key derived from the data key (never stored): a plain hash of a card number
 * could be reversed by trying the few numbers of a BIN and last four digits.
 */
export function riskFingerprint(dataKey: Buffer): RiskFingerprint {
  // A KeyObject made once: createHmac with a Buffer makes one on every call.
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', dataKey, 'wpwl-sandbox', 'risk velocity v1', 32)),
  );
  return (kind, value) => ({
    kind,
    hash: createHmac('sha256', key).update(`${kind}\n${value}`).digest('hex'),
  });
}
