// The texts of the widget and of the gateway's frames: GET /v1/i18n lists the locales, and
// GET /v1/i18n/{code}.json serves one (English too: no bundle carries texts). A regional tag
// answers with its language's catalogue ('de-AT' → de, meta.code says which); a tag no catalogue
// fits is a 404 in the gateway's shape, and the widget then asks for English.
import type { FastifyInstance } from 'fastify';
import { LOCALE_CATALOGUES, LOCALE_CODES } from '../../spec/i18n/locales';
import type { Messages } from '../../spec/i18n/messages';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import type { Result } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { WITHOUT_STORE } from '../http/commit-before-answer';
import { serveAsset } from './serve-asset';

const NO_SUCH_LOCALE: Result = {
  code: '200.300.404',
  description: 'invalid or missing parameter: no such locale, GET /v1/i18n lists them',
};

/** A language tag as a file name: 'de.json', 'de-AT.json', 'zh_TW.json'. */
export const LOCALE_FILE_NAME = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3})\.json$/;

// Texts change with a deployment only: a day in caches, revalidated after.
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** The catalogue for a requested tag, or undefined when none fits (the caller means English). */
export function messagesFor(requested: string | undefined): Messages | undefined {
  const code = resolveLocale(requested, LOCALE_CODES);
  return code === undefined ? undefined : LOCALE_CATALOGUES[code];
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerLocaleRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { list, byCode } = ctx.assets.locales;

  app.get('/v1/i18n', WITHOUT_STORE, async (request, reply) =>
    serveAsset(request, reply.header('Cross-Origin-Resource-Policy', 'cross-origin'), list, {
      type: JSON_TYPE,
      cache: CACHE,
    }),
  );

  app.get<{ Params: { file: string } }>('/v1/i18n/:file', WITHOUT_STORE, async (request, reply) => {
    const requested = LOCALE_FILE_NAME.exec(request.params.file)?.[1];
    const code = requested === undefined ? undefined : messagesFor(requested)?.meta.code;
    const catalogue = code === undefined ? undefined : byCode.get(code);
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!catalogue || !code) return sendAnswer(reply, 404, ctx.now(), NO_SUCH_LOCALE);
    return serveAsset(request, reply.header('Content-Language', code), catalogue, {
      type: JSON_TYPE,
      cache: CACHE,
    });
  });
}
