// POST /v1/threeDSecure and GET /v1/threeDSecure/{id}: standalone 3-D Secure for the merchant's
// server. The answer's proof (threeDSecure.eci, verificationId, dsTransactionId, version) goes
// into a later POST /v1/payments (./proof.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RESULT } from '../../../spec/result-codes';
import { validate } from '../../../spec/validate';
import type { SandboxContext } from '../../context';
import { httpStatusFor, issuesResult, sendAnswer } from '../../http/answer';
import { merchantOf } from '../../http/auth';
import { formOf } from '../../http/form-body';
import { PAYMENT_ID_FORMAT } from '../../ids';
import { STANDALONE_THREEDS } from './operation';
import { settleStandalone } from './owner';
import { type StandaloneResponse, toStandalone } from './record';
import { startStandalone } from './start';

type WithId = { Params: { id: string } };

/** An authentication's answer, with this answer's timestamp and ndc: 200 pending or successful, else 400. */
function sendAuthentication(reply: FastifyReply, now: Date, response: StandaloneResponse): FastifyReply {
  const { result, buildNumber: _b, timestamp: _t, ndc: _n, ...members } = response;
  return sendAnswer(reply, httpStatusFor(result.code), now, result, members);
}

export function registerStandaloneRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/threeDSecure', async (request, reply) => {
    const now = ctx.now();
    const form = formOf(request.body);
    const issues = [...form.issues, ...validate(form.params, STANDALONE_THREEDS, { now })];
    if (issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(issues));
    const response = await startStandalone(ctx, form.params, merchantOf(request));
    request.log.debug({ id: response.id, code: response.result.code }, '3-D Secure authentication started');
    return sendAuthentication(reply, now, response);
  });

  app.get<WithId>('/v1/threeDSecure/:id', async (request, reply) => {
    const now = ctx.now();
    const query = formOf(request.query);
    if (query.issues.length > 0) return sendAnswer(reply, 400, now, issuesResult(query.issues));
    const { id } = request.params;
    const row = PAYMENT_ID_FORMAT.test(id) ? await ctx.store.threeDSecure.authentication(id) : undefined;
    // An unknown id and another merchant's alike: not found.
    if (!row || row.entity_id !== merchantOf(request).entityId)
      return sendAnswer(reply, 404, now, RESULT.NOT_FOUND);
    const record = await settleStandalone(ctx, toStandalone(row));
    return sendAuthentication(reply, now, record.response);
  });
}
