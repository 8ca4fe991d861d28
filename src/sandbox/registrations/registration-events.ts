// The REGISTRATION notifications (../webhooks/outbox.ts): CREATED when stored payment details are
// stored (POST /v1/registrations, a payment with createRegistration, a registration-only
// checkout), DELETED when they are deleted. The payload is the registration's answer, which the
// writer is handed: the stored details are sealed, and the writer has no key to open them.
import type { OutboxRules } from '../webhooks/outbox';
import type { RegistrationRecord, RegistrationWriteOptions } from './registration-store';

export const REGISTRATION_EVENTS: OutboxRules = {
  'registrations.insert':
    () =>
    ([record, options], inserted) => {
      const notification = (options as RegistrationWriteOptions | undefined)?.notification;
      if (!inserted || !notification) return undefined;
      return {
        entityId: (record as RegistrationRecord).entityId,
        type: 'REGISTRATION',
        action: 'CREATED',
        payload: notification,
      };
    },
  'registrations.delete': (db) => {
    const entityOf = db.prepare<[string], { entity_id: string }>(
      'SELECT entity_id FROM registrations WHERE id = ?',
    );
    return ([id, , notification], deleted) => {
      const entity = deleted ? entityOf.get(id as string)?.entity_id : undefined;
      if (!entity || typeof notification !== 'string') return undefined;
      return { entityId: entity, type: 'REGISTRATION', action: 'DELETED', payload: notification };
    };
  },
};
