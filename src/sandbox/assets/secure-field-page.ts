import type { FastifyInstance, FastifyReply } from 'fastify';
import { en } from '../../spec/i18n/locales/en';
import type { Messages } from '../../spec/i18n/messages';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { messagesFor } from './locales';
import { type ServedAsset, versionedPath } from './served-asset';

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

/** The card fields' script and stylesheet (their entry URLs; the page links the versioned ones). */
export const SECURE_FIELD_SCRIPT = '/v1/secure-field.js';
export const SECURE_FIELD_STYLE = '/v1/secure-field.css';

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** The page's lang from ?locale (e.g. de-AT); anything else falls back to en. */
export const pageLanguage = (locale: string | undefined): string =>
  locale !== undefined && LANGUAGE_TAG.test(locale) ? locale : 'en';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FieldPage {
  /** ?locale of the frame's URL: the page's lang, its direction and its texts. */
  locale: string | undefined;
  title(messages: Messages): string;
  /** The frame's script: its versioned URL (scriptPath). */
  script: string;
  /** A stylesheet the page links, at its versioned URL (the card fields'); the bank frames adopt theirs from their script. */
  stylesheet?: string;
  /** Texts the frame's script reads from body[data-texts] (the bank frames'; the card fields get theirs from the page). */
  texts?(messages: Messages): object;
}

/**
 * The document of a gateway frame: lang and dir after the page's locale (a right-to-left locale
 * mirrors the frame), a title in the language, and the frame's texts as data, so its script
 * carries none and needs no second request. No viewport meta: browsers ignore it in a frame, whose
 * viewport is the iframe.
 */
export function secureFieldPage({ locale, title, script, stylesheet, texts }: FieldPage): string {
  const messages = messagesFor(locale) ?? en;
  const data = texts ? ` data-texts="${escapeHtml(JSON.stringify(texts(messages)))}"` : '';
  const link = stylesheet ? `\n<link rel="stylesheet" href="${stylesheet}">` : '';
  return `<!doctype html>
<html lang="${pageLanguage(locale)}" dir="${messages.meta.dir}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title(messages))}</title>${link}
</head>
<body${data}>
<script src="${script}"></script>
</body>
</html>
`;
}

/**
 * A frame's script at its versioned URL, cached for a year: the page itself is never cached, so a
 * page and its script are always of the build this sandbox loaded.
 */
export const scriptPath = (entry: string, script: ServedAsset): string =>
  versionedPath(entry, script.version);

/** A framed field page (card fields, bank account, stored details) under the strict policy. */
export const sendFieldPage = (reply: FastifyReply, html: string): FastifyReply =>
  reply
    .code(200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    .header('Referrer-Policy', 'same-origin')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);

/** The label that titles each card field's page (an unknown field gets the card number's). */
const TITLE: Record<string, keyof Messages['labels']> = {
  cvv: 'cvv',
  expiry: 'expiryDate',
  cardHolder: 'cardHolder',
};

/**
 * GET /v1/secure-field?field=cardNumber|cvv|expiry|cardHolder&checkoutId=…&parentOrigin=…&locale=…:
 * the document of the card iframes (expiry and holder with enableSAQACompliance). No inline script
 * or style, so the strict CSP holds; the script reads its parameters from location.search itself.
 */
export function registerSecureFieldPageRoute(app: FastifyInstance, ctx: SandboxContext): void {
  const script = scriptPath(SECURE_FIELD_SCRIPT, ctx.assets.secureField);
  const stylesheet = scriptPath(SECURE_FIELD_STYLE, ctx.assets.secureFieldStyle);
  app.get('/v1/secure-field', async (request, reply) => {
    const { locale, field = '' } = formOf(request.query).params;
    const title = ({ labels }: Messages) => labels[TITLE[field] ?? 'cardNumber'];
    return sendFieldPage(reply, secureFieldPage({ locale, title, script, stylesheet }));
  });
}
