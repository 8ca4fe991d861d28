// The simulated ACS (the issuer's access control server): the 3DS Method page that
// "fingerprints" the browser, and the challenge page that asks for a one-time code.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { formOf } from '../http/form-body';
import { autoPostPage } from '../pages/common-pages';
import { sendPage } from '../pages/page-shell';
import { textsFor } from '../pages/texts';
import { sendCompletion, sendGone } from '../payments/pending/flow-replies';
import { loadThreeDS } from './load-session';
import { decodeMessage, encodeMessage, MESSAGE_VERSION } from './messages';
import { challengePage, silentMethodPage } from './pages';
import { saveThreeDS } from './session';
import { CHALLENGE_CODE } from './test-cards';
import { METHOD_NOTIFICATION_PATH } from './threeds-server';

/** How long the simulated device check takes before the ACS notifies the 3DS server. */
const FINGERPRINT_MS = 150;

export function registerAcsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/acs/method', async (request, reply) => {
    const methodData = formOf(request.body).params.threeDSMethodData;
    const message = decodeMessage(methodData);
    const session = await loadThreeDS(ctx, message?.threeDSServerTransID);
    // Only this sandbox's own 3DS server is ever notified: no posting to URLs from the request.
    if (
      !session ||
      !methodData ||
      message?.threeDSMethodNotificationURL !==
        `${ctx.origins.forRequest(request)}${METHOD_NOTIFICATION_PATH}`
    ) {
      return sendGone(reply);
    }
    const { lang } = session.data;
    if (session.data.method === 'timeout') return sendPage(reply, 200, silentMethodPage(lang));
    const t = textsFor(lang);
    return sendPage(
      reply,
      200,
      autoPostPage(lang, {
        title: '3DS Method',
        message: t.wait,
        action: METHOD_NOTIFICATION_PATH,
        fields: { threeDSMethodData: methodData },
        delay: FINGERPRINT_MS,
      }),
    );
  });

  app.post('/v1/acs/challenge', async (request, reply) => {
    const form = formOf(request.body).params;
    const creq = decodeMessage(form.creq);
    const session = await loadThreeDS(ctx, creq?.threeDSServerTransID);
    if (!session || form.threeDSSessionData !== session.data.token) return sendGone(reply, 'en', 403);
    const { data } = session;
    if (!(await session.owner.stillPending())) return sendCompletion(reply, data);
    if (
      !creq?.acsTransID ||
      data.stage !== 'challenge' ||
      data.challenge ||
      creq.acsTransID !== data.acsTransId
    ) {
      return sendGone(reply, data.lang, 409);
    }
    return sendPage(
      reply,
      200,
      challengePage(data.lang, {
        windowSize: creq.challengeWindowSize ?? data.windowSize,
        amount: data.amount,
        currency: data.currency,
        merchantName: data.merchantName,
        brand: data.brand,
        threeDSServerTransID: session.id,
        acsTransID: creq.acsTransID,
        token: data.token,
        submitUrl: '/v1/acs/challenge/submit',
      }),
    );
  });

  app.post('/v1/acs/challenge/submit', async (request, reply) => {
    const form = formOf(request.body).params;
    const session = await loadThreeDS(ctx, form.threeDSServerTransID);
    if (!session || form.threeDSSessionData !== session.data.token) return sendGone(reply, 'en', 403);
    const { data } = session;
    if (!(await session.owner.stillPending())) return sendCompletion(reply, data);
    const { acsTransID } = form;
    if (!acsTransID || data.stage !== 'challenge' || acsTransID !== data.acsTransId) {
      return sendGone(reply, data.lang, 409);
    }
    // One answer per challenge: a second submit (back button) repeats the first.
    if (!data.challenge) {
      const cancelled = form.action === 'cancel';
      data.challenge = { status: !cancelled && form.otp?.trim() === CHALLENGE_CODE ? 'Y' : 'N', cancelled };
      await saveThreeDS(ctx, session);
    }
    const cres = encodeMessage({
      threeDSServerTransID: session.id,
      acsTransID,
      messageType: 'CRes',
      messageVersion: MESSAGE_VERSION,
      transStatus: data.challenge.status,
      challengeCompletionInd: 'Y',
    });
    const t = textsFor(data.lang);
    return sendPage(
      reply,
      200,
      autoPostPage(data.lang, {
        title: t.returning,
        message: t.returning,
        action: '/v1/threeds/notification',
        fields: { cres, threeDSSessionData: data.token },
      }),
    );
  });
}
