import type { Database } from 'better-sqlite3';
import { toCents } from '../../spec/money';
import { RESULT, type Result } from '../../spec/result-codes';
import type { BackOfficeType } from '../../spec/rules/back-office-rules';
import type { PaymentRow } from '../store/core-rows';
import { coreWrites } from '../store/core-writes';
import { featureStore } from '../store/feature-store';
import { decide, type FollowUp, type Reference, type Verdict } from './workflow';

// Back-office operations in the sandbox's SQLite file (tables: migration 4, ./schema.ts). Reads
// run on the request thread's connection; the write runs on the writer's (../store/writer.ts), so
// it takes and returns plain data only.

/** A payment and the operations already made on it. */
export interface ReferenceState {
  reference: Reference;
  followUps: FollowUp[];
}

/** A new operation: the payment it is (its row, answer included) and what it does to the reference. */
export interface BackOfficeRecord {
  payment: PaymentRow;
  referencedId: string;
  paymentType: BackOfficeType;
  amountCents: number;
  /** As sent; null when the request had none. */
  currency: string | null;
  /** sequence=FINAL */
  final: boolean;
}

export type BackOfficeOutcome = { stored: true } | { stored: false; refusal: Result };

/** The payment an operation refers to, as both databases read it (./back-office-store-pg.ts). */
export interface ReferenceRow {
  id: string;
  entity_id: string;
  pending_until: number | null;
  payment_type: string | null;
  result_code: string | null;
  amount: string | null;
  currency: string | null;
  number_of_captures: string | number | null;
}

/** An operation made on it; `reversed` 0 or 1. */
export interface FollowUpRow {
  payment_type: BackOfficeType;
  amount_cents: number;
  final: number;
  reversed: number;
}

/** A payment's state as the workflow sees it, from its row and its operations' rows. */
export function toReferenceState(row: ReferenceRow, followUps: readonly FollowUpRow[]): ReferenceState {
  const captures = row.number_of_captures === null ? null : Number(row.number_of_captures);
  return {
    reference: {
      id: row.id,
      entityId: row.entity_id,
      paymentType: row.payment_type ?? '',
      resultCode: row.result_code ?? '',
      pending: row.pending_until !== null,
      amountCents: toCents(row.amount ?? '0') ?? 0,
      currency: row.currency ?? '',
      numberOfCaptures: Number.isInteger(captures) ? captures : null,
    },
    followUps: followUps.map((f) => ({
      paymentType: f.payment_type,
      amountCents: f.amount_cents,
      final: f.final === 1,
      reversed: f.reversed === 1,
    })),
  };
}

/** Whether the operation may be stored on the reference as stored now (undefined: no such payment). */
export function verdictOf(state: ReferenceState | undefined, r: BackOfficeRecord): Verdict {
  if (!state || state.reference.entityId !== r.payment.entity_id)
    return { ok: false, refusal: RESULT.NOT_FOUND };
  return decide(state.reference, state.followUps, {
    paymentType: r.paymentType,
    amountCents: r.amountCents,
    currency: r.currency,
  });
}

/** The statements both connections need: a payment's state as the workflow sees it. */
function stateReader(db: Database): (id: string) => ReferenceState | undefined {
  const reference = db.prepare<[string], ReferenceRow>(
    `SELECT id, entity_id, pending_until,
            json_extract(response, '$.paymentType') AS payment_type,
            json_extract(response, '$.result.code') AS result_code,
            json_extract(response, '$.amount') AS amount,
            json_extract(response, '$.currency') AS currency,
            json_extract(response, '$.numberOfCaptures') AS number_of_captures
     FROM payments WHERE id = ?`,
  );
  const followUps = db.prepare<[string], FollowUpRow>(
    `SELECT o.payment_type, o.amount_cents, o.final,
            EXISTS (SELECT 1 FROM back_office_operations r
                    WHERE r.referenced_id = o.id AND r.payment_type IN ('RV', 'CR')) AS reversed
     FROM back_office_operations o WHERE o.referenced_id = ? ORDER BY o.created_at, o.rowid`,
  );
  return (id) => {
    const row = reference.get(id);
    return row && toReferenceState(row, followUps.all(id));
  };
}

/** Back-office reads, on the request thread's connection. */
export function backOfficeReads(db: Database) {
  const stateOf = stateReader(db);
  return {
    /** The payment `id` and the operations made on it; undefined when there is no such payment. */
    state: (id: string): ReferenceState | undefined => stateOf(id),
  };
}

/** Back-office writes, on the writer's connection. */
export function backOfficeWrites(db: Database) {
  const stateOf = stateReader(db);
  const core = coreWrites(db);
  const insertOperation = db.prepare(
    `INSERT INTO back_office_operations
       (id, referenced_id, entity_id, payment_type, amount_cents, final, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    /**
     * Checks the operation against the payment it refers to as stored now and stores it in the same
     * transaction, so operations racing on one payment cannot capture or refund more than it holds.
     * Nothing is stored when the payment no longer allows it; the answer says why.
     */
    record: db.transaction((r: BackOfficeRecord): BackOfficeOutcome => {
      const verdict = verdictOf(stateOf(r.referencedId), r);
      if (!verdict.ok) return { stored: false, refusal: verdict.refusal };
      core.insertPayment(r.payment, false);
      insertOperation.run(
        r.payment.id,
        r.referencedId,
        r.payment.entity_id,
        r.paymentType,
        verdict.amountCents,
        r.final ? 1 : 0,
        r.payment.created_at,
      );
      return { stored: true };
    }),
  };
}

export type BackOfficeStore = ReturnType<typeof backOfficeReads> & ReturnType<typeof backOfficeWrites>;

/** The back office's tables in the sandbox's store: every write needs its answer (the check decides). */
export const BACK_OFFICE_STORE = featureStore({ reads: backOfficeReads, writes: backOfficeWrites });
