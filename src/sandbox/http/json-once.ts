// The JSON of a payment answer is needed twice, for its database row and for the reply: it is
// built once per answer object (which nobody changes once built).
const serialised = new WeakMap<object, string>();

export function jsonOf(value: object): string {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialised.set(value, json);
  }
  return json;
}
