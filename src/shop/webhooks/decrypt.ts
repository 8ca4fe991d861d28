// What every merchant's server does with a gateway notification: decrypt it with the webhook's key
// (AES-256-GCM; the body hex-encoded, the IV and tag in headers). Decrypting is the authenticity
// check: a body not made with the key throws.
import { createDecipheriv } from 'node:crypto';

export interface Notification {
  type: string;
  action?: string;
  payload: Record<string, unknown> & { id?: string; result?: { code: string; description: string } };
}

export function decryptNotification(keyHex: string, body: string, iv: string, tag: string): Notification {
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(iv, 'hex'));
  decipher.setAuthTag(Buffer.from(tag, 'hex'));
  return JSON.parse(decipher.update(body, 'hex', 'utf8') + decipher.final('utf8')) as Notification;
}
