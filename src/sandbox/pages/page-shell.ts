import type { FastifyReply } from 'fastify';
import { versionedPath } from '../assets/served-asset';
import { html, type Markup } from './html';
import { type PageLanguage, pageDirection } from './texts';

export const PAGES_SCRIPT_PATH = '/v1/pages/gateway-pages.js';
export const PAGES_STYLE_PATH = '/v1/pages/gateway-pages.css';

/**
 * The gateway's own pages (3-D Secure steps, the ACS simulator, provider simulators) run no inline
 * script or style. They are framed by any shop (the widget's challenge iframe), post forms only
 * to the gateway, and frame only the gateway (the hidden 3DS Method iframe).
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'self'",
  'frame-ancestors *',
  "base-uri 'none'",
].join('; ');

export interface PageOptions {
  lang: PageLanguage;
  title: string;
  /** Which behaviour of gateway-pages.js runs (data-page on <body>). */
  page: string;
  body: Markup;
  /** Further data-* attributes of <body> the script reads. */
  data?: Record<string, string>;
  /** Extra classes of <body>, e.g. the challenge window size. */
  className?: string;
}

export function renderPage({ lang, title, page, body, data = {}, className = '' }: PageOptions): string {
  const attributes = Object.entries(data).map(([name, value]) => html` data-${name}="${value}"`);
  return `<!doctype html>\n${html`<html lang="${lang}" dir="${pageDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${PAGES_STYLE_PATH}">
<script src="${PAGES_SCRIPT_PATH}" defer></script>
</head>
<body class="gw-page ${className}" data-page="${page}"${attributes}>
${body}
</body>
</html>
`}`;
}

/**
 * The page with its script and stylesheet at the versioned URLs of the build this sandbox loaded
 * (cached for a year), so a page and its script are always of one build. Done here, where every
 * page passes, rather than in the many page builders, which know nothing of the build.
 */
function linkingVersions(reply: FastifyReply, page: string): string {
  const { pagesScript, pagesStyle } = reply.server.assets;
  return page
    .replace(`href="${PAGES_STYLE_PATH}"`, `href="${versionedPath(PAGES_STYLE_PATH, pagesStyle.version)}"`)
    .replace(`src="${PAGES_SCRIPT_PATH}"`, `src="${versionedPath(PAGES_SCRIPT_PATH, pagesScript.version)}"`);
}

export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .header('X-Content-Type-Options', 'nosniff')
    .send(linkingVersions(reply, page));
}
