// POST /v1/payments with paymentType=RI: a standalone risk request. The parameters of a server
// payment (the instrument, customer, billing, risk.*), without what only a payment that moves
// money uses.
import type { ValidationIssue } from '../../spec/catalogue/types';
import type { CrossFieldRule } from '../../spec/cross-field-rules';
import { paymentTypeSupported } from '../../spec/cross-field-rules';
import { OPERATIONS, type Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { RISK_ONLY_TYPE } from './rules';

const riskOnly: CrossFieldRule = ({ params, isValid }): ValidationIssue[] => {
  const type = params.paymentType;
  if (!isValid('paymentType') || type === RISK_ONLY_TYPE) return [];
  return [{ name: 'paymentType', value: type, message: 'must be RI', result: RESULT.INVALID_PARAMETER }];
};

const server = OPERATIONS.serverPayment;
export const RISK_REQUEST: Operation = {
  ...server,
  except: [
    ...(server.except ?? []),
    'createRegistration',
    'shopperResultUrl',
    'standingInstruction.*',
    'threeDSecure.*',
    'pos.*',
  ],
  rules: [riskOnly, ...server.rules.filter((rule) => rule !== paymentTypeSupported)],
};
