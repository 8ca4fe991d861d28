import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSPECTOR_CATALOGUES } from '../../spec/i18n/inspector/locales';
import { LOCALE_CATALOGUES } from '../../spec/i18n/locales';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import { INSPECTOR_SCRIPT_PATH, INSPECTOR_STYLE_PATH } from '../assets/inspector-assets';
import { versionedPath } from '../assets/served-asset';
import { DEFAULT_ACCESS_TOKEN, DEFAULT_ENTITY_ID } from '../config';
import type { SandboxContext } from '../context';
import { html, type Markup } from '../pages/html';
import { pageDirection } from '../pages/texts';

/**
 * The inspector page runs its one script and stylesheet, nothing inline; it talks to its own
 * origin only (fetch, EventSource), and no page may frame it (its buttons capture and refund).
 */
export const INSPECTOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const LOCALES = Object.keys(LOCALE_CATALOGUES);

/**
 * The page's language: the first of the browser's Accept-Language languages, by q, that the
 * widget has texts in ('de-AT' → de); English when none is.
 */
export function inspectorLanguage(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 32)
    .map((member, index) => {
      const [tag = '', ...params] = member.trim().split(';');
      const q = params
        .map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1])
        .find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((member) => member.tag !== '' && member.tag !== '*' && member.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = resolveLocale(tag, LOCALES);
    if (locale !== undefined) return locale;
  }
  return 'en';
}

/** Does the sandbox still take its built-in test credentials? Then the page may offer the entity id. */
async function builtInCredentialsWork(ctx: SandboxContext): Promise<boolean> {
  if (ctx.configuredEntityId !== DEFAULT_ENTITY_ID) return false;
  return (await ctx.store.merchantByToken(DEFAULT_ACCESS_TOKEN))?.entityId === DEFAULT_ENTITY_ID;
}

/** host:port of the SFTP server of settlement files, as this browser reaches the gateway. */
function sftpAddress(ctx: SandboxContext, request: FastifyRequest): string | undefined {
  const sftp = request.server.sftp;
  if (!sftp) return undefined;
  return `${new URL(ctx.origins.forRequest(request)).hostname}:${sftp.port}`;
}

function shell(lang: string, title: string, root: Markup, head: Markup): string {
  return `<!doctype html>\n${html`<html lang="${lang}" dir="${pageDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${head}</head>
<body>
${root}
</body>
</html>
`}`;
}

/** GET /inspector: the page the inspector's script fills in (src/inspector). */
export async function sendInspectorShell(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const lang = inspectorLanguage(request.headers['accept-language']);
  const assets = ctx.assets.inspector;
  const data: Record<string, string> = {};
  if (await builtInCredentialsWork(ctx)) data['default-entity-id'] = DEFAULT_ENTITY_ID;
  const sftp = sftpAddress(ctx, request);
  if (sftp) data.sftp = sftp;
  // The labels of the page's language, so the script carries English alone (src/inspector/i18n).
  const texts = (INSPECTOR_CATALOGUES[lang] ?? INSPECTOR_CATALOGUES.en)?.texts;
  data.texts = JSON.stringify(texts);
  const attributes = Object.entries(data).map(([name, value]) => html` data-${name}="${value}"`);
  const head = assets
    ? html`<link rel="stylesheet" href="${versionedPath(INSPECTOR_STYLE_PATH, assets.style.version)}">
<script type="module" src="${versionedPath(INSPECTOR_SCRIPT_PATH, assets.script.version)}"></script>
`
    : html``;
  const root = assets
    ? html`<div id="inspector"${attributes}></div>`
    : html`<div id="inspector"${attributes}><p>The inspector's page is not built: run <code>npm run build</code>, then start the sandbox again.</p></div>`;
  return reply
    .code(200)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', INSPECTOR_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'same-origin')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Vary', 'Accept-Language')
    .send(shell(lang, texts?.title ?? 'Sandbox inspector', root, head));
}
