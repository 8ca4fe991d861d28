// Helpers for tests of the redirect flows: read the gateway's pages like a browser without script
// would, and walk through them (not shipped behaviour).
import type { FastifyInstance } from 'fastify';
import { encodeForm, FORM } from '../test-support';

export const SHOP_ORIGIN = 'https://shop.test';
export const NAVIGATION = {
  origin: SHOP_ORIGIN,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (flow test)',
};

const unescapeHtml = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', unescapeHtml(m[2] ?? '')]),
  );

export interface PageForm {
  id: string | undefined;
  action: string;
  fields: Record<string, string>;
}

export function formsOf(html: string): PageForm[] {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map((m) => {
    const attrs = attributes(m[1] ?? '');
    const fields: Record<string, string> = {};
    for (const input of (m[2] ?? '').matchAll(/<input([^>]*)>/g)) {
      const a = attributes(input[1] ?? '');
      if (a.type === 'hidden' && a.name) fields[a.name] = a.value ?? '';
    }
    return { id: attrs.id, action: attrs.action ?? '', fields };
  });
}

/** The data-* attributes of <body>, and its data-page. */
export function bodyOf(html: string): Record<string, string> {
  const tag = /<body([^>]*)>/.exec(html)?.[1] ?? '';
  return attributes(tag);
}

export const pathOf = (url: string): string => (url.startsWith('/') ? url : new URL(url).pathname);

export function postPage(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = NAVIGATION,
) {
  return app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { ...FORM, ...headers },
    payload: encodeForm(fields),
  });
}

export interface WalkOptions {
  /** What the shopper types into the challenge; default the right code. */
  otp?: string;
  cancel?: boolean;
  /** Skip the ACS's method notification, as when it times out. */
  skipMethod?: boolean;
  /** Stop when the challenge page is shown. */
  stopAtChallenge?: boolean;
  headers?: Record<string, string>;
}

export interface WalkResult {
  html: string;
  body: Record<string, string>;
  /** Every page the walk saw, by data-page. */
  pages: string[];
  status: number;
}

/** Follows a redirect through the gateway's pages as a browser with script would, up to the end. */
export async function walkRedirect(
  app: FastifyInstance,
  redirect: { url: string; parameters: Array<{ name: string; value: string }> },
  options: WalkOptions = {},
): Promise<WalkResult> {
  const fields = Object.fromEntries(redirect.parameters.map((p) => [p.name, p.value]));
  let res = await postPage(app, redirect.url, fields, options.headers);
  const pages: string[] = [];
  for (let step = 0; step < 12; step++) {
    const html = res.body;
    const body = bodyOf(html);
    const page = body['data-page'] ?? '';
    pages.push(page);
    const forms = formsOf(html);
    if (page === 'method') {
      const start = forms.find((f) => f.id === 'method-start');
      const result = forms.find((f) => f.id === 'method-result');
      if (!start || !result) throw new Error('method page without its forms');
      let notified = false;
      if (!options.skipMethod) {
        const acs = await postPage(app, start.action, start.fields);
        const notify = formsOf(acs.body)[0];
        if (notify) {
          const done = await postPage(app, notify.action, notify.fields);
          notified = bodyOf(done.body)['data-page'] === 'method-done';
        }
      }
      res = await postPage(app, result.action, { ...result.fields, threeDSCompInd: notified ? 'Y' : 'N' });
    } else if (page === 'autopost' && forms[0]) {
      res = await postPage(app, forms[0].action, forms[0].fields);
    } else if (page === 'challenge' && forms[0]) {
      if (options.stopAtChallenge) return { html, body, pages, status: res.statusCode };
      const answer: Record<string, string> = options.cancel
        ? { action: 'cancel' }
        : { action: 'submit', otp: options.otp ?? '1234' };
      res = await postPage(app, forms[0].action, { ...forms[0].fields, ...answer });
    } else {
      return { html, body, pages, status: res.statusCode };
    }
  }
  throw new Error(`the flow did not end: ${pages.join(' > ')}`);
}
