import { type Catalogue, describeFormat, matchesFormat, selects } from './catalogue/index';
import type { ParameterError, ParamSpec, ValidationIssue } from './catalogue/types';
import type { RuleContext } from './cross-field-rules';
import { maskValue } from './mask';
import { catalogueOf, OPERATIONS, type Operation, type OperationName } from './operations';
import { namesOf } from './param-names';
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
const MAX_REMEMBERED = 20_000;

/** What one sent name is for one operation, decided once per name (bodies repeat their names). */
interface NameVerdict {
  spec?: ParamSpec;
  /** Why the name itself is refused (unknown, not accepted, bad index or key); else its value is checked. */
  refusal?: { message: string; result: Result };
  /** `customer` for customer.givenName: the rules ask for the names sent under a structure. */
  structure: string;
}

const verdicts = new WeakMap<Catalogue, WeakMap<Operation, Map<string, NameVerdict>>>();
function verdictsOf(catalogue: Catalogue, op: Operation): Map<string, NameVerdict> {
  let byOp = verdicts.get(catalogue);
  if (!byOp) {
    byOp = new WeakMap();
    verdicts.set(catalogue, byOp);
  }
  let map = byOp.get(op);
  if (!map) {
    map = new Map();
    byOp.set(op, map);
  }
  return map;
}

function judge(catalogue: Catalogue, op: Operation, name: string): NameVerdict {
  const structure = STRUCTURE.exec(name)?.[0] ?? '';
  const match = catalogue.find(name);
  const generic = RESULT.INVALID_PARAMETER;
  if (!match) return { refusal: { message: 'unknown parameter', result: generic }, structure };
  const { spec, nameProblem } = match;
  if (!accepted(op, spec.name))
    return {
      spec,
      refusal: { message: 'parameter not accepted in this request', result: generic },
      structure,
    };
  if (nameProblem)
    return { spec, refusal: { message: nameProblem, result: spec.invalid ?? generic }, structure };
  return { spec, structure };
}

/** The sent names grouped by their first segment, built once per request when a rule asks. */
function structureIndex(names: readonly string[], structures: readonly string[]) {
  let groups: Map<string, string[]> | undefined;
  return (structure: string): readonly string[] => {
    if (!groups) {
      groups = new Map();
      for (let i = 0; i < names.length; i++) {
        const key = structures[i] as string;
        const group = groups.get(key);
        if (group) group.push(names[i] as string);
        else groups.set(key, [names[i] as string]);
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
  const known = verdictsOf(catalogue, op);
  const issues: ValidationIssue[] = [];
  // Rules build on valid single values only; most requests have none invalid, so keep those.
  let invalid: Set<string> | undefined;
  const missing = (name: string, message = MISSING): ValidationIssue => {
    const spec = catalogue.byName(name);
    return { name, message, result: spec?.missing ?? spec?.invalid ?? RESULT.INVALID_PARAMETER };
  };

  for (const name of op.required) if (params[name] === undefined) issues.push(missing(name));

  const names = namesOf(params);
  const structures: string[] = new Array(names.length);
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    let verdict = known.get(name);
    if (verdict === undefined) {
      verdict = judge(catalogue, op, name);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(name, verdict);
    }
    structures[i] = verdict.structure;
    const { spec, refusal } = verdict;
    const value = params[name] as string;
    if (spec && refusal === undefined) {
      if (matchesFormat(value, spec.format)) continue;
      issues.push({
        name,
        value,
        message: spec.message ?? describeFormat(spec.format),
        result: spec.invalid ?? RESULT.INVALID_PARAMETER,
      });
    } else if (refusal) {
      issues.push({ name, value, message: refusal.message, result: refusal.result });
    }
    invalid ??= new Set();
    invalid.add(name);
  }

  const ctx: RuleContext = {
    params,
    now: options.now ?? new Date(),
    isValid: (name) => params[name] !== undefined && !invalid?.has(name),
    missing,
    under: structureIndex(names, structures),
  };
  for (const rule of op.rules) {
    const found = rule(ctx);
    if (found.length > 0) issues.push(...found);
  }

  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i] as ValidationIssue;
    if (issue.value === undefined) continue;
    issues[i] = { ...issue, value: maskValue(issue.value, catalogue.find(issue.name)?.spec.sensitive) };
  }
  return issues;
}

/** The `result.parameterErrors[]` entries of an answer. */
export const toParameterErrors = (issues: readonly ValidationIssue[]): ParameterError[] =>
  issues.map(({ name, value, message }) =>
    value === undefined ? { name, message } : { name, value, message },
  );
