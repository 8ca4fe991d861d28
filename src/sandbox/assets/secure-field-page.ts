import type { FastifyInstance, FastifyReply } from 'fastify';
import { formOf } from '../http/form-body';

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

const TITLES: Readonly<Record<string, string>> = {
  cardNumber: 'Card number',
  cvv: 'Security code',
};

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** The page's lang from ?locale (e.g. de-AT); anything else falls back to en. */
export const pageLanguage = (locale: string | undefined): string =>
  locale !== undefined && LANGUAGE_TAG.test(locale) ? locale : 'en';

export function secureFieldPage(lang: string, title: string, script = '/v1/secure-field.js'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
<script src="${script}"></script>
</body>
</html>
`;
}

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

/**
 * GET /v1/secure-field?field=cardNumber|cvv&checkoutId=…&parentOrigin=…&locale=…: the document of
 * the card-number and CVV iframes. No inline script or style, so the strict CSP holds; the script
 * reads its parameters from location.search itself.
 */
export function registerSecureFieldPageRoute(app: FastifyInstance): void {
  app.get('/v1/secure-field', async (request, reply) => {
    const { locale, field } = formOf(request.query).params;
    const title = (field !== undefined && TITLES[field]) || 'Secure payment field';
    return sendFieldPage(reply, secureFieldPage(pageLanguage(locale), title));
  });
}
