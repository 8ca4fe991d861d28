// The shapes the inspector reads, as the gateway's inspector endpoints and the merchant API answer
// them. Only the members the page shows are named; the gateway may send more.

export interface Session {
  entityId: string;
  csrfToken: string;
}

/** The gateway's result member, on every API answer. */
export interface ApiResult {
  code: string;
  description: string;
  parameterErrors?: ParameterError[];
}

export interface ParameterError {
  name: string;
  value: unknown;
  message: string;
}

/** One logged API request of the merchant (the list and the live stream). */
export interface RequestSummary {
  id: string;
  time: string;
  method: string;
  path: string;
  status: number;
  resultCode?: string;
  resultDescription?: string;
  durationMs: number;
  merchantTransactionId?: string;
}

export interface RequestDetail extends RequestSummary {
  parameters: Record<string, string>;
  answer: unknown;
  parameterErrors: ParameterError[];
}

export interface RequestPage {
  requests: RequestSummary[];
  next?: string;
}

/** The gateway's result groups (`resultClass=` of its lists): src/spec/result-groups.ts. */
export {
  RESULT_GROUPS as RESULT_CLASSES,
  type ResultGroup as ResultClassFilter,
} from '../../spec/result-groups';

import type { InspectorPayment } from '../../spec/inspector-payment';
import type { TimelineEvent } from '../../spec/timeline-event';

/** A payment as the list and a timeline show it. */
export type PaymentSummary = InspectorPayment;

export interface PaymentPage {
  payments: PaymentSummary[];
  next?: string;
}

export type { TimelineEvent };

export interface Timeline {
  payment: PaymentSummary;
  events: TimelineEvent[];
}

/** A checkout as the list shows it: `expired` is one left open past its expiry. */
export interface CheckoutSummary {
  id: string;
  time: string;
  amount?: string;
  currency?: string;
  paymentType?: string;
  merchantTransactionId?: string;
  state: 'open' | 'paid' | 'expired';
  expiresAt: string;
  /** Its latest payment attempt, whose timeline goes on from the checkout's. */
  paymentId?: string;
}

export interface CheckoutPage {
  checkouts: CheckoutSummary[];
  next?: string;
}

export interface CheckoutTimeline {
  checkout: CheckoutSummary;
  events: TimelineEvent[];
}

export interface Overview {
  entityId: string;
  clock: { now: string; offsetMs: number };
  webhooks: number;
  schedules: number;
}

export interface Webhook {
  id: string;
  url: string;
  types: string[];
  createdAt: string;
}

export interface DeliveryAttempt {
  at: string;
  status?: number;
  durationMs: number;
  error?: string;
}

export interface Delivery {
  id: string;
  type: string;
  action?: string;
  state: string;
  createdAt: string;
  nextAttemptAt?: string;
  attempts: DeliveryAttempt[];
}

export interface Schedule {
  id: string;
  paymentType?: string;
  amount?: string;
  currency?: string;
  state: string;
  job?: { nextExecution?: string; [key: string]: unknown };
  payments?: { id: string; scheduledFor: string }[];
}

export interface Clock {
  time: string;
  aheadSeconds: number;
}

/** A settlement day of one currency (the reconciliation report's aggregation). */
export interface Aggregation {
  id: string;
  recordCount: number;
  settlement: { date: string; currency: string; amount: string; netAmount?: string; fee?: string };
}
