import { classifyResultCode, type ResultClass } from '../../spec/result-codes';

// The inspector's filters group the platform's result classes (src/spec/result-codes.ts) the way a
// developer asks: did it work, is it still open, was it refused, did I send something wrong.

export const INSPECTOR_RESULT_CLASSES = [
  'success',
  'pending',
  'rejected',
  'parameterError',
  'other',
] as const;
export type InspectorResultClass = (typeof INSPECTOR_RESULT_CLASSES)[number];

const GROUPS: Record<ResultClass, InspectorResultClass> = {
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

export const inspectorResultClass = (code: string): InspectorResultClass => GROUPS[classifyResultCode(code)];
