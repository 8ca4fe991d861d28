import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { en } from '../../spec/i18n/locales/en';
import type { Messages } from '../../spec/i18n/messages';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { FieldPages, sendFieldPage } from './field-pages';
import { messagesFor } from './locales';
import type { ServedAsset } from './served-asset';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // Any shop may embed the field; the iframe itself only trusts the parentOrigin it was given.
  'frame-ancestors *',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The card fields' script and stylesheet at URLs of their own (their pages carry them written in). */
export const SECURE_FIELD_SCRIPT = '/v1/secure-field.js';
export const SECURE_FIELD_STYLE = '/v1/secure-field.css';

/**
 * A page's own script and stylesheet written into it, and the policy that allows exactly these two
 * (their sha256), so the frame needs no request after its document.
 */
export interface InlinedAssets {
  script: string;
  style: string;
  policy: string;
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export function inlineAssets(
  script: Pick<ServedAsset, 'body'>,
  style?: Pick<ServedAsset, 'body'>,
): InlinedAssets {
  const js = script.body.toString('utf8');
  // Vite marks the end of a library's stylesheet with a comment the page has no use for.
  const css = (style?.body.toString('utf8') ?? '').replace(/\/\*\$vite\$:\d+\*\/\s*$/, '').trim();
  // Text that would end the element early, or put the parser into a state where it might.
  if (/<\/script|<!--/i.test(js) || /<\/style/i.test(css))
    throw new Error('sandbox: a frame bundle cannot be written into its page as it is');
  const policy = CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src ${sha256(js)}`);
  // A frame without a stylesheet of its own (the bank frames adopt theirs from their script) keeps style-src 'self'.
  return {
    script: js,
    style: css,
    policy: css ? policy.replace("style-src 'self'", `style-src ${sha256(css)}`) : policy,
  };
}

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** The page's lang from ?locale (e.g. de-AT); anything else falls back to en. */
export const pageLanguage = (locale: string | undefined): string =>
  locale !== undefined && LANGUAGE_TAG.test(locale) ? locale : 'en';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FieldPage {
  /** ?locale of the frame's URL: the page's lang, its direction and its texts. */
  locale: string | undefined;
  title(messages: Messages): string;
  /** The frame's script at its versioned URL (scriptPath), when it is not written into the page. */
  script?: string;
  /** A stylesheet the page links, at its versioned URL; the bank frames adopt theirs from their script. */
  stylesheet?: string;
  /** The script and stylesheet written into the page instead (the card and bank fields'). */
  inline?: InlinedAssets;
  /** Texts the frame's script reads from body[data-texts] (the bank frames'; the card fields get theirs from the page). */
  texts?(messages: Messages): object;
  /**
   * A script the frame's own adds later, named in a <meta> (the bank frame's IBAN check: its
   * versioned URL and sha384); the page does not load it.
   */
  later?: { name: string; src: string; integrity: string };
}

/**
 * The document of a gateway frame: lang and dir after the page's locale (a right-to-left locale
 * mirrors the frame; a language without texts is English), a title in the language, and the
 * frame's texts as data, so its script carries none and needs no second request. No viewport meta:
 * browsers ignore it in a frame, whose viewport is the iframe.
 */
export function secureFieldPage({
  locale,
  title,
  script,
  stylesheet,
  inline,
  texts,
  later,
}: FieldPage): string {
  const found = messagesFor(locale);
  const messages = found ?? en;
  const data = texts ? ` data-texts="${escapeHtml(JSON.stringify(texts(messages)))}"` : '';
  const style = inline?.style
    ? `\n<style>${inline.style}</style>`
    : stylesheet
      ? `\n<link rel="stylesheet" href="${stylesheet}">`
      : '';
  const meta = later
    ? `\n<meta name="${later.name}" content="${escapeHtml(later.src)}" data-integrity="${later.integrity}">`
    : '';
  const code = inline ? `<script>${inline.script}</script>` : `<script src="${script}"></script>`;
  return `<!doctype html>
<html lang="${found ? pageLanguage(locale) : 'en'}" dir="${messages.meta.dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title(messages))}</title>${meta}${style}
</head>
<body${data}>
${code}
</body>
</html>
`;
}

/** What a frame's page is made of besides its kind: the locale it was asked in, when it has texts. */
export const pageKey = (kind: string, locale: string | undefined): string =>
  `${kind} ${locale !== undefined && messagesFor(locale) ? locale : ''}`;

/** The label that titles each card field's page (an unknown field gets the card number's). */
const TITLE: Record<string, keyof Messages['labels']> = {
  cvv: 'cvv',
  expiry: 'expiryDate',
  cardHolder: 'cardHolder',
};

/**
 * GET /v1/secure-field?field=cardNumber|cvv|expiry|cardHolder&checkoutId=…&parentOrigin=…&locale=…:
 * the document of the card iframes (expiry and holder with enableSAQACompliance), with its script
 * and stylesheet written in, so the frame needs no second request: the card number's
 * (secure-field.js), or the other fields' (secure-field-values.js, no brand tables). The CSP
 * allows exactly those two by their hashes, nothing inline besides; the script reads the
 * checkout and the parent's origin from its URL's fragment itself (./field-pages.ts) (an unknown field gets the card number's, which refuses it).
 */
export function registerSecureFieldPageRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const { secureField, secureFieldValues, secureFieldStyle } = ctx.assets;
  const number = inlineAssets(secureField, secureFieldStyle);
  const values = inlineAssets(secureFieldValues, secureFieldStyle);
  const pages = new FieldPages();
  app.get('/v1/secure-field', async (request, reply) => {
    const { locale, field = '' } = formOf(request.query).params;
    // Own keys only: ?field=toString must not find Object.prototype's.
    const known = Object.hasOwn(TITLE, field);
    const title = ({ labels }: Messages) =>
      labels[known ? (TITLE[field] as keyof Messages['labels']) : 'cardNumber'];
    const inline = known ? values : number;
    return sendFieldPage(request, reply, {
      pages,
      key: pageKey(known ? field : 'cardNumber', locale),
      make: () => secureFieldPage({ locale, title, inline }),
      policy: inline.policy,
    });
  });
}
