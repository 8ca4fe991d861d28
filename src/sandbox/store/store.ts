import type { ConfiguredMerchant, Merchant } from '../merchants';
import type { PaymentResponse } from '../payments/payment-response';

export type CheckoutState = 'OPEN' | 'PAID';

export interface CheckoutRecord {
  id: string;
  entityId: string;
  /** The validated parameters the merchant created the checkout with (never card data). */
  params: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
  state: CheckoutState;
}

export interface PaymentRecord {
  id: string;
  entityId: string;
  checkoutId: string | null;
  /** The answer as first sent; card data in it is bin, last 4 digits, holder and expiry only. */
  response: PaymentResponse;
  createdAt: Date;
  /** Set while the payment is pending (asynchronous flows): when it ends as abandoned. */
  pendingUntil?: Date;
}

/** The state of one redirect flow (a 3-D Secure authentication, a provider page). */
export interface AsyncSessionRecord {
  id: string;
  paymentId: string;
  kind: string;
  /** Kind-specific state, stored as JSON; never card data. */
  data: unknown;
  createdAt: Date;
  expiresAt: Date;
}

export type CompletionOutcome = 'completed' | 'notPending' | 'checkoutClosed';

/**
 * The core store: merchants, checkouts, payments and redirect sessions. Features add their own
 * tables beside it (./feature-store.ts); the store knows none of them. Every read and write returns
 * a promise, so a store over a network database can implement it as it is (docs/architecture.md).
 */
export interface CoreStore {
  /** Insert or update a merchant; a token moves to this entity if another one held it. */
  upsertMerchant(merchant: ConfiguredMerchant): Promise<void>;
  merchantByToken(accessToken: string): Promise<Merchant | undefined>;
  merchantByEntity(entityId: string): Promise<Merchant | undefined>;

  insertCheckout(checkout: CheckoutRecord): Promise<void>;
  checkout(id: string): Promise<CheckoutRecord | undefined>;

  /**
   * Store a payment. With `paysCheckout`, the checkout goes from OPEN to PAID in the same
   * transaction; when it is no longer OPEN nothing is stored and the answer is false, so a
   * checkout is paid at most once however many submits race.
   */
  insertPayment(payment: PaymentRecord, options?: { paysCheckout?: boolean }): Promise<boolean>;
  payment(id: string): Promise<PaymentRecord | undefined>;
  /** The most recent payment attempt (approved or declined) of a checkout. */
  latestPaymentOfCheckout(checkoutId: string): Promise<PaymentRecord | undefined>;
  pendingPaymentsOfCheckout(checkoutId: string): Promise<PaymentRecord[]>;
  /**
   * A pending payment gets its final answer. With `paysCheckout` the checkout goes from OPEN to PAID
   * in the same transaction; nothing is stored when the payment is no longer pending
   * ('notPending') or the checkout was paid meanwhile ('checkoutClosed').
   */
  completePayment(
    id: string,
    response: PaymentResponse,
    options?: { paysCheckout?: boolean },
  ): Promise<CompletionOutcome>;
  /** Sandbox aid: the checkout's lifetime, and that of its pending payments, ends at `at`. */
  expireCheckout(id: string, at: Date): Promise<void>;
  /** Sandbox aid: a pending payment's lifetime ends at `at`. */
  expirePayment(id: string, at: Date): Promise<void>;

  insertAsyncSession(session: AsyncSessionRecord): Promise<void>;
  asyncSession(id: string): Promise<AsyncSessionRecord | undefined>;
  updateAsyncSession(id: string, data: unknown): Promise<void>;

  /**
   * Other sandbox processes may write the same database (PostgreSQL): what a process keeps of it
   * between requests (merchants' clocks) is read again before use.
   */
  readonly shared?: true;

  /**
   * undefined when every write is committed; else a promise that settles once the writes made so
   * far are (the server holds each answer until then: ../server.ts).
   */
  durable(): Promise<void> | undefined;

  /** Writes and commits a row no answer shows: settles once the store has taken a write, or fails. */
  probe(): Promise<void>;

  close(): void;
}
