import { type Catalogue, describeFormat, matchesFormat, selects } from './catalogue/index';
import type { ParameterError, ValidationIssue } from './catalogue/types';
import type { RuleContext } from './cross-field-rules';
import { maskValue } from './mask';
import { catalogueOf, OPERATIONS, type Operation, type OperationName } from './operations';
import { RESULT, type Result } from './result-codes';

export interface ValidateOptions {
  /** "Today" for the expiry check; default the current time. */
  now?: Date;
  /** Overrides the operation's catalogue (tests). */
  catalogue?: Catalogue;
}

/** Is a spec name accepted by the operation? Cached per operation: bodies repeat the same names. */
const acceptedCache = new WeakMap<Operation, Map<string, boolean>>();
export function accepted(operation: Operation, specName: string): boolean {
  let cache = acceptedCache.get(operation);
  if (!cache) {
    cache = new Map();
    acceptedCache.set(operation, cache);
  }
  let answer = cache.get(specName);
  if (answer === undefined) {
    answer =
      operation.required.includes(specName) ||
      (operation.optional.some((selector) => selects(selector, specName)) &&
        !operation.except?.some((selector) => selects(selector, specName)));
    cache.set(specName, answer);
  }
  return answer;
}

const MISSING = 'missing required parameter';
const NONE: readonly string[] = [];
const STRUCTURE = /^[^.[]*/;

/** The sent names grouped by their first segment, built once per request when a rule asks. */
function structureIndex(names: readonly string[]): (structure: string) => readonly string[] {
  let groups: Map<string, string[]> | undefined;
  return (structure) => {
    if (!groups) {
      groups = new Map();
      for (const name of names) {
        const key = STRUCTURE.exec(name)?.[0] ?? '';
        const group = groups.get(key);
        if (group) group.push(name);
        else groups.set(key, [name]);
      }
    }
    return groups.get(structure) ?? NONE;
  };
}

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
  const catalogue = options.catalogue ?? catalogueOf(op);
  const issues: ValidationIssue[] = [];
  // Rules build on valid single values only; most requests have none invalid, so keep those.
  const invalid = new Set<string>();
  const add = (name: string, value: string | undefined, message: string, result: Result) =>
    issues.push(value === undefined ? { name, message, result } : { name, value, message, result });
  const missing = (name: string, message = MISSING): ValidationIssue => {
    const spec = catalogue.byName(name);
    return { name, message, result: spec?.missing ?? spec?.invalid ?? RESULT.INVALID_PARAMETER };
  };

  for (const name of op.required) if (params[name] === undefined) issues.push(missing(name));

  const names = Object.keys(params);
  for (const name of names) {
    const value = params[name] as string;
    const match = catalogue.find(name);
    if (!match) {
      add(name, value, 'unknown parameter', RESULT.INVALID_PARAMETER);
      invalid.add(name);
      continue;
    }
    const { spec, nameProblem } = match;
    if (!accepted(op, spec.name))
      add(name, value, 'parameter not accepted in this request', RESULT.INVALID_PARAMETER);
    else if (nameProblem) add(name, value, nameProblem, spec.invalid ?? RESULT.INVALID_PARAMETER);
    else if (!matchesFormat(value, spec.format)) {
      add(name, value, spec.message ?? describeFormat(spec.format), spec.invalid ?? RESULT.INVALID_PARAMETER);
    } else continue;
    invalid.add(name);
  }

  const ctx: RuleContext = {
    params,
    now: options.now ?? new Date(),
    isValid: (name) => params[name] !== undefined && !invalid.has(name),
    missing,
    under: structureIndex(names),
  };
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
