// Credentials of a new test merchant, shaped like the platform's: a 32-hex entity id, and a bearer
// token that is base64(userId|password), so the older authentication.userId / .password
// parameters name the same merchant (../http/legacy-credentials.ts).
import { randomBytes } from 'node:crypto';

export interface NewCredentials {
  entityId: string;
  accessToken: string;
}

export function newCredentials(): NewCredentials {
  const entityId = randomBytes(16).toString('hex');
  const userId = randomBytes(16).toString('hex');
  // 96 random bits, in characters every HTTP client sends as they are.
  const password = randomBytes(12).toString('base64url');
  return { entityId, accessToken: Buffer.from(`${userId}|${password}`).toString('base64') };
}
