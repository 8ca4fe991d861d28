import { CATALOGUE } from '../../spec/catalogue/index';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { maskValue } from '../../spec/mask';
import { recordNames } from '../../spec/param-names';
import { RESULT } from '../../spec/result-codes';
import { NAME_DEPTH, NAME_LENGTH } from './limits';

/**
 * An application/x-www-form-urlencoded body (or query string) with its names kept exactly as
 * sent (`card.number`, `cart.items[0].name`, `customParameters[X]` stay flat keys). What could not
 * be read — a name repeated with another value, broken percent-encoding, an empty name — becomes a parameter issue
 * instead of an exception, so the answer is a normal 400 listing every problem.
 */
export class FormBody {
  constructor(
    /** First value of each name; a null-prototype object, so `__proto__` is just a name. */
    readonly params: Record<string, string>,
    readonly issues: readonly ValidationIssue[],
    /** Set when the request had more parameters than this limit: then nothing was read. */
    readonly overLimit?: number,
    /**
     * The text these parameters were read from, when they are exactly what it says (read without
     * an issue, nothing rewritten since: a rewritten body is a new FormBody without it). The
     * request log hands it over as it is instead of serialising the parameters again.
     */
    readonly text?: string,
  ) {}

  static readonly EMPTY = new FormBody(Object.create(null) as Record<string, string>, []);
}

function decodeNative(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

const hexDigit = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/**
 * `+` and percent escapes of ASCII decoded here (decodeURIComponent costs more than the rest of
 * the request for a cart body full of %5B/%5D); anything else, and every malformed escape, goes to
 * decodeURIComponent, which decides what is valid UTF-8.
 */
export function decode(part: string): string | undefined {
  if (part.indexOf('+') === -1 && part.indexOf('%') === -1) return part;
  let out = '';
  let start = 0;
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i);
    if (c === 43) {
      out += `${part.slice(start, i)} `;
      start = i + 1;
    } else if (c === 37) {
      const high = hexDigit(part.charCodeAt(i + 1));
      const low = hexDigit(part.charCodeAt(i + 2));
      if (high < 0 || low < 0 || high >= 8) return decodeNative(part);
      out += part.slice(start, i) + String.fromCharCode(high * 16 + low);
      i += 2;
      start = i + 1;
    }
  }
  return out + part.slice(start);
}

// Bodies repeat their names request after request: each distinct name as sent (still encoded) is
// decoded and checked once and kept as an internalised string, which every later lookup by that
// name (the params object, the validator's and the echo's caches) then finds without hashing it
// again. Bounded: a client sending ever new names only costs decoding, and names too long to be
// any parameter's are refused before they are decoded or remembered.
interface RefusedName {
  shown: string;
  message: string;
}
const decodedNames = new Map<string, string | RefusedName>();
const internalised = (name: string): string => Object.keys({ [name]: 0 })[0] as string;
const tooLong = (name: string): RefusedName => ({
  shown: `${name.slice(0, 32)}…`,
  message: `parameter name longer than ${NAME_LENGTH} characters`,
});
// An encoded character takes at most 3 characters (%XX), a UTF-8 one at most 4 bytes.
const MAX_RAW_NAME = NAME_LENGTH * 12;

function levels(name: string): number {
  let n = 1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 46 || c === 91) n++; // . [
  }
  return n;
}

function checkName(raw: string): string | RefusedName {
  const decoded = decode(raw);
  // The raw name is what the client sent; shown still encoded when it cannot be decoded.
  if (decoded === undefined) return { shown: raw, message: 'malformed percent-encoding' };
  if (decoded.length > NAME_LENGTH) return tooLong(decoded);
  if (levels(decoded) > NAME_DEPTH)
    return { shown: decoded, message: `parameter name nested more than ${NAME_DEPTH} levels deep` };
  return internalised(decoded);
}

function readName(raw: string): string | RefusedName {
  if (raw.length > MAX_RAW_NAME) return tooLong(raw);
  let name = decodedNames.get(raw);
  if (name === undefined) {
    name = checkName(raw);
    if (decodedNames.size >= 20_000) decodedNames.clear();
    decodedNames.set(raw, name);
  }
  return name;
}

/**
 * Does `raw` hold more than `max` parameters? Counts separators up to max + 1 only, and not at
 * all when the body is too short to hold that many (every parameter but the last takes 2
 * characters at least): microseconds whatever the body.
 */
function exceeds(raw: string, max: number): boolean {
  if (raw.length < 2 * max) return false;
  let count = 1;
  for (let i = raw.indexOf('&'); i !== -1; i = raw.indexOf('&', i + 1)) if (++count > max) return true;
  return false;
}

const problem = (name: string, value: string | undefined, message: string): ValidationIssue => {
  const shown = value === undefined ? undefined : maskValue(value, CATALOGUE.find(name)?.spec.sensitive);
  return shown === undefined
    ? { name, message, result: RESULT.INVALID_PARAMETER }
    : { name, value: shown, message, result: RESULT.INVALID_PARAMETER };
};

/** Parses a body or query string of at most `maxParams` parameters (./limits.ts); over it, reads nothing. */
export function parseFormBody(raw: string, maxParams: number): FormBody {
  if (exceeds(raw, maxParams)) return new FormBody(FormBody.EMPTY.params, [], maxParams);
  const params = Object.create(null) as Record<string, string>;
  const issues: ValidationIssue[] = [];
  const names: string[] = [];
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = readName(eq === -1 ? pair : pair.slice(0, eq));
    if (typeof name !== 'string') {
      issues.push(problem(name.shown, undefined, name.message));
      continue;
    }
    const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    if (value === undefined) {
      issues.push(problem(name, undefined, 'malformed percent-encoding'));
    } else if (name === '') {
      issues.push(problem(name, value, 'empty parameter name'));
    } else if (params[name] !== undefined) {
      // Sent again with the same value (form builders do), it is the same parameter: as the live
      // gateway, take it. With another value it is ambiguous: refused, saying what would do.
      if (params[name] !== value)
        issues.push(
          problem(
            name,
            value,
            'sent twice with different values: send it once, or twice with the same value',
          ),
        );
    } else {
      params[name] = value;
      names.push(name);
    }
  }
  if (issues.length === 0 && names.length === 0) return FormBody.EMPTY;
  recordNames(params, names);
  return new FormBody(params, issues, undefined, issues.length === 0 ? raw : undefined);
}

/** The parsed body of a request, or an empty one when it had none. */
export const formOf = (body: unknown): FormBody => (body instanceof FormBody ? body : FormBody.EMPTY);
