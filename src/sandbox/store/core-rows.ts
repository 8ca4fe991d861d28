import { jsonOf } from '../http/json-once';
import type { PaymentResponse } from '../payments/payment-response';
import type { AsyncSessionRecord, CheckoutRecord, CheckoutState, PaymentRecord } from './store';

// Rows of the core tables (migrations 1 and 2) and their records.

/** A merchant: its token only as a keyed lookup hash and a salted hash (../secrets/access-tokens.ts). */
export interface MerchantRow {
  entity_id: string;
  name: string;
  token_lookup: string | null;
  token_salt: Buffer | null;
  token_hash: Buffer | null;
}

export interface CheckoutRow {
  id: string;
  entity_id: string;
  params: string;
  created_at: number;
  expires_at: number;
  state: CheckoutState;
}

export interface PaymentRow {
  id: string;
  entity_id: string;
  checkout_id: string | null;
  response: string;
  created_at: number;
  pending_until: number | null;
}

export interface AsyncSessionRow {
  id: string;
  payment_id: string;
  kind: string;
  data: string;
  created_at: number;
  expires_at: number;
}

export const toCheckout = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  entityId: row.entity_id,
  params: JSON.parse(row.params) as Record<string, string>,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  state: row.state,
});

export const toPayment = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  entityId: row.entity_id,
  checkoutId: row.checkout_id,
  response: JSON.parse(row.response) as PaymentResponse,
  createdAt: new Date(row.created_at),
  ...(row.pending_until === null ? {} : { pendingUntil: new Date(row.pending_until) }),
});

export const toAsyncSession = (row: AsyncSessionRow): AsyncSessionRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  kind: row.kind,
  data: JSON.parse(row.data) as unknown,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

export const paymentRow = (p: PaymentRecord): PaymentRow => ({
  id: p.id,
  entity_id: p.entityId,
  checkout_id: p.checkoutId,
  response: jsonOf(p.response),
  created_at: p.createdAt.getTime(),
  pending_until: p.pendingUntil?.getTime() ?? null,
});
