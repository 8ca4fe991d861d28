// The wallet endpoints: what the widget asks before it shows wallet buttons, the token payment of
// a checkout from the shopper's browser, the simulated sheet, and a test aid that makes tokens for
// server-to-server tests.
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import { registerAssetRoutes } from '../assets/asset-routes';
import { JAVASCRIPT } from '../assets/serve-asset';
import { payableCheckout } from '../checkouts/checkout-lookup';
import type { SandboxContext } from '../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import type { FeatureRoutes } from '../plugins/audiences';
import { WALLET_TOKEN_AID } from './operations';
import { payCheckoutWithWallet } from './pay-checkout';
import { registerWalletSheetPages } from './sheet-pages';
import { WALLET_BRANDS, walletOfBrand } from './wallet-brands';
import { createWalletToken, TOKEN_VERSION } from './wallet-token';

/** The widget's wallets run against simulators here; a live gateway would answer PRODUCTION. */
export const WALLET_ENVIRONMENT = 'SIMULATOR';

export const WALLET_ROUTES: FeatureRoutes = {
  browser: walletApi,
  merchant: tokenAid,
  pages: registerWalletSheetPages,
};

function walletApi(app: FastifyInstance, ctx: SandboxContext): void {
  // Loaded by paymentWidgets.js with SRI (crossorigin="anonymous" needs CORS), against a live gateway.
  // Its URL is built into the widget's bundle, which has no room for a versioned one: minutes, then
  // revalidated; the widget pins its SRI value, so a stale copy cannot run.
  registerAssetRoutes(
    app,
    {
      path: '/v1/wallet-adapters.js',
      asset: ctx.assets.walletAdapters,
      type: JAVASCRIPT,
      resourcePolicy: 'cross-origin',
    },
    false,
  );

  app.get('/v1/wallets/environment', async (_request, reply) =>
    sendAnswer(
      reply.header('Cache-Control', 'public, max-age=300'),
      200,
      ctx.now(),
      RESULT.SUCCESSFUL_REQUEST,
      { environment: WALLET_ENVIRONMENT },
    ),
  );

  // No card data: any page may send a wallet token (CORS), as for the redirect brands.
  app.post<{ Params: { id: string } }>('/v1/checkouts/:id/wallet-payment', async (request, reply) => {
    const now = ctx.now();
    const checkout = await payableCheckout(ctx.store, reply, request.params.id, now);
    if (!checkout) return reply;
    const checkoutId = checkout.id;
    const form = formOf(request.body);
    if (form.issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(form.issues), { checkoutId });
    const outcome = await payCheckoutWithWallet(ctx, request, checkout, form.params);
    if ('issues' in outcome) return sendAnswer(reply, 400, now, issuesResult(outcome.issues), { checkoutId });
    if (!outcome.stored) return sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { checkoutId });
    return reply.code(httpStatusFor(outcome.response.result.code)).send(outcome.response);
  });
}

function tokenAid(app: FastifyInstance, ctx: SandboxContext): void {
  // Sandbox test aid: what the simulated wallet would hand over for this card, for merchants who
  // test POST /v1/payments with {wallet}.paymentToken.
  app.post('/v1/sandbox/wallets/tokens', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const issues = [...form.issues, ...validate(form.params, WALLET_TOKEN_AID, { now })];
    const wallet = walletOfBrand(form.params.paymentBrand);
    if (issues.length === 0 && !wallet) {
      const message = `one of ${Object.values(WALLET_BRANDS).join(', ')}`;
      issues.push({
        name: 'paymentBrand',
        value: form.params.paymentBrand,
        message,
        result: RESULT.BRAND_INVALID,
      });
    }
    if (issues.length > 0 || !wallet) return sendAnswer(reply, 400, now, issuesResult(issues));
    const {
      'card.number': number = '',
      'card.expiryMonth': expiryMonth = '',
      'card.expiryYear': expiryYear = '',
    } = form.params;
    // Made for the calling merchant: no other may pay with it.
    const card = { number, expiryMonth, expiryYear };
    const paymentToken = createWalletToken(ctx.walletKeys, wallet, card, now, merchantOf(request).entityId);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {
      paymentBrand: form.params.paymentBrand,
      [`${wallet}.paymentToken`]: paymentToken,
      version: TOKEN_VERSION,
    });
  });
}
