// Result codes of the gateway family (COPYandPAY / Open Payment Platform) and the published
// classification regexes, so the widget and the sandbox classify a code the same way. The codes
// are in ./result-code-table.ts, one export each; RESULT gathers them for the sandbox.
import * as RESULT_TABLE from './result-code-table';

export * from './result-code-table';

/** Every code by name (RESULT.CHECKOUT_CREATED); a bundle that imports single codes leaves it out. */
export const RESULT = RESULT_TABLE;

export type ResultClass =
  | 'success'
  | 'successManualReview'
  | 'pending'
  | 'pendingLong'
  | 'rejected3dsOrRisk'
  | 'rejectedBank'
  | 'communicationError'
  | 'systemError'
  | 'asyncWorkflow'
  | 'formatError'
  | 'chargeback'
  | 'rejectedOther';

// Order matters only for readability: the published regexes do not overlap.
export const RESULT_CLASS_PATTERNS: ReadonlyArray<readonly [Exclude<ResultClass, 'rejectedOther'>, RegExp]> =
  [
    ['success', /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/],
    ['successManualReview', /^(000\.400\.0[^3]|000\.400\.100)/],
    ['pending', /^(000\.200)/],
    ['pendingLong', /^(800\.400\.5|100\.400\.500)/],
    ['rejected3dsOrRisk', /^(000\.400\.[1][0-9][1-9]|000\.400\.2)/],
    ['rejectedBank', /^(800\.[17]00|800\.800\.[123])/],
    ['communicationError', /^(900\.[1234]00|000\.400\.030)/],
    ['systemError', /^(800\.[56]|999\.|600\.1|800\.800\.8)/],
    ['asyncWorkflow', /^(100\.39[765])/],
    ['formatError', /^(200\.[123]|100\.[53][07]|800\.900|100\.[69]00\.500)/],
    ['chargeback', /^(000\.100\.2)/],
  ];

export const RESULT_CODE_FORMAT = /^\d{3}\.\d{3}\.\d{3}$/;

export function classifyResultCode(code: string): ResultClass {
  for (const [name, pattern] of RESULT_CLASS_PATTERNS) if (pattern.test(code)) return name;
  return 'rejectedOther';
}

export const isSuccessful = (code: string): boolean => {
  const c = classifyResultCode(code);
  return c === 'success' || c === 'successManualReview';
};

export const isPending = (code: string): boolean => {
  const c = classifyResultCode(code);
  return c === 'pending' || c === 'pendingLong';
};
