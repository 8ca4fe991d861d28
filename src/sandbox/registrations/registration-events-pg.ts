// The REGISTRATION notifications on PostgreSQL: the rules of ./registration-events.ts, each reading
// what it needs in the write's transaction.
import type { PgOutboxRules } from '../webhooks/outbox-pg';
import type { RegistrationRecord, RegistrationWriteOptions } from './registration-store';

export const REGISTRATION_PG_EVENTS: PgOutboxRules = {
  'registrations.insert': async (_sql, [record, options], inserted) => {
    const notification = (options as RegistrationWriteOptions | undefined)?.notification;
    if (!inserted || !notification) return undefined;
    return {
      entityId: (record as RegistrationRecord).entityId,
      type: 'REGISTRATION',
      action: 'CREATED',
      payload: notification,
    };
  },
  'registrations.delete': async (sql, [id, , notification], deleted) => {
    if (!deleted || typeof notification !== 'string') return undefined;
    // The row stays (deleted_at set), so its entity is still there to read.
    const entity = (
      await sql.one<{ entity_id: string }>('SELECT entity_id FROM registrations WHERE id = $1', [id])
    )?.entity_id;
    return entity
      ? { entityId: entity, type: 'REGISTRATION', action: 'DELETED', payload: notification }
      : undefined;
  },
};
