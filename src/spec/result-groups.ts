import { classifyResultCode, type ResultClass } from './result-codes';

// The platform's result classes (./result-codes.ts) grouped the way a developer reading a log asks:
// did it work, is it still open, was it refused, did I send something wrong. The request log, the
// inspector's payments list and the inspector page's live filter all group by this one table.

export const RESULT_GROUPS = ['success', 'pending', 'rejected', 'parameterError', 'other'] as const;
export type ResultGroup = (typeof RESULT_GROUPS)[number];

const GROUP_OF: Readonly<Record<ResultClass, ResultGroup>> = {
  success: 'success',
  successManualReview: 'success',
  pending: 'pending',
  pendingLong: 'pending',
  asyncWorkflow: 'pending',
  rejected3dsOrRisk: 'rejected',
  rejectedBank: 'rejected',
  rejectedOther: 'rejected',
  formatError: 'parameterError',
  communicationError: 'other',
  systemError: 'other',
  chargeback: 'other',
};

/** The group of a result code; `other` without one. */
export const resultGroupOf = (code: string | null | undefined): ResultGroup =>
  code ? GROUP_OF[classifyResultCode(code)] : 'other';
