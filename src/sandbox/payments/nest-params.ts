import { CATALOGUE } from '../../spec/catalogue/index';
import { namesOf } from '../../spec/param-names';

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

/** Where a name goes: its path, and a key naming its parent node (equal keys, equal parents). */
interface Placement {
  path: Path;
  parent: string;
}

// Names repeat from request to request: remember where they go (bounded, as in the catalogue).
const placements = new Map<string, Placement>();
function placementOf(name: string): Placement {
  let placement = placements.get(name);
  if (placement === undefined) {
    const path = segments(name);
    placement = { path, parent: JSON.stringify(path.slice(0, -1)) };
    if (placements.size >= 20_000) placements.clear();
    placements.set(name, placement);
  }
  return placement;
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
  // Names of one structure come one after the other (cart.items[0].name, cart.items[0].price…):
  // the node the last one went in is kept, so only a new parent is looked up from the root. No
  // catalogue name is also a structure, so a value never replaces a kept node.
  let lastParent: string | undefined;
  let lastNode: Node = root;
  for (const name of namesOf(params)) {
    const value = select ? select(name, params[name] as string) : params[name];
    if (value === undefined) continue;
    const { path, parent } = placementOf(name);
    const last = path.length - 1;
    if (parent !== lastParent) {
      lastNode = root;
      for (let i = 0; i < last; i++)
        lastNode = child(lastNode, path[i] as string | number, typeof path[i + 1] === 'number');
      lastParent = parent;
    }
    setMember(lastNode, path[last] as string | number, value);
  }
  return root;
}
