import type { ParamSpec } from './types';

const MAX_LIST_INDEX = 1000; // document 1, section 8

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

export function createCatalogue(specs: readonly ParamSpec[]): Catalogue {
  const exact = new Map<string, ParamSpec>();
  const templates: TemplateMatcher[] = [];
  const byName = new Map<string, ParamSpec>();
  for (const spec of specs) {
    if (byName.has(spec.name)) throw new Error(`parameter catalogue: ${spec.name} is listed twice`);
    byName.set(spec.name, spec);
    if (spec.name.includes('[')) templates.push(templateMatcher(spec));
    else exact.set(spec.name, spec);
  }
  return {
    specs,
    byName: (specName) => byName.get(specName),
    find(rawName) {
      const spec = exact.get(rawName);
      if (spec) return { spec };
      for (const matcher of templates) {
        const m = matcher.regex.exec(rawName);
        if (!m) continue;
        const problem = nameProblem(matcher, m.slice(1));
        return problem ? { spec: matcher.spec, nameProblem: problem } : { spec: matcher.spec };
      }
      return undefined;
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
