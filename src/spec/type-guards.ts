// The few runtime type checks shared by the widget's option parsing and its frame messages (one
// copy in each bundle instead of one per file).

export type Rec = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

// Object.hasOwn is ES2022 (Safari 15.4+), past the widget's ES2020 target, whose built-ins the
// build does not add (src/widget/runtime-floor.test.ts).
const ownProperty = Object.prototype.hasOwnProperty;
/** The object's own member `key`, not one it inherits (`toString`, `__proto__`). */
export const hasOwn = (object: object, key: PropertyKey): boolean => ownProperty.call(object, key);
