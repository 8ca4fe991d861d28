import type { FastifyReply } from 'fastify';
import type { ParameterError, ValidationIssue } from '../../spec/catalogue/types';
import { classifyResultCode, isPending, isSuccessful, type Result } from '../../spec/result-codes';
import { toParameterErrors } from '../../spec/validate';
import { newNdc } from '../ids';
import type { PaymentResponse } from '../payments/payment-response';
import { jsonOf } from './json-once';
import { PARAMETER_ERRORS } from './limits';
import { BUILD_NUMBER, formatTimestamp } from './response-meta';

export interface ResultBody extends Result {
  parameterErrors?: ParameterError[];
  /** How many parameter errors there were beyond those listed (./limits.ts). */
  parameterErrorsOmitted?: number;
}

/** The members of every JSON answer: the given ones, then result, buildNumber, timestamp, ndc. */
export function answerBody(now: Date, result: ResultBody, members: Record<string, unknown> = {}) {
  return { ...members, result, buildNumber: BUILD_NUMBER, timestamp: formatTimestamp(now), ndc: newNdc() };
}

export function sendAnswer(
  reply: FastifyReply,
  status: number,
  now: Date,
  result: ResultBody,
  members: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(answerBody(now, result, members));
}

/**
 * A 400 result: the first issue's code and description, the issues in parameterErrors (the first
 * PARAMETER_ERRORS of them; parameterErrorsOmitted counts the others).
 */
export function issuesResult(issues: readonly ValidationIssue[]): ResultBody {
  const [first] = issues;
  if (!first) throw new Error('issuesResult needs at least one issue');
  const result: ResultBody = {
    code: first.result.code,
    description: first.result.description,
    parameterErrors: toParameterErrors(issues.slice(0, PARAMETER_ERRORS)),
  };
  if (issues.length > PARAMETER_ERRORS) result.parameterErrorsOmitted = issues.length - PARAMETER_ERRORS;
  return result;
}

/**
 * 200 for success and pending, 400 for everything else (declines included), as the spec says. A
 * recorded chargeback is a successful transaction whose code is its reason (000.100.2xx): 200.
 */
export const httpStatusFor = (code: string): number =>
  isSuccessful(code) || isPending(code) || classifyResultCode(code) === 'chargeback' ? 200 : 400;

// The payment each reply sent, so the request log reads its members without parsing its JSON.
const sentPayments = new WeakMap<FastifyReply, PaymentResponse>();

/** The payment whose JSON a reply sends as `payload`, when sendPayment sent exactly that text. */
export function sentPaymentOf(reply: FastifyReply, payload: unknown): PaymentResponse | undefined {
  const response = sentPayments.get(reply);
  return response !== undefined && jsonOf(response) === payload ? response : undefined;
}

/** A payment answer with its status; its JSON is the one already made for the database row. */
export function sendPayment(reply: FastifyReply, response: PaymentResponse): FastifyReply {
  sentPayments.set(reply, response);
  return reply
    .code(httpStatusFor(response.result.code))
    .type('application/json; charset=utf-8')
    .send(jsonOf(response));
}

/** A stored payment read back: its members as stored, with this answer's timestamp and ndc. */
export function sendStoredPayment(reply: FastifyReply, now: Date, response: PaymentResponse): FastifyReply {
  const { result, buildNumber: _b, timestamp: _t, ndc: _n, ...members } = response;
  return sendAnswer(reply, httpStatusFor(result.code), now, result, members);
}
