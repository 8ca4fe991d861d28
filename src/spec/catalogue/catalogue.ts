import type { ParamSpec } from './types';

const MAX_LIST_INDEX = 1000; // document 1, section 8
const MAX_REMEMBERED = 20_000;

export interface CatalogueMatch {
  spec: ParamSpec;
  /** Set when the name fits the entry but its `[n]` index or `[key]` is not allowed. */
  nameProblem?: string;
}

export interface Catalogue {
  readonly specs: readonly ParamSpec[];
  /** The entry a raw body name (`cart.items[3].name`, `customParameters[ORDER]`) belongs to. */
  find(rawName: string): CatalogueMatch | undefined;
  /** An entry by its spec name (`cart.items[n].name`). */
  byName(specName: string): ParamSpec | undefined;
}

interface TemplateMatcher {
  spec: ParamSpec;
  regex: RegExp;
  placeholders: ReadonlyArray<'n' | 'key'>;
}

const PLACEHOLDER = /\[(n|key)\]/g;
const INDEX = /\[(\d+)\]/g;
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateMatcher(spec: ParamSpec): TemplateMatcher {
  const placeholders: Array<'n' | 'key'> = [];
  let source = '';
  let last = 0;
  for (const m of spec.name.matchAll(PLACEHOLDER)) {
    source += escapeRegex(spec.name.slice(last, m.index));
    source += m[1] === 'n' ? '\\[(\\d+)\\]' : '\\[([^\\]]*)\\]';
    placeholders.push(m[1] as 'n' | 'key');
    last = m.index + m[0].length;
  }
  source += escapeRegex(spec.name.slice(last));
  return { spec, regex: new RegExp(`^${source}$`), placeholders };
}

function nameProblem(matcher: TemplateMatcher, captures: readonly string[]): string | undefined {
  for (const [i, kind] of matcher.placeholders.entries()) {
    const part = captures[i] ?? '';
    if (kind === 'n' && (!/^(0|[1-9]\d*)$/.test(part) || Number(part) > MAX_LIST_INDEX)) {
      return `list index must be a whole number from 0 to ${MAX_LIST_INDEX}`;
    }
    if (kind === 'key' && matcher.spec.key && !matcher.spec.key.regex.test(part)) {
      return `the name in [] must be ${matcher.spec.key.description}`;
    }
  }
  return undefined;
}

function matchTemplate(matcher: TemplateMatcher, rawName: string): CatalogueMatch | undefined {
  const m = matcher.regex.exec(rawName);
  if (!m) return undefined;
  const problem = nameProblem(matcher, m.slice(1));
  return problem ? { spec: matcher.spec, nameProblem: problem } : { spec: matcher.spec };
}

/**
 * Lookup is by map wherever possible, so a body with a 1000-item cart costs one regex replace and
 * one map lookup per name: names without placeholders are exact; names with `[n]` only are found
 * by writing every `[digits]` of the raw name as `[n]`; only names with `[key]` are scanned.
 */
export function createCatalogue(specs: readonly ParamSpec[]): Catalogue {
  const exact = new Map<string, ParamSpec>();
  const indexed = new Map<string, TemplateMatcher>();
  const keyed: TemplateMatcher[] = [];
  const byName = new Map<string, ParamSpec>();
  for (const spec of specs) {
    if (byName.has(spec.name)) throw new Error(`parameter catalogue: ${spec.name} is listed twice`);
    byName.set(spec.name, spec);
    const matcher = templateMatcher(spec);
    if (matcher.placeholders.length === 0) exact.set(spec.name, spec);
    else if (matcher.placeholders.includes('key')) keyed.push(matcher);
    else indexed.set(spec.name, matcher);
  }
  const lookup = (rawName: string): CatalogueMatch | undefined => {
    const spec = exact.get(rawName);
    if (spec) return { spec };
    if (rawName.includes('[')) {
      const matcher = indexed.get(rawName.replace(INDEX, '[n]'));
      const match = matcher && matchTemplate(matcher, rawName);
      if (match) return match;
      for (const candidate of keyed) {
        const found = matchTemplate(candidate, rawName);
        if (found) return found;
      }
    }
    return undefined;
  };
  // Bodies repeat the same names request after request (and the validator, the echo and the
  // masking each look a name up): remember the answers, forgetting them all now and then so that
  // random names cannot grow the memory.
  const seen = new Map<string, CatalogueMatch | null>();
  return {
    specs,
    byName: (specName) => byName.get(specName),
    find(rawName) {
      const known = seen.get(rawName);
      if (known !== undefined) return known ?? undefined;
      const match = lookup(rawName);
      if (seen.size >= MAX_REMEMBERED) seen.clear();
      seen.set(rawName, match ?? null);
      return match;
    },
  };
}

/**
 * Does a spec name fall under a selector? A selector is a spec name, or a prefix ending in `*`
 * (`billing.*`, `cart.items[n].*`).
 */
export function selects(selector: string, specName: string): boolean {
  return selector.endsWith('*') ? specName.startsWith(selector.slice(0, -1)) : selector === specName;
}
