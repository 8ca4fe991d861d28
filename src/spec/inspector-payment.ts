// One payment as the inspector's API lists it (GET /inspector/api/payments, and a timeline's
// `payment`): written by the gateway (src/sandbox/inspector/payment-list.ts), read by the
// inspector's page (src/inspector), so both hold it from here.
import type { ResultGroup } from './result-groups';

export interface InspectorPayment {
  id: string;
  /** When it was made, by the sandbox's clock (ISO 8601). */
  time: string;
  paymentType: string;
  paymentBrand?: string;
  amount?: string;
  currency?: string;
  resultCode: string;
  resultDescription: string;
  resultClass: ResultGroup;
  merchantTransactionId?: string;
  /** The payment a back-office operation is about. */
  referencedId?: string;
  checkoutId?: string;
}
