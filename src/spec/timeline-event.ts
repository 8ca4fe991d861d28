// One event of a payment's timeline, as the inspector's API answers it
// (GET /inspector/api/payments/{id}/timeline): written by the gateway (src/sandbox/inspector),
// read by the inspector's page (src/inspector), so both hold it from here.

import type { TimelineTitleKey } from './timeline-title';

export interface TimelineEvent {
  time: string;
  kind: string;
  /** In English; the page shows it in its language from `titleKey` and `values` (./timeline-title.ts). */
  title: string;
  /** The sentence the title is, for every event but a request or flow the gateway has no name for. */
  titleKey?: TimelineTitleKey;
  /** What the title is made of: amounts, currencies, codes, counts, all as text. */
  values?: Record<string, string>;
  detail?: string;
  resultCode?: string;
  /** The payment or operation the event is about. */
  paymentId?: string;
  /** The request log's entry the event is (a request about the payment's checkout). */
  requestId?: string;
}
