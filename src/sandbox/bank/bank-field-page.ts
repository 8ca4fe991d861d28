// The gateway's framed forms: GET /v1/bank-field (holder, IBAN, BIC, mandate) and
// GET /v1/registration-field (stored details of a one-click checkout), pages under the same strict
// policy as the card fields, their bundle written into them as the card fields' is (the frame is
// ready a round trip sooner), and GET /v1/bank-field.js, that bundle (with ibantools; the card
// fields' bundle stays without it).
import type { FastifyInstance } from 'fastify';
import { registerAssetRoutes } from '../assets/asset-routes';
import { FieldPages, sendFieldPage } from '../assets/field-pages';
import { inlineAssets, pageKey, secureFieldPage } from '../assets/secure-field-page';
import { JAVASCRIPT } from '../assets/serve-asset';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';

const BANK_FIELD_SCRIPT = '/v1/bank-field.js';

export function registerBankFieldRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const inline = inlineAssets(ctx.assets.bankField);
  const pages = new FieldPages();
  app.get('/v1/bank-field', async (request, reply) => {
    const { locale } = formOf(request.query).params;
    return sendFieldPage(request, reply, {
      pages,
      key: pageKey('accountIban', locale),
      make: () =>
        secureFieldPage({
          locale,
          title: ({ labels }) => labels.accountIban,
          inline,
          texts: ({ bank }) => bank,
        }),
      policy: inline.policy,
    });
  });

  // The stored details of a one-click checkout: the same bundle, another form.
  app.get('/v1/registration-field', async (request, reply) => {
    const { locale } = formOf(request.query).params;
    return sendFieldPage(request, reply, {
      pages,
      key: pageKey('registrations', locale),
      make: () =>
        secureFieldPage({
          locale,
          title: ({ labels }) => labels.registrations,
          inline,
          texts: ({ stored }) => stored,
        }),
      policy: inline.policy,
    });
  });

  registerAssetRoutes(app, {
    path: BANK_FIELD_SCRIPT,
    asset: ctx.assets.bankField,
    type: JAVASCRIPT,
    resourcePolicy: 'same-origin',
  });
}
