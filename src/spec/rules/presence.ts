import type { CrossFieldRule } from '../cross-field-rules';
import { issue } from '../cross-field-rules';
import { RESULT } from '../result-codes';

// Rules about which parameters go together, built from the wording of the spec tables.

const sent = (params: Readonly<Record<string, string>>, name: string): boolean => params[name] !== undefined;

/**
 * "Required" inside an optional structure: once any other parameter of `structure` is sent (those
 * matching `except` do not count), each of `required` must be sent too.
 */
export const requiredWithin =
  (structure: string, required: readonly string[], except?: RegExp): CrossFieldRule =>
  (ctx) => {
    const sentNames = ctx.under(structure);
    const present = except ? sentNames.filter((name) => !except.test(name)) : sentNames;
    if (present.length === 0) return [];
    return required
      .filter((name) => !sent(ctx.params, name))
      .map((name) =>
        ctx.missing(name, `required when other ${structure}.* parameters are sent (${present[0]} was)`),
      );
  };

/** "If sent, b must be sent too" in both directions. */
export const together =
  (a: string, b: string): CrossFieldRule =>
  ({ params, missing }) => {
    if (sent(params, a) && !sent(params, b)) return [missing(b, `required together with ${a}`)];
    if (sent(params, b) && !sent(params, a)) return [missing(a, `required together with ${b}`)];
    return [];
  };

/** "b requires a". */
export const requires =
  (b: string, a: string): CrossFieldRule =>
  ({ params, missing }) =>
    sent(params, b) && !sent(params, a) ? [missing(a, `required when ${b} is sent`)] : [];

/** "a cannot be combined with b…". */
export const notCombined =
  (a: string, others: readonly string[]): CrossFieldRule =>
  ({ params }) => {
    const clash = others.filter((name) => sent(params, name));
    if (!sent(params, a) || clash.length === 0) return [];
    const message = `cannot be combined with ${clash.join(' / ')}`;
    return [issue(a, params[a], message, RESULT.INVALID_PARAMETER)];
  };

/** "…; omitted otherwise": `name` only when `condition` holds. */
export const onlyWhen =
  (name: string, condition: string, value: string): CrossFieldRule =>
  ({ params }) =>
    !sent(params, name) || params[condition] === value
      ? []
      : [issue(name, params[name], `only with ${condition}=${value}`, RESULT.INVALID_PARAMETER)];
