import type { FastifyInstance } from 'fastify';
import { de } from '../../spec/i18n/locales/de';
import { en } from '../../spec/i18n/locales/en';
import type { Messages } from '../../spec/i18n/messages';

// The widget carries English only; other locales are served here, fetched by the widget on demand.
const LOCALES: Readonly<Record<string, Messages>> = { en, de };

/** The locales served, as `GET /v1/i18n/{code}.json`. */
export const LOCALE_CODES: readonly string[] = Object.keys(LOCALES);

export function registerLocaleRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/v1/i18n/:file', async (request, reply) => {
    const locale = /^([a-z]{2,3})\.json$/.exec(request.params.file)?.[1];
    const messages = locale === undefined ? undefined : LOCALES[locale];
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (!messages) return reply.code(404).send({ error: 'no such locale' });
    return reply.header('Cache-Control', 'public, max-age=3600').send(messages);
  });
}
