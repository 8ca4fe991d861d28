import { randomBytes, randomInt, randomUUID } from 'node:crypto';

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
export const newShortId = (): string =>
  Array.from({ length: 3 }, () => String(randomInt(0, 10000)).padStart(4, '0')).join('.');

export const newConnectorTxId = (): string => randomBytes(6).toString('hex').toUpperCase();
