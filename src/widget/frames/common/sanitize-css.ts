// wpwlOptions.iframeStyles arrives from the merchant page. Inside the gateway iframe it is applied
// with CSSOM (style.setProperty), never parsed as a stylesheet, and only typographic properties
// are accepted: nothing that can load a resource or escape the declaration.

export type Declaration = [property: string, value: string, priority: '' | 'important'];

const FORBIDDEN = /url\(|image\(|image-set\(|element\(|expression\(|@import|@|[{}<>\\]|\/\*/i;
const ALLOWED =
  /^(color|caret-color|opacity|direction|letter-spacing|word-spacing|line-height|background-color|font(-[a-z-]+)?|text-(align|transform|shadow|decoration|indent)|padding(-(top|right|bottom|left))?)$/;

export function parseDeclarations(css: string | undefined): Declaration[] {
  if (!css || css.length > 2000 || FORBIDDEN.test(css)) return [];
  const out: Declaration[] = [];
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    let value = part.slice(colon + 1).trim();
    const important = /\s*!important$/i.test(value);
    if (important) value = value.replace(/\s*!important$/i, '');
    if (ALLOWED.test(property) && value) out.push([property, value, important ? 'important' : '']);
  }
  return out;
}
