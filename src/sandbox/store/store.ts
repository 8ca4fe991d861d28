import type { Merchant } from '../merchants';
import type { PaymentResponse } from '../payment/payment-response';

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
}

export interface Store {
  /** Insert or update a merchant; a token moves to this entity if another one held it. */
  upsertMerchant(merchant: Merchant): void;
  merchantByToken(accessToken: string): Merchant | undefined;
  merchantByEntity(entityId: string): Merchant | undefined;

  insertCheckout(checkout: CheckoutRecord): void;
  checkout(id: string): CheckoutRecord | undefined;

  /**
   * Store a payment. With `paysCheckout`, the checkout goes from OPEN to PAID in the same
   * transaction; when it is no longer OPEN nothing is stored and the answer is false, so a
   * checkout is paid at most once however many submits race.
   */
  insertPayment(payment: PaymentRecord, options?: { paysCheckout?: boolean }): boolean;
  payment(id: string): PaymentRecord | undefined;
  /** The most recent payment attempt (approved or declined) of a checkout. */
  latestPaymentOfCheckout(checkoutId: string): PaymentRecord | undefined;

  close(): void;
}
