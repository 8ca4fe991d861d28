import type { FastifyInstance } from 'fastify';
import { formatAmount, formatLocaleFor } from '../../spec/i18n/format-amount';
import { LOCALE_CODES } from '../../spec/i18n/locales';
import { resolveLocale } from '../../spec/i18n/resolve-locale';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import { CHECKOUT_LIFETIME_MS, type SandboxContext } from '../context';
import { answerBody, httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { CHECKOUT_ID_FORMAT, newCheckoutId } from '../ids';
import { twoDecimals } from '../payments/payment-response';
import { settleIfExpired } from '../payments/pending/pending-payments';
import type { FeatureRoutes } from '../plugins/audiences';
import { widgetRegistrationMembers } from '../registrations/checkout-registrations';
import { isRegistrationCheckout, REGISTRATION_CHECKOUT } from '../registrations/operations';
import { liveCheckout } from './checkout-lookup';

type WithId = { Params: { id: string } };

/** Merchant-side checkout endpoints, and the read-only view the widget fetches from the shop page. */
export const CHECKOUT_ROUTES: FeatureRoutes = {
  merchant: merchantRoutes,
  browser: widgetView,
};

function merchantRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/checkouts', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const operation = isRegistrationCheckout(form.params) ? REGISTRATION_CHECKOUT : 'createCheckout';
    const issues = [...form.issues, ...validate(form.params, operation, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));

    const id = newCheckoutId();
    await ctx.store.insertCheckout({
      id,
      entityId: merchant.entityId,
      params: { ...form.params },
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      state: 'OPEN',
    });
    request.log.debug({ checkoutId: id }, 'checkout created');
    const integrity =
      form.params.integrity === 'true' ? { integrity: ctx.assets.paymentWidgets.integrity } : {};
    return sendAnswer(reply, 200, now, RESULT.CHECKOUT_CREATED, { id, ...integrity });
  });

  // Updating an open checkout (spec 2.5): the parameters sent replace the checkout's, and the
  // result must be a checkout that could have been created so. A paid one stays as it was.
  app.post<WithId>('/v1/checkouts/:id', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const checkout = await liveCheckout(ctx.store, request.params.id, now);
    if (!checkout || checkout.entityId !== merchant.entityId)
      return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    const params = { ...checkout.params, ...form.params };
    const operation = isRegistrationCheckout(params) ? REGISTRATION_CHECKOUT : 'createCheckout';
    const issues = [...form.issues, ...validate(params, operation, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const updated =
      checkout.state === 'OPEN' &&
      (await ctx.store.checkoutUpdates.update(checkout.id, params, now.getTime()));
    if (!updated) {
      // Paid when read, or paid or expired since: the write checked again; the answer says which.
      const live = checkout.state === 'PAID' || (await liveCheckout(ctx.store, checkout.id, now));
      return live
        ? sendAnswer(reply, 400, now, RESULT.CHECKOUT_ALREADY_PAID, { id: checkout.id })
        : sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    }
    request.log.debug({ checkoutId: checkout.id }, 'checkout updated');
    return sendAnswer(reply, 200, now, RESULT.CHECKOUT_UPDATED, { id: checkout.id });
  });

  app.get<WithId>('/v1/checkouts/:id/payment', async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    const merchant = merchantOf(request);
    if (query.issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(query.issues));
    // After its 30 minutes a checkout still answers with its last payment attempt (an abandoned
    // redirect flow ends then); one that was never paid is gone.
    const checkout = CHECKOUT_ID_FORMAT.test(request.params.id)
      ? await ctx.store.checkout(request.params.id)
      : undefined;
    const attempt = checkout && (await ctx.store.latestPaymentOfCheckout(checkout.id));
    const live = checkout !== undefined && checkout.expiresAt.getTime() > now.getTime();
    if (!checkout || checkout.entityId !== merchant.entityId || (!live && !attempt)) {
      return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    }
    if (!attempt) return sendAnswer(reply, 200, now, RESULT.PENDING, { checkoutId: checkout.id });
    const latest = await settleIfExpired(ctx, attempt);
    const { result, buildNumber: _b, timestamp: _t, ndc: _n, ...members } = latest.response;
    return sendAnswer(reply, httpStatusFor(result.code), now, result, members);
  });

  // Sandbox aid: the checkout's 30 minutes end now (a pending payment of it ends as abandoned).
  app.post<WithId>('/v1/sandbox/checkouts/:id/expire', async (request, reply) => {
    const now = ctx.now();
    const merchant = merchantOf(request);
    const { id } = request.params;
    const checkout = CHECKOUT_ID_FORMAT.test(id) ? await ctx.store.checkout(id) : undefined;
    if (!checkout || checkout.entityId !== merchant.entityId) {
      return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    }
    await ctx.store.expireCheckout(id, now);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { id });
  });
}

/**
 * The amount as the pay button shows it in `locale` (the widget's wpwlOptions.locale): in its
 * catalogue's language, with the requested region ('de-AT'), English for a language without texts.
 */
function amountText(amount: string, currency: string | undefined, locale: string | undefined) {
  if (locale === undefined || !currency) return {};
  const code = resolveLocale(locale, LOCALE_CODES) ?? 'en';
  return { amountText: formatAmount(amount, currency, formatLocaleFor(locale, code)) };
}

function widgetView(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<WithId>('/v1/checkouts/:id/widget', async (request, reply) => {
    const now = ctx.now();
    const checkout = await liveCheckout(ctx.store, request.params.id, now);
    if (!checkout) return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    const { amount = '0', currency, paymentType, shopperResultUrl } = checkout.params;
    const { locale } = formOf(request.query).params;
    const result = checkout.state === 'OPEN' ? RESULT.CHECKOUT_CREATED : RESULT.CHECKOUT_ALREADY_PAID;
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .send(
        answerBody(now, result, {
          id: checkout.id,
          amount: twoDecimals(amount),
          currency,
          ...amountText(twoDecimals(amount), currency, locale),
          paymentType,
          state: checkout.state,
          // The widget's way back when the shop's form has no action.
          shopperResultUrl,
          ...(await widgetRegistrationMembers(ctx, checkout)),
        }),
      );
  });

  app.options('/v1/checkouts/:id/widget', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Accept, Content-Type')
      .header('Access-Control-Max-Age', '600')
      .send(),
  );
}
