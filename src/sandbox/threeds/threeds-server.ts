// The simulated 3DS server's browser endpoints: the start of the redirect, the 3DS Method
// notification, the authentication (AReq) and the challenge notification (CRes).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { autoPostPage } from '../pages/common-pages';
import { sendPage } from '../pages/page-shell';
import { textsFor } from '../pages/texts';
import { noteFlowStart, sendCompletion, sendGone } from '../payments/pending/flow-replies';
import type { FinalAnswer } from '../payments/pending/pending-payments';
import { type AuthenticationFacts, authenticationAnswer, technicalErrorAnswer } from './authentication';
import { loadThreeDS } from './load-session';
import { decodeMessage, encodeMessage, MESSAGE_VERSION } from './messages';
import { methodDonePage, methodPage } from './pages';
import { saveThreeDS, type ThreeDSSession } from './session';

export const METHOD_NOTIFICATION_PATH = '/v1/threeds/method-notification';

type WithId = { Params: { id: string } };

const factsOf = ({ data }: ThreeDSSession): AuthenticationFacts => ({
  brand: data.brand,
  dsTransId: data.dsTransId,
  authorisation: data.authorisation,
  compInd: data.compInd ?? 'U',
  ...(data.iccDataSent ? { iccDataSent: true } : {}),
  ...(data.acsTransId ? { acsTransId: data.acsTransId } : {}),
});

async function finishThreeDS(
  ctx: SandboxContext,
  session: ThreeDSSession,
  answer: FinalAnswer,
  reply: FastifyReply,
): Promise<FastifyReply> {
  await session.owner.complete(answer);
  session.data.stage = 'done';
  session.data.endedAt = ctx.now().getTime();
  await saveThreeDS(ctx, session);
  return sendCompletion(reply, session.data);
}

/** The AReq: a frictionless answer ends the flow, a challenge goes on to the ACS with the CReq. */
async function authenticate(
  ctx: SandboxContext,
  session: ThreeDSSession,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { data } = session;
  const { outcome } = data;
  if (outcome === 'error' || outcome === 'notEnrolled') {
    return await finishThreeDS(ctx, session, technicalErrorAnswer(factsOf(session)), reply);
  }
  if (outcome !== 'C')
    return await finishThreeDS(ctx, session, authenticationAnswer(outcome, factsOf(session)), reply);
  data.stage = 'challenge';
  data.acsTransId = randomUUID();
  await saveThreeDS(ctx, session);
  const creq = encodeMessage({
    threeDSServerTransID: session.id,
    acsTransID: data.acsTransId,
    messageVersion: MESSAGE_VERSION,
    messageType: 'CReq',
    challengeWindowSize: data.windowSize,
  });
  const t = textsFor(data.lang);
  return sendPage(
    reply,
    200,
    autoPostPage(data.lang, {
      title: t.connecting,
      message: t.connecting,
      action: '/v1/acs/challenge',
      fields: { creq, threeDSSessionData: data.token },
    }),
  );
}

export function registerThreeDSServerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<WithId>('/v1/threeds/:id/start', async (request, reply) => {
    const session = await loadThreeDS(ctx, request.params.id);
    if (!session) return sendGone(reply);
    const { data } = session;
    if (formOf(request.body).params.threeDSSessionData !== data.token) return sendGone(reply, data.lang, 403);
    const origin = ctx.origins.forRequest(request);
    noteFlowStart(request, data, session.owner.target, ctx.origins);
    if (!(await session.owner.stillPending())) {
      await saveThreeDS(ctx, session);
      return sendCompletion(reply, data);
    }
    if (data.stage !== 'created') return sendGone(reply, data.lang, 409);
    // This is the shopper's own navigation: its Accept header is the one the AReq needs.
    if (request.headers.accept) data.browser.acceptHeader = request.headers.accept.slice(0, 2048);
    data.browser.userAgent ??= (request.headers['user-agent'] ?? '').slice(0, 2048);
    data.browser.ip ??= request.ip;
    if (data.method === 'absent') {
      data.compInd = 'U';
      return await authenticate(ctx, session, reply);
    }
    data.stage = 'method';
    await saveThreeDS(ctx, session);
    const methodData = encodeMessage({
      threeDSServerTransID: session.id,
      threeDSMethodNotificationURL: `${origin}${METHOD_NOTIFICATION_PATH}`,
    });
    return sendPage(
      reply,
      200,
      methodPage(data.lang, {
        methodUrl: '/v1/acs/method',
        methodData,
        authenticateUrl: `/v1/threeds/${session.id}/authenticate`,
        token: data.token,
        timeoutMs: ctx.threeDSMethodTimeoutMs,
      }),
    );
  });

  app.post(METHOD_NOTIFICATION_PATH, async (request, reply) => {
    const message = decodeMessage(formOf(request.body).params.threeDSMethodData);
    const session = await loadThreeDS(ctx, message?.threeDSServerTransID);
    if (!session) return sendGone(reply);
    if (session.data.stage === 'method') {
      session.data.methodNotified = true;
      await saveThreeDS(ctx, session);
    }
    return sendPage(reply, 200, methodDonePage(session.data.lang));
  });

  app.post<WithId>('/v1/threeds/:id/authenticate', async (request, reply) => {
    const session = await loadThreeDS(ctx, request.params.id);
    if (!session) return sendGone(reply);
    const { data } = session;
    const form = formOf(request.body).params;
    if (form.threeDSSessionData !== data.token) return sendGone(reply, data.lang, 403);
    if (!(await session.owner.stillPending())) return sendCompletion(reply, data);
    if (data.stage !== 'method') return sendGone(reply, data.lang, 409);
    // Y only when the ACS's notification really arrived; the page's word alone is not enough.
    data.compInd = form.threeDSCompInd === 'Y' && data.methodNotified ? 'Y' : 'N';
    return await authenticate(ctx, session, reply);
  });

  app.post('/v1/threeds/notification', async (request, reply) => {
    const form = formOf(request.body).params;
    const cres = decodeMessage(form.cres);
    const session = await loadThreeDS(ctx, cres?.threeDSServerTransID);
    if (!session || form.threeDSSessionData !== session.data.token) return sendGone(reply, 'en', 403);
    const { data } = session;
    if (!(await session.owner.stillPending())) return sendCompletion(reply, data);
    // The result is what the ACS stored (its RReq), not what the browser carried back.
    if (data.stage !== 'challenge' || !data.challenge || cres?.acsTransID !== data.acsTransId) {
      return sendGone(reply, data.lang, 409);
    }
    const { status, cancelled } = data.challenge;
    return await finishThreeDS(
      ctx,
      session,
      authenticationAnswer(status, factsOf(session), { cancelled }),
      reply,
    );
  });
}
