import { CATALOGUE } from '../../spec/catalogue/index';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { maskValue } from '../../spec/mask';
import { RESULT } from '../../spec/result-codes';

/**
 * An application/x-www-form-urlencoded body (or query string) with its names kept exactly as
 * sent (`card.number`, `cart.items[0].name`, `customParameters[X]` stay flat keys). What could not
 * be read — a repeated name, broken percent-encoding, an empty name — becomes a parameter issue
 * instead of an exception, so the answer is a normal 400 listing every problem.
 */
export class FormBody {
  constructor(
    /** First value of each name; a null-prototype object, so `__proto__` is just a name. */
    readonly params: Record<string, string>,
    readonly issues: readonly ValidationIssue[],
  ) {}

  static readonly EMPTY = new FormBody(Object.create(null) as Record<string, string>, []);
}

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

const problem = (name: string, value: string | undefined, message: string): ValidationIssue => {
  const shown = value === undefined ? undefined : maskValue(value, CATALOGUE.find(name)?.spec.sensitive);
  return shown === undefined
    ? { name, message, result: RESULT.INVALID_PARAMETER }
    : { name, value: shown, message, result: RESULT.INVALID_PARAMETER };
};

export function parseFormBody(raw: string): FormBody {
  const params = Object.create(null) as Record<string, string>;
  const issues: ValidationIssue[] = [];
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const name = decode(rawName);
    const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    if (name === undefined || value === undefined) {
      // The raw name is what the client sent; shown still encoded when it cannot be decoded.
      issues.push(problem(name ?? rawName, undefined, 'malformed percent-encoding'));
    } else if (name === '') {
      issues.push(problem(name, value, 'empty parameter name'));
    } else if (Object.hasOwn(params, name)) {
      issues.push(problem(name, value, 'duplicate parameter'));
    } else {
      params[name] = value;
    }
  }
  return issues.length === 0 && Object.keys(params).length === 0
    ? FormBody.EMPTY
    : new FormBody(params, issues);
}

/** The parsed body of a request, or an empty one when it had none. */
export const formOf = (body: unknown): FormBody => (body instanceof FormBody ? body : FormBody.EMPTY);
