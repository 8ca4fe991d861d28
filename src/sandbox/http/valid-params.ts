import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../spec/operations';
import { validate } from '../../spec/validate';
import { issuesResult, sendAnswer } from './answer';
import { formOf } from './form-body';

/**
 * The parameters of a request that may send them in its query string or its body (the sandbox's
 * own endpoints: GET, DELETE and POST alike), validated against the operation. When they are
 * wrong, the 400 is answered and the result is undefined.
 */
export function validParams(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: Operation,
  now: Date,
): Record<string, string> | undefined {
  const query = formOf(request.query);
  const body = formOf(request.body);
  const params = { ...body.params, ...query.params };
  const issues = [...query.issues, ...body.issues, ...validate(params, operation, { now })];
  if (issues.length === 0) return params;
  sendAnswer(reply, 400, now, issuesResult(issues));
  return undefined;
}
