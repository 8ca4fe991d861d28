// The platform's older `recurringType` (INITIAL, REPEATED), which shipped merchant code still
// sends: taken as the standing instruction it stands for (document 3, 2.4), so everything after
// (initial transaction ids, REPEATED needing an INITIAL) treats both forms alike.
import type { ValidationIssue } from '../../spec/catalogue/types';
import { RESULT } from '../../spec/result-codes';

type Params = Readonly<Record<string, string>>;

export const RECURRING_TYPE = 'recurringType';

/**
 * What each value means: the first payment is customer-initiated, the later ones
 * merchant-initiated. The older parameter said nothing of a fixed schedule, so the type is
 * UNSCHEDULED (card on file) unless the request sends standingInstruction.type itself.
 */
const MEANING: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  INITIAL: { 'standingInstruction.mode': 'INITIAL', 'standingInstruction.source': 'CIT' },
  REPEATED: { 'standingInstruction.mode': 'REPEATED', 'standingInstruction.source': 'MIT' },
};
const DEFAULT_TYPE = { 'standingInstruction.type': 'UNSCHEDULED' };

export interface Translated {
  params: Record<string, string>;
  issues: ValidationIssue[];
}

/**
 * The parameters with recurringType replaced by its standing instruction; an issue, and the
 * others as sent, when its value is not one of the platform's or contradicts a
 * standingInstruction.* the request sends too.
 */
export function withRecurringType(params: Params): Translated {
  const value = params[RECURRING_TYPE];
  if (value === undefined) return { params: { ...params }, issues: [] };
  const meaning = MEANING[value];
  // Taken out either way: the issue says what is wrong with it, not "unknown parameter".
  const { [RECURRING_TYPE]: _older, ...rest } = params;
  const refused = (message: string): Translated => ({
    params: rest,
    issues: [{ name: RECURRING_TYPE, value, message, result: RESULT.INVALID_PARAMETER }],
  });
  if (!meaning)
    return refused(
      `must be one of: ${Object.keys(MEANING).join(', ')} (the older form of standingInstruction.mode and .source)`,
    );
  const contradicted = Object.entries(meaning).filter(
    ([name, meant]) => params[name] !== undefined && params[name] !== meant,
  );
  if (contradicted.length > 0) {
    const stands = Object.entries(meaning)
      .map(([name, meant]) => `${name}=${meant}`)
      .join(' and ');
    const sent = contradicted.map(([name]) => `${name}=${params[name]}`).join(' and ');
    return refused(`${RECURRING_TYPE}=${value} means ${stands}, not ${sent}: send one or the other`);
  }
  return { params: { ...DEFAULT_TYPE, ...rest, ...meaning }, issues: [] };
}
