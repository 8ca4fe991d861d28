import type { Result } from '../result-codes';

/**
 * The value formats of the spec tables. Lengths are in characters and inclusive, as in the spec
 * ("1 to 255 chars" → {kind: 'text', min: 1, max: 255}).
 */
export type Format =
  /** "N": digits only. */
  | { kind: 'digits'; min: number; max: number }
  /** "A": letters only (Unicode letters, as names are letters in every script). */
  | { kind: 'letters'; min: number; max: number }
  /** "letters or digits" (ASCII). */
  | { kind: 'alnum'; min: number; max: number }
  /** "AN" / "chars": any text. */
  | { kind: 'text'; min: number; max: number }
  /** N10.N2. `decimalsOptional` only for the payment amount (spec 2.1); `positive` rejects 0.00. */
  | { kind: 'money'; decimalsOptional?: boolean; positive?: boolean }
  /** "3 uppercase letters, ISO 4217": must also be a real currency code. */
  | { kind: 'currency' }
  /** "one of: …" */
  | { kind: 'enum'; values: readonly string[] }
  /** "true or false" */
  | { kind: 'boolean' }
  /** DATE = yyyy-MM-dd, and a real calendar day. */
  | { kind: 'date' }
  /** Whole number in a range, e.g. numberOfCaptures 1 to 98. */
  | { kind: 'integer'; min: number; max: number }
  /** Absolute http(s) URL within a length range. */
  | { kind: 'url'; min: number; max: number }
  /** ISO 3166-1 alpha-2 or alpha-3 code of an assigned country; `anyCase` where the spec says "letters". */
  | { kind: 'country'; alpha: 2 | 3; anyCase?: boolean }
  /** `yyyy-MM-dd HH:mm:ss`, a real moment; `offset` adds a UTC offset (`+0000` or `+00:00`). */
  | { kind: 'datetime'; offset?: boolean }
  /** Comma-separated values, each one of `values` (query filters). */
  | { kind: 'list'; values: readonly string[] }
  /** Anything else the spec states as a rule; `description` is what the error message says. */
  | { kind: 'pattern'; regex: RegExp; description: string; example: string };

/** How a sensitive value appears in error messages and logs. */
export type Sensitivity = 'pan' | 'secret';

export interface ParamSpec {
  /**
   * The name as the spec table writes it. `[n]` stands for a list index (0…1000) and `[key]` for
   * a map key, e.g. `cart.items[n].name`, `customParameters[key]`.
   */
  name: string;
  format: Format;
  /** Result used when the value is invalid; default RESULT.INVALID_PARAMETER. */
  invalid?: Result;
  /** Result used when a required value is absent; default `invalid`. */
  missing?: Result;
  /** Error message overriding the one derived from `format`. */
  message?: string;
  sensitive?: Sensitivity;
  /** Rule for the `[key]` part of a keyed name. */
  key?: { regex: RegExp; description: string };
  /** What the spec says beyond the format (a condition, a default), for the OpenAPI document. */
  note?: string;
}

export interface ParameterError {
  name: string;
  /** The offending value, masked when the parameter is sensitive; absent when it was missing. */
  value?: string;
  message: string;
}

/** A parameter error plus the result code it stands for; the first one decides the answer's code. */
export interface ValidationIssue extends ParameterError {
  result: Result;
}
