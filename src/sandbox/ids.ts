import { randomFillSync, randomInt, randomUUID } from 'node:crypto';

// Random bytes drawn from a pool refilled 4 KiB at a time: one call into the CSPRNG per ~200 ids
// instead of one per id (the same generator, fewer crossings).
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomBytes(n: number): Buffer {
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + n);
  used += n;
  return bytes;
}

// Identifier formats of spec document 1, section 2.2 / 2.7.

export const CHECKOUT_ID_FORMAT = /^[A-Za-z0-9.-]{32,48}$/;
export const PAYMENT_ID_FORMAT = /^[A-Za-z0-9]{32}$/;

/** The real gateway's shape: 32 uppercase hex, then the test host, e.g. `D4B5….uat01-vm-tx04` (46 chars). */
export const newCheckoutId = (): string =>
  `${randomBytes(16).toString('hex').toUpperCase()}.uat01-vm-tx0${randomInt(0, 10)}`;

export const newPaymentId = (): string => randomBytes(16).toString('hex');

/** ndc: 1 to 69 letters, digits and hyphens, unique per request. */
export const newNdc = (): string => randomUUID();

/** The short id that starts a descriptor, `1234.5678.9012`. */
export function newShortId(): string {
  const bytes = randomBytes(12);
  const group = (i: number) => String(bytes.readUInt32BE(i) % 10000).padStart(4, '0');
  return `${group(0)}.${group(4)}.${group(8)}`;
}

export const newConnectorTxId = (): string => randomBytes(6).toString('hex').toUpperCase();
