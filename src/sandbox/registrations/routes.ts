// The merchant's registration endpoints: store details, pay with them, delete them, and read the
// outcome of a registration-only checkout.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { answerBody, httpStatusFor, issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { CHECKOUT_ID_FORMAT } from '../ids';
import { processPayment } from '../payments/process-payment';
import { redirectIssues, serverFlow } from '../payments/server-flow';
import type { FeatureRoutes } from '../plugins/audiences';
import { approvalFor } from '../simulator/test-mode';
import { instrumentOf } from './instrument';
import { registerOneClickRoute } from './one-click';
import { REGISTRATION_PAYMENT } from './operations';
import { mergeInstrument } from './pay-with-registration';
import { registrationAnswer } from './registration-answer';
import {
  findRegistration,
  type Lookup,
  newRegistrationId,
  openRegistration,
  saveRegistration,
  usableRegistration,
} from './registrations';
import { standingInstructionIssues } from './standing-instructions';

type WithId = { Params: { id: string } };

const refusal = (reply: FastifyReply, lookup: Extract<Lookup, { ok: false }>, now: Date) =>
  sendAnswer(reply, lookup.status, now, lookup.result);

/** Stored payment details: the merchant's API, and the widget's one-click payment with one of them. */
export const REGISTRATION_ROUTES: FeatureRoutes = {
  merchant: merchantRoutes,
  browser: registerOneClickRoute,
};

function merchantRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/registrations', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const issues = [...form.issues, ...validate(form.params, 'registration', { now })];
    const instrument = instrumentOf(form.params);
    if (issues.length === 0 && !instrument) {
      const name = Object.keys(form.params).find((n) => n.endsWith('.paymentToken')) ?? 'card.number';
      const message = 'a wallet token is single-use: register the card it stands for';
      issues.push({ name, message, result: RESULT.INVALID_PARAMETER });
    }
    if (issues.length > 0 || !instrument) return sendAnswer(reply, 400, now, issuesResult(issues));

    const id = newRegistrationId();
    await saveRegistration(ctx, { id, entityId: merchant.entityId, instrument });
    request.log.debug({ registrationId: id, kind: instrument.kind }, 'registration stored');
    return reply
      .code(200)
      .send(registrationAnswer(id, form.params, instrument, approvalFor(form.params), now));
  });

  app.post<WithId>('/v1/registrations/:id/payments', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const merchant = merchantOf(request);
    const found = await usableRegistration(ctx, request.params.id, merchant.entityId);
    if (!found.ok) return refusal(reply, found, now);
    const requestIssues = [...form.issues, ...validate(form.params, REGISTRATION_PAYMENT, { now })];
    if (requestIssues.length > 0) return sendAnswer(reply, 400, now, issuesResult(requestIssues));

    const merged = mergeInstrument(found.content.instrument, form.params, merchant.entityId, now);
    const params = { ...form.params, ...merged.instrument };
    const issues = [
      ...merged.issues,
      ...(await standingInstructionIssues(ctx, params, merchant.entityId, found.record.id)),
      ...redirectIssues(params),
    ];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const flow = serverFlow(ctx, params, request);
    const { response } = await processPayment(
      ctx,
      { params: { ...params, registrationId: found.record.id }, merchant, flow },
      request.log,
    );
    return reply.code(httpStatusFor(response.result.code)).send(response);
  });

  app.delete<WithId>('/v1/registrations/:id', async (request, reply) => {
    const now = ctx.now();
    const merchant = merchantOf(request);
    const found = await findRegistration(ctx, request.params.id, merchant.entityId);
    if (!found.ok) return refusal(reply, found, now);
    const answer = answerBody(now, RESULT.SUCCESS, { id: found.record.id });
    // The delete itself decides: of requests that all found the registration, one deletes it.
    if (!(await ctx.store.registrations.delete(found.record.id, now, JSON.stringify(answer))))
      return sendAnswer(reply, 400, now, RESULT.REGISTRATION_DEREGISTERED);
    request.log.debug({ registrationId: found.record.id }, 'registration deleted');
    return reply.code(200).type('application/json; charset=utf-8').send(answer);
  });

  app.get<WithId>('/v1/checkouts/:id/registration', async (request, reply) => {
    const now = ctx.now();
    const merchant = merchantOf(request);
    const checkout = CHECKOUT_ID_FORMAT.test(request.params.id)
      ? await ctx.store.checkout(request.params.id)
      : undefined;
    const registration = checkout && (await ctx.store.registrations.latestOfCheckout(checkout.id));
    const live = checkout !== undefined && checkout.expiresAt.getTime() > now.getTime();
    if (!checkout || checkout.entityId !== merchant.entityId || (!live && !registration))
      return sendAnswer(reply, 404, now, RESULT.CHECKOUT_NOT_FOUND);
    if (!registration) return sendAnswer(reply, 200, now, RESULT.PENDING, { checkoutId: checkout.id });
    if (registration.sealed === null) return sendAnswer(reply, 400, now, RESULT.REGISTRATION_DEREGISTERED);
    const answer = openRegistration(ctx, registration).answer ?? {};
    const { buildNumber: _b, timestamp: _t, ndc: _n, result, ...members } = answer;
    const code = (result as { code?: string } | undefined)?.code ?? '';
    return sendAnswer(reply, httpStatusFor(code), now, result as typeof RESULT.SUCCESS, members);
  });
}
