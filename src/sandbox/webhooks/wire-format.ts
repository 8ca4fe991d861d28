// The platform's webhook wire format: the notification `{type, action?, payload}` as JSON,
// encrypted with AES-256-GCM under the webhook's 32-byte key, sent hex-encoded as text/plain, with
// the IV and the authentication tag hex-encoded in X-Initialization-Vector and
// X-Authentication-Tag. Decrypting it is the receiver's authenticity check.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type NotificationType = 'PAYMENT' | 'REGISTRATION' | 'SCHEDULE' | 'RISK';
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'PAYMENT',
  'REGISTRATION',
  'SCHEDULE',
  'RISK',
];

export interface Notification {
  type: NotificationType;
  /** REGISTRATION: CREATED, UPDATED or DELETED; SCHEDULE: CREATED, CANCELLED or ENDED. */
  action?: string;
  payload: unknown;
}

export interface EncryptedNotification {
  /** The request body: hex. */
  body: string;
  iv: string;
  tag: string;
}

export const KEY_FORMAT = /^[0-9a-fA-F]{64}$/;

/** The JSON text of a notification whose payload is already JSON (as stored with the payment). */
export const notificationJson = (
  type: NotificationType,
  action: string | null,
  payloadJson: string,
): string =>
  `{"type":${JSON.stringify(type)},${action ? `"action":${JSON.stringify(action)},` : ''}"payload":${payloadJson}}`;

export function encryptText(keyHex: string, json: string): EncryptedNotification {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return { body: body.toString('hex'), iv: iv.toString('hex'), tag: cipher.getAuthTag().toString('hex') };
}

export const encryptNotification = (keyHex: string, notification: Notification): EncryptedNotification =>
  encryptText(keyHex, JSON.stringify(notification));

/** What a merchant's receiver does (README: Webhooks); throws when the body was not made with this key. */
export function decryptNotification(keyHex: string, message: EncryptedNotification): Notification {
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(keyHex, 'hex'),
    Buffer.from(message.iv, 'hex'),
  );
  decipher.setAuthTag(Buffer.from(message.tag, 'hex'));
  const text = Buffer.concat([decipher.update(Buffer.from(message.body, 'hex')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as Notification;
}
