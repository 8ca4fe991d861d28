import { CATALOGUE } from '../../spec/catalogue/index';

type Node = Record<string, unknown> | unknown[];
type Path = ReadonlyArray<string | number>;

// `__proto__` (a valid custom parameter name) must stay an own member instead of replacing the
// prototype: defineProperty for that one key, plain assignment (much faster) for the rest.
function setMember(target: Node, key: string | number, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else (target as Record<string | number, unknown>)[key] = value;
}

function child(target: Node, key: string | number, makeArray: boolean): Node {
  const existing = (target as Record<string | number, unknown>)[key];
  if (typeof existing === 'object' && existing !== null && Object.hasOwn(target, key))
    return existing as Node;
  const created: Node = makeArray ? [] : {};
  setMember(target, key, created);
  return created;
}

/** `cart.items[0].recipient.city` → ['cart', 'items', 0, 'recipient', 'city']. */
function segments(name: string): Path {
  const kinds = [...(CATALOGUE.find(name)?.spec.name ?? '').matchAll(/\[(n|key)\]/g)].map((m) => m[1]);
  const out: Array<string | number> = [];
  for (const m of name.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)) {
    if (m[1] !== undefined) out.push(m[1]);
    else out.push(kinds.shift() === 'n' ? Number(m[2]) : (m[2] ?? ''));
  }
  return out;
}

// Names repeat from request to request: remember their paths (bounded, as in the catalogue).
const paths = new Map<string, Path>();
function pathOf(name: string): Path {
  let path = paths.get(name);
  if (path === undefined) {
    path = segments(name);
    if (paths.size >= 20_000) paths.clear();
    paths.set(name, path);
  }
  return path;
}

/**
 * Flat request parameters as the nested structures of a JSON answer (spec 2.7 "as in requests").
 * `select` may leave a parameter out (undefined) or change its value (masking).
 */
export function nestParams(
  params: Readonly<Record<string, string>>,
  select?: (name: string, value: string) => string | undefined,
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of Object.keys(params)) {
    const value = select ? select(name, params[name] as string) : params[name];
    if (value === undefined) continue;
    const path = pathOf(name);
    let node: Node = root;
    const last = path.length - 1;
    for (let i = 0; i < last; i++)
      node = child(node, path[i] as string | number, typeof path[i + 1] === 'number');
    setMember(node, path[last] as string | number, value);
  }
  return root;
}
