import { RESULT, type Result } from '../../spec/result-codes';

// The platform's chargeback reasons (the chargeback class, 000.100.2xx): the result of a recorded
// chargeback is the chargebackResultCode sent with it (document 3, 2.10), described as the
// platform describes it.
const REASONS: Readonly<Record<string, string>> = {
  '000.100.200': 'Reason not Specified',
  '000.100.201': 'Account or Bank Details Incorrect',
  '000.100.202': 'Account Closed',
  '000.100.203': 'Insufficient Funds',
  '000.100.204': 'Mandate not Valid',
  '000.100.205': 'Mandate Cancelled',
  '000.100.206': 'Revocation or Dispute',
  '000.100.207': 'Cancellation in Clearing Network',
  '000.100.208': 'Account Blocked',
  '000.100.209': 'Account does not exist',
  '000.100.210': 'Invalid Amount',
  '000.100.220': 'Fraudulent Transaction',
  '000.100.221': 'Merchandise Not Received',
  '000.100.222': 'Transaction Not Recognized By Cardholder',
  '000.100.223': 'Service Not Rendered',
  '000.100.224': 'Duplicate Processing',
  '000.100.225': 'Credit Not Processed',
  '000.100.226': 'Cannot be settled',
  '000.100.227': 'Configuration Issue',
  '000.100.228': 'Temporary Communication Error - Retry',
  '000.100.229': 'Incorrect Instructions',
  '000.100.230': 'Unauthorised Charge',
  '000.100.231': 'Late Representment',
  '000.100.232': 'Liability Shift',
  '000.100.233': 'Authorization-Related Chargeback',
  '000.100.234': 'Non receipt of merchandise',
  '000.100.299': 'Unspecified (Technical)',
};

/** The result of a chargeback: its reason code, or "Reason not Specified" when none was sent. */
export function chargebackResult(code: string | undefined): Result {
  if (code === undefined) return RESULT.CHARGEBACK_REASON_NOT_SPECIFIED;
  return { code, description: REASONS[code] ?? 'Chargeback' };
}
