import type { Database, Statement } from 'better-sqlite3';
import { featureStore } from '../store/feature-store';
import {
  type CheckoutListFilter,
  type CheckoutListRow,
  checkoutListSql,
  checkoutScanFloorSql,
} from './checkout-list-sql';

// What the inspector reads that the merchant API has no read for. A payment's timeline: the
// operations that refer to it (the back office's links), its redirect flows (3-D Secure, provider
// pages) and the webhooks sent about it, found by the payment id in their payload through an index
// added for it. The merchant's schedules, which the API only reads one by one. The merchant's
// checkouts, paid or not (./checkout-list-sql.ts). Reads only, of other features' tables.

/** The notifications about one payment or operation, by its id (the `id` of the payload). */
export const WEBHOOK_SUBJECT_INDEX = `CREATE INDEX webhook_events_by_subject
     ON webhook_events (entity_id, json_extract(payload, '$.id'));`;

export interface WebhookAttemptRow {
  type: string;
  action: string | null;
  url: string;
  attempt: number;
  at: number;
  status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface AsyncStepRow {
  kind: string;
  created_at: number;
  /** The flow's state (JSON, never card data): how and when it ended, once it has. */
  data: string;
}

/** At most this many attempts per payment on a timeline (a receiver failing for days makes many). */
export const TIMELINE_ATTEMPTS = 200;

export const WEBHOOK_ATTEMPTS_SQL = (subject: string, entity: string, id: string) => `
  SELECT e.type, e.action, COALESCE(d.url, w.url) AS url, a.attempt, a.at, a.status, a.duration_ms, a.error
    FROM webhook_events e
    JOIN webhook_deliveries d ON d.event_id = e.id
    JOIN webhooks w ON w.id = d.webhook_id
    JOIN webhook_attempts a ON a.delivery_id = d.id
   WHERE e.entity_id = ${entity} AND ${subject} = ${id}
   ORDER BY a.at, a.attempt
   LIMIT ${TIMELINE_ATTEMPTS}`;

export interface ScheduleRow {
  id: string;
  registration_id: string;
  params: string;
  created_at: number;
  next_execution_at: number | null;
}

/** At most this many schedules in the overview's list. */
export const LISTED_SCHEDULES = 100;

export const ACTIVE_SCHEDULES_SQL = (entity: string) => `
  SELECT id, registration_id, params, created_at, next_execution_at
    FROM schedules
   WHERE entity_id = ${entity} AND cancelled_at IS NULL
   ORDER BY created_at DESC
   LIMIT ${LISTED_SCHEDULES}`;

function inspectorReads(db: Database) {
  const followUps = db.prepare<[string], { id: string }>(
    'SELECT id FROM back_office_operations WHERE referenced_id = ? ORDER BY created_at',
  );
  const asyncSteps = db.prepare<[string], AsyncStepRow>(
    'SELECT kind, created_at, data FROM async_sessions WHERE payment_id = ? ORDER BY created_at',
  );
  const attempts = db.prepare<[string, string], WebhookAttemptRow>(
    WEBHOOK_ATTEMPTS_SQL("json_extract(e.payload, '$.id')", '?', '?'),
  );
  const schedules = db.prepare<[string], ScheduleRow>(ACTIVE_SCHEDULES_SQL('?'));
  // One statement per combination of filters, prepared once each.
  const listed = new Map<string, Statement<unknown[], CheckoutListRow>>();
  const floors = new Map<string, Statement<unknown[], { created_at: number; id: string }>>();
  return {
    /** The merchant's checkouts newest first, after the cursor, filtered (./checkout-list-sql.ts). */
    checkouts: (filter: CheckoutListFilter): CheckoutListRow[] => {
      const { sql, values } = checkoutListSql(
        filter,
        () => '?',
        "json_extract(c.params, '$.merchantTransactionId')",
      );
      let statement = listed.get(sql);
      if (!statement) {
        statement = db.prepare<unknown[], CheckoutListRow>(sql);
        listed.set(sql, statement);
      }
      return statement.all(...values);
    },
    /** Where a filtered read of at most `scan` checkouts after `before` stops; undefined when fewer are left. */
    checkoutScanFloor: (
      entityId: string,
      before: CheckoutListFilter['before'],
      scan: number,
    ): { at: number; id: string } | undefined => {
      const { sql, values } = checkoutScanFloorSql(entityId, before, scan, () => '?');
      let statement = floors.get(sql);
      if (!statement) {
        statement = db.prepare<unknown[], { created_at: number; id: string }>(sql);
        floors.set(sql, statement);
      }
      const row = statement.get(...values);
      return row && { at: row.created_at, id: row.id };
    },
    /** The merchant's schedules not cancelled, newest first. */
    activeSchedules: (entityId: string): ScheduleRow[] => schedules.all(entityId),
    /** The ids of the operations referring to this payment (captures, refunds, …), oldest first. */
    followUps: (id: string): string[] => followUps.all(id).map((row) => row.id),
    asyncSteps: (paymentId: string): AsyncStepRow[] => asyncSteps.all(paymentId),
    webhookAttempts: (entityId: string, subjectId: string): WebhookAttemptRow[] =>
      attempts.all(entityId, subjectId),
  };
}

/** The inspector's reads in the sandbox's store (../database/feature-stores.ts). */
export const INSPECTOR_READS_STORE = featureStore({ reads: inspectorReads, writes: () => ({}) });
