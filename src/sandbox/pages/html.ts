// Escaping HTML templates for the gateway's own pages.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Markup that is already safe: the output of `html`. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Tagged template: every interpolated value is escaped unless it is Markup; arrays are joined. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof Markup) out += part.value;
      else if (part !== undefined && part !== null && part !== false) out += escapeHtml(String(part));
    }
    out += strings[i + 1] ?? '';
  });
  return new Markup(out);
}
