// What a payment carries on its way down: from the route through the payment flow to its steps
// (3-D Secure, provider page, registration), the simulators and the store. At the bottom, so each
// step depends on these types and not on the flow that calls it.
import type { DuplicateClaim } from '../duplicates/duplicate-claim';
import type { Merchant } from '../merchants';
import type { RiskAssessment } from '../risk/rules';
import type { PaymentResponse } from './payment-response';

/** What a redirect flow (3-D Secure, provider page) needs; without it a payment is synchronous. */
export interface RedirectFlow {
  /** The gateway origin as the shopper's browser sees it. */
  gatewayOrigin: string;
  /** Where the shopper lands afterwards ('' when nobody said). */
  shopperResultUrl: string;
  /** When a payment still waiting for the shopper ends as abandoned. */
  pendingUntil: Date;
  /** Browser payments: what the gateway reads from the request itself. */
  browser?: { acceptHeader: string; ip: string };
}

export interface PaymentRequest {
  /** Validated parameters (for a checkout: the checkout's plus the browser's). */
  params: Readonly<Record<string, string>>;
  merchant: Merchant;
  checkoutId?: string;
  flow?: RedirectFlow;
  /** The id the payment gets, chosen before (a schedule's run claims it first); default a new one. */
  paymentId?: string;
  /** Set when the merchant's duplicate check applies: the payment is stored only if no earlier one blocks it. */
  duplicateClaim?: DuplicateClaim;
  /** The risk checks' verdict, when the payment had them (src/sandbox/risk): answered as risk.score. */
  risk?: RiskAssessment;
}

export interface PaymentAttempt {
  response: PaymentResponse;
  /** False when the checkout had been paid meanwhile: nothing was stored. */
  stored: boolean;
}
