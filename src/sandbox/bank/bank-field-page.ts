// The gateway's framed forms: GET /v1/bank-field (holder, IBAN, BIC, mandate) and
// GET /v1/registration-field (stored details of a one-click checkout), pages under the same strict
// policy as the card fields, their bundle written into them as the card fields' is (the frame is
// ready a round trip sooner), and GET /v1/bank-field.js, that bundle. The IBAN check (ibantools,
// most of the bank frame's code) is GET /v1/iban-check.js, which the bank frame loads at the first
// keystroke: its page names the check's versioned URL and sha384 (a <meta>), and its policy's
// script-src allows that one URL besides the written-in script.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerAssetRoutes } from '../assets/asset-routes';
import { FieldPages, sendFieldPage } from '../assets/field-pages';
import { inlineAssets, pageKey, secureFieldPage } from '../assets/secure-field-page';
import { JAVASCRIPT } from '../assets/serve-asset';
import { versionedPath } from '../assets/served-asset';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';

const BANK_FIELD_SCRIPT = '/v1/bank-field.js';
export const IBAN_CHECK_SCRIPT = '/v1/iban-check.js';
/** The <meta name> that tells the bank frame where its check is (src/widget/frames/account/iban-check-loader.ts). */
export const IBAN_CHECK_META = 'iban-check';

export function registerBankFieldRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const inline = inlineAssets(ctx.assets.bankField);
  const { ibanCheck } = ctx.assets;
  const checkPath = versionedPath(IBAN_CHECK_SCRIPT, ibanCheck.version);
  // The written-in script's hash and the check, at its exact URL on the origin the frame is served
  // from (a source expression needs one). In script-src itself, not script-src-elem, which
  // browsers before 2022 (Firefox 108, Safari 15.4) ignore: they would refuse the check.
  const bankPolicy = (request: FastifyRequest): string =>
    inline.policy.replace(
      /script-src ([^;]+)/,
      (_, sources: string) => `script-src ${sources} ${ctx.origins.forRequest(request)}${checkPath}`,
    );
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
          later: { name: IBAN_CHECK_META, src: checkPath, integrity: ibanCheck.integrity },
        }),
      policy: bankPolicy(request),
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
  registerAssetRoutes(app, {
    path: IBAN_CHECK_SCRIPT,
    asset: ibanCheck,
    type: JAVASCRIPT,
    resourcePolicy: 'same-origin',
  });
}
