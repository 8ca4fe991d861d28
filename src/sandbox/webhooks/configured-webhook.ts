// The endpoint SANDBOX_WEBHOOK_URL and SANDBOX_WEBHOOK_KEY configure for the default merchant: set
// at every start under an id derived from the entity, so a restart updates it instead of adding one.
import { createHash } from 'node:crypto';
import type { SandboxConfig } from '../config';
import type { SandboxContext } from '../context';
import { saveWebhook } from './routes';

export const configuredWebhookId = (entityId: string): string =>
  createHash('sha256').update(`configured webhook ${entityId}`).digest('hex').slice(0, 32);

export async function configuredWebhook(ctx: SandboxContext, config: SandboxConfig): Promise<void> {
  const endpoint = config.webhooks.endpoint;
  if (!endpoint) return;
  const id = configuredWebhookId(config.entityId);
  await saveWebhook(ctx, { id, entityId: config.entityId, ...endpoint, types: null }, config.now());
}
