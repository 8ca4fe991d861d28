// A request's parameter set has a hundred names or more, and V8 keeps such an object as a
// dictionary, whose Object.keys sorts the names again on every call. The form parser records the
// names in the order they were sent, once; the validator and the echo read them from here. They
// are kept on the object itself under a symbol, not enumerable (so a copy does not take them):
// a WeakMap entry per request cost more than the sorting it saves.
const NAMES = Symbol('names as sent');

type Params = Readonly<Record<string, string>>;

/** Records a parameter set's names; the set must not change afterwards. */
export function recordNames(params: Params, names: readonly string[]): void {
  Object.defineProperty(params, NAMES, { value: names });
}

/** The names of a parameter set: as recorded by the parser, else its own keys. */
export const namesOf = (params: Params): readonly string[] =>
  (params as { [NAMES]?: readonly string[] })[NAMES] ?? Object.keys(params);
