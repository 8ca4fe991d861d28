// Storing and finding registrations: the instrument is sealed with the data key, bound to the
// registration's id and entity; a registration made with a payment is usable once that payment
// succeeded.
import { randomBytes } from 'node:crypto';
import { isPending, isSuccessful, RESULT, type Result } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { settleIfExpired } from '../payments/pending/pending-payments';
import type { StoredInstrument } from './instrument';
import { registrationAnswer } from './registration-answer';
import type { RegistrationRecord } from './registration-store';

/** Document 1, 2.2: 32 letters or digits. */
export const REGISTRATION_ID_FORMAT = /^[A-Za-z0-9]{32}$/;
export const newRegistrationId = (): string => randomBytes(16).toString('hex');

export interface SealedRegistration {
  instrument: StoredInstrument;
  /** The answer a registration-only checkout reports (GET /v1/checkouts/{id}/registration). */
  answer?: Record<string, unknown>;
}

const sealContext = (id: string, entityId: string): string => `registration ${id} ${entityId}`;

export interface NewRegistration {
  id: string;
  entityId: string;
  instrument: StoredInstrument;
  answer?: Record<string, unknown>;
  checkoutId?: string;
  initialPaymentId?: string;
}

/** Stores a registration; false when it closes a checkout that is no longer open. */
export async function saveRegistration(ctx: SandboxContext, input: NewRegistration): Promise<boolean> {
  const content: SealedRegistration = {
    instrument: input.instrument,
    ...(input.answer ? { answer: input.answer } : {}),
  };
  const now = ctx.now();
  // The REGISTRATION webhook's payload: the registration as its answer shows it, never the number.
  const notification =
    input.answer ?? registrationAnswer(input.id, {}, input.instrument, RESULT.SUCCESS, now);
  return await ctx.store.registrations.insert(
    {
      id: input.id,
      entityId: input.entityId,
      checkoutId: input.checkoutId ?? null,
      initialPaymentId: input.initialPaymentId ?? null,
      sealed: ctx.sealer.seal(content, sealContext(input.id, input.entityId)),
      createdAt: now,
      deletedAt: null,
    },
    { closesCheckout: input.checkoutId !== undefined, notification: JSON.stringify(notification) },
  );
}

export const openRegistration = (ctx: SandboxContext, record: RegistrationRecord): SealedRegistration =>
  ctx.sealer.open<SealedRegistration>(record.sealed ?? '', sealContext(record.id, record.entityId));

export type Lookup =
  | { ok: true; record: RegistrationRecord; content: SealedRegistration }
  | { ok: false; status: 400 | 404; result: Result };

const refuse = (status: 400 | 404, result: Result): Lookup => ({ ok: false, status, result });

/**
 * The registration as `entityId` may use it. Another entity's registration answers exactly like
 * an unknown one, so ids cannot be probed across merchants.
 */
export async function findRegistration(ctx: SandboxContext, id: string, entityId: string): Promise<Lookup> {
  if (!REGISTRATION_ID_FORMAT.test(id)) return refuse(400, RESULT.REGISTRATION_ID_INVALID);
  const record = await ctx.store.registrations.get(id);
  if (!record || record.entityId !== entityId) return refuse(404, RESULT.REGISTRATION_NOT_FOUND);
  if (record.deletedAt || record.sealed === null) return refuse(400, RESULT.REGISTRATION_DEREGISTERED);
  return { ok: true, record, content: openRegistration(ctx, record) };
}

/** findRegistration, and the payment it was made with (if any) must have succeeded. */
export async function usableRegistration(ctx: SandboxContext, id: string, entityId: string): Promise<Lookup> {
  const found = await findRegistration(ctx, id, entityId);
  if (!found.ok || found.record.initialPaymentId === null) return found;
  const payment = await ctx.store.payment(found.record.initialPaymentId);
  const code = payment ? (await settleIfExpired(ctx, payment)).response.result.code : '';
  if (isSuccessful(code)) return found;
  return isPending(code)
    ? refuse(400, RESULT.REGISTRATION_NOT_CONFIRMED)
    : refuse(400, RESULT.REGISTRATION_REJECTED);
}
