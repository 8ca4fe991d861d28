// The JSON of a webhook endpoint and of its deliveries, as the webhook endpoints answer them.
import { formatTimestamp } from '../http/response-meta';
import type { AttemptRow, DeliveryRow, WebhookRow } from './webhook-store';
import { NOTIFICATION_TYPES } from './wire-format';

const at = (ms: number): string => formatTimestamp(new Date(ms));

/** An endpoint; its key only when it was just made (the POST's answer). */
export const webhookMembers = (row: Omit<WebhookRow, 'deleted_at' | 'key_sealed'>, key?: string) => ({
  id: row.id,
  url: row.url,
  types: row.types ? row.types.split(',') : [...NOTIFICATION_TYPES],
  createdAt: at(row.created_at),
  ...(key ? { key } : {}),
});

/** A delivery and every try of it, oldest first. */
export const deliveryMembers = (delivery: DeliveryRow, attempts: readonly AttemptRow[]) => ({
  id: delivery.id,
  type: delivery.type,
  ...(delivery.action ? { action: delivery.action } : {}),
  state: delivery.state,
  ...(delivery.url ? { url: delivery.url } : {}),
  createdAt: at(delivery.created_at),
  ...(delivery.state === 'PENDING' && delivery.next_attempt_at !== null
    ? { nextAttemptAt: at(delivery.next_attempt_at) }
    : {}),
  attempts: attempts.map((attempt) => ({
    at: at(attempt.at),
    ...(attempt.status !== null ? { status: attempt.status } : {}),
    durationMs: attempt.duration_ms,
    ...(attempt.error ? { error: attempt.error } : {}),
  })),
});
