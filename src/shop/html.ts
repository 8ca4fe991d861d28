const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Tagged template that escapes every interpolated value unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (part instanceof SafeHtml) out += part.value;
      else if (part !== undefined && part !== null && part !== false) out += escapeHtml(String(part));
    }
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}

export interface LayoutOptions {
  title: string;
  lang?: string;
  head?: SafeHtml;
  body: SafeHtml;
}

export function layout({ title, lang = 'en', head, body }: LayoutOptions): string {
  return `<!doctype html>${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Sandbox Shop</title>
<link rel="stylesheet" href="/static/shop.css">
<link rel="icon" href="/static/favicon.svg">
${head}
</head>
<body>
<header class="shop-header"><a href="/" class="shop-logo">Sandbox Shop</a><span class="shop-tag">test mode · no real money moves</span></header>
<main class="shop-main">
${body}
</main>
</body>
</html>`}`;
}
