import { CATALOGUE } from '../../spec/catalogue/index';

type Node = Record<string, unknown> | unknown[];

// defineProperty, so a key like `__proto__` (a valid custom parameter name) stays an own member
// instead of replacing the prototype.
function setMember(target: Node, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
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
function segments(name: string): Array<string | number> {
  const kinds = [...(CATALOGUE.find(name)?.spec.name ?? '').matchAll(/\[(n|key)\]/g)].map((m) => m[1]);
  const out: Array<string | number> = [];
  for (const m of name.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)) {
    if (m[1] !== undefined) out.push(m[1]);
    else out.push(kinds.shift() === 'n' ? Number(m[2]) : (m[2] ?? ''));
  }
  return out;
}

/** Flat request parameters as the nested structures of a JSON answer (spec 2.7 "as in requests"). */
export function nestParams(params: Readonly<Record<string, string>>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    const path = segments(name);
    let node: Node = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) setMember(node, key, value);
      else node = child(node, key, typeof path[i + 1] === 'number');
    }
  }
  return root;
}
