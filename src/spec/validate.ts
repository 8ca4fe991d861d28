import { CATALOGUE, type Catalogue, describeFormat, matchesFormat, selects } from './catalogue/index';
import type { ParameterError, ValidationIssue } from './catalogue/types';
import { maskValue } from './mask';
import { OPERATIONS, type Operation, type OperationName } from './operations';
import { RESULT, type Result } from './result-codes';

export interface ValidateOptions {
  /** "Today" for the expiry check; default the current time. */
  now?: Date;
  catalogue?: Catalogue;
}

const accepted = (operation: Operation, specName: string): boolean =>
  operation.required.includes(specName) || operation.optional.some((selector) => selects(selector, specName));

/**
 * Every problem with a flat parameter set (`{'card.number': '4200…', 'customParameters[X]': …}`)
 * for one operation: missing required parameters first, then each sent parameter in the order it
 * was sent, then the cross-field rules. Values are masked where the parameter is sensitive.
 */
export function validate(
  params: Readonly<Record<string, string>>,
  operation: OperationName | Operation,
  options: ValidateOptions = {},
): ValidationIssue[] {
  const op = typeof operation === 'string' ? OPERATIONS[operation] : operation;
  const catalogue = options.catalogue ?? CATALOGUE;
  const issues: ValidationIssue[] = [];
  const valid = new Set<string>();
  const add = (name: string, value: string | undefined, message: string, result: Result) =>
    issues.push(value === undefined ? { name, message, result } : { name, value, message, result });

  for (const name of op.required) {
    if (params[name] !== undefined) continue;
    const spec = catalogue.byName(name);
    add(
      name,
      undefined,
      'missing required parameter',
      spec?.missing ?? spec?.invalid ?? RESULT.INVALID_PARAMETER,
    );
  }

  for (const [name, value] of Object.entries(params)) {
    const match = catalogue.find(name);
    if (!match) {
      add(name, value, 'unknown parameter', RESULT.INVALID_PARAMETER);
      continue;
    }
    const { spec, nameProblem } = match;
    if (!accepted(op, spec.name))
      add(name, value, 'parameter not accepted in this request', RESULT.INVALID_PARAMETER);
    else if (nameProblem) add(name, value, nameProblem, spec.invalid ?? RESULT.INVALID_PARAMETER);
    else if (!matchesFormat(value, spec.format)) {
      add(name, value, spec.message ?? describeFormat(spec.format), spec.invalid ?? RESULT.INVALID_PARAMETER);
    } else valid.add(name);
  }

  const ctx = { params, now: options.now ?? new Date(), isValid: (name: string) => valid.has(name) };
  for (const rule of op.rules) issues.push(...rule(ctx));

  return issues.map((issue) =>
    issue.value === undefined
      ? issue
      : { ...issue, value: maskValue(issue.value, catalogue.find(issue.name)?.spec.sensitive) },
  );
}

/** The `result.parameterErrors[]` entries of an answer. */
export const toParameterErrors = (issues: readonly ValidationIssue[]): ParameterError[] =>
  issues.map(({ name, value, message }) =>
    value === undefined ? { name, message } : { name, value, message },
  );
