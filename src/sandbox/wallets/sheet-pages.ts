// The simulated wallet sheet. The widget posts into its in-page iframe (as for a provider page);
// the shopper picks a card and pays or cancels. Paying, the simulated wallet encrypts the card for
// the sandbox and the sandbox pays the checkout with that token at once, so the token never
// reaches the merchant's page; the widget learns only that the flow is over. Cancelling creates
// nothing: the widget shows its buttons again.
import type { FastifyInstance } from 'fastify';
import { CATALOGUE, matchesFormat } from '../../spec/catalogue/index';
import { liveCheckout } from '../checkouts/checkout-lookup';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { sendPage } from '../pages/page-shell';
import { pageLanguage } from '../pages/texts';
import { parentOriginOf, sendCompletion, sendGone } from '../payments/pending/flow-replies';
import { shopperReturnUrl } from '../payments/pending/pending-payments';
import { payCheckoutWithWallet } from './pay-checkout';
import { SHEET_CARDS, walletCard } from './sheet-cards';
import { sheetCancelledPage, sheetPage } from './sheet-page';
import { sheetDisplay } from './sheet-request';
import { openSheetState, sealSheetState } from './sheet-state';
import { APPLE_NETWORK_NAMES, SHEET_WALLETS, walletOfBrand } from './wallet-brands';
import { createWalletToken } from './wallet-token';

const resultUrlSpec = CATALOGUE.byName('shopperResultUrl');
const usableResultUrl = (url: string | undefined): string =>
  url !== undefined && resultUrlSpec !== undefined && matchesFormat(url, resultUrlSpec.format) ? url : '';

export function registerWalletSheetPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/wallets/sheet', async (request, reply) => {
    const now = ctx.now();
    const fields = formOf(request.body).params;
    const lang = pageLanguage(fields.locale);
    const checkout = await liveCheckout(ctx.store, fields.checkoutId ?? '', now);
    const brand = fields.brand ?? '';
    const walletLabel = SHEET_WALLETS[brand];
    if (!checkout || !walletLabel) return sendGone(reply, lang, checkout ? 400 : 404);
    // The merchant's shopperResultUrl wins over the widget's form action, as in the other flows.
    const returnUrl = shopperReturnUrl(
      checkout.params.shopperResultUrl ?? usableResultUrl(fields.shopperResultUrl),
      { checkoutId: checkout.id, paymentId: '' },
    );
    const parentOrigin = parentOriginOf(request, ctx.origins, returnUrl);
    if (checkout.state === 'PAID') return sendCompletion(reply, { lang, returnUrl, parentOrigin });
    const state = sealSheetState(ctx.walletKeys, {
      checkoutId: checkout.id,
      brand,
      returnUrl,
      parentOrigin,
      lang,
      expiresAt: checkout.expiresAt.getTime(),
    });
    const { amount = '0.00', currency = '' } = checkout.params;
    const merchantName = (await ctx.store.merchantByEntity(checkout.entityId))?.name ?? '';
    const display = sheetDisplay(brand, fields);
    const view = { lang, brand, walletLabel, merchantName, amount, currency, display, state, parentOrigin };
    return sendPage(reply, 200, sheetPage(view));
  });

  app.post('/v1/wallets/sheet/decision', async (request, reply) => {
    const now = ctx.now();
    const fields = formOf(request.body).params;
    const state = openSheetState(ctx.walletKeys, fields.state ?? '', now);
    if (!state) return sendGone(reply);
    const { lang, parentOrigin } = state;
    if (fields.decision === 'cancel') return sendPage(reply, 200, sheetCancelledPage(lang, parentOrigin));
    const card = /^\d$/.test(fields.card ?? '') ? SHEET_CARDS[Number(fields.card)] : undefined;
    const wallet = walletOfBrand(state.brand);
    if (fields.decision !== 'approve' || !card || !wallet) return sendGone(reply, lang, 400);
    const checkout = await liveCheckout(ctx.store, state.checkoutId, now);
    if (!checkout) return sendGone(reply, lang);
    // Paid already (a second Pay from the back button): nothing new, the shop shows the result.
    if (checkout.state === 'OPEN') {
      const token = createWalletToken(ctx.walletKeys, wallet, walletCard(card, now), now, checkout.entityId);
      const apple: Record<string, string> =
        wallet === 'applePay'
          ? { 'applePay.cardNetwork': APPLE_NETWORK_NAMES[card.network] ?? '', 'applePay.cardType': 'credit' }
          : {};
      const fieldsOut = { paymentBrand: state.brand, [`${wallet}.paymentToken`]: token, ...apple };
      const outcome = await payCheckoutWithWallet(ctx, request, checkout, fieldsOut);
      if ('issues' in outcome) {
        request.log.debug({ issues: outcome.issues }, 'wallet sheet payment refused');
        return sendGone(reply, lang, 400);
      }
    }
    return sendCompletion(reply, { lang, returnUrl: state.returnUrl, parentOrigin });
  });
}
