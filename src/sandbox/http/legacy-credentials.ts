// The platform's older credentials: `authentication.userId`, `authentication.password` and
// `authentication.entityId` as parameters (body or query string) instead of the Authorization
// header, as the vendor's published samples and older client libraries send them. Deprecated: the
// Bearer token is `base64(userId|password)`, so such a request is the token's merchant's.
import type { FastifyRequest } from 'fastify';
import { FormBody, formOf } from './form-body';

const USER = 'authentication.userId';
const PASSWORD = 'authentication.password';
const ENTITY = 'authentication.entityId';

export interface LegacyCredentials {
  /** The Bearer token these credentials stand for. */
  token: string;
}

/** May a request without an Authorization header still carry them? (Decided before its body is read.) */
export const mayCarryLegacyCredentials = (request: FastifyRequest): boolean =>
  /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '') ||
  /[?&]authentication\.userId=/.test(request.url);

/** Strips the authentication.* parameters of a form, keeping its entityId or taking the credentials'. */
function withoutCredentials(form: FormBody, entityId: string | undefined): FormBody {
  const params = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(form.params))
    if (!name.startsWith('authentication.')) params[name] = value;
  if (entityId !== undefined && params.entityId === undefined) params.entityId = entityId;
  return new FormBody(params, form.issues, form.overLimit);
}

/**
 * The request's older credentials, if it sends a user id and a password; the parameters are then
 * taken out of its query string and body (validation would call them unknown), and
 * authentication.entityId becomes its entityId where it sends none.
 */
export function takeLegacyCredentials(request: FastifyRequest): LegacyCredentials | undefined {
  const query = formOf(request.query);
  const body = formOf(request.body);
  const user = body.params[USER] ?? query.params[USER];
  const password = body.params[PASSWORD] ?? query.params[PASSWORD];
  if (user === undefined || password === undefined) return undefined;
  const entityId = body.params[ENTITY] ?? query.params[ENTITY];
  // GET and DELETE name their entity in the query string, the others in the body (./auth.ts).
  const inQuery = request.method === 'GET' || request.method === 'DELETE';
  request.query = withoutCredentials(query, inQuery ? entityId : undefined);
  request.body = withoutCredentials(body, inQuery ? undefined : entityId);
  return { token: Buffer.from(`${user}|${password}`, 'utf8').toString('base64') };
}
