import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CATALOGUE, QUERY_CATALOGUE, REPORTING_CATALOGUE } from '../../spec/catalogue/index';
import { catalogueOf as catalogueOfOperation } from '../../spec/operations';
import { classifyResultCode, RESULT } from '../../spec/result-codes';
import { REPORT_AGGREGATIONS } from '../reporting/operations';
import { AUTH, createCheckout, ENTITY_ID, FORM, GATEWAY_ORIGIN, PAYMENT } from '../test-support';
import type { Target } from './arbitraries';

// One fuzz request and the properties every answer must have.

export interface FuzzCase {
  target: Target;
  body: string;
}

/** Sends the case; the browser endpoint gets a fresh checkout so that a paid one does not mask it. */
export async function send(app: FastifyInstance, c: FuzzCase): Promise<LightMyRequestResponse> {
  const form = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { ...FORM, ...headers }, payload: c.body });
  switch (c.target) {
    case 'payments':
      return form('/v1/payments', AUTH);
    case 'checkouts':
      return form('/v1/checkouts', AUTH);
    case 'browserPayment':
      return form(`/v1/checkouts/${await createCheckout(app)}/payment`, { origin: GATEWAY_ORIGIN });
    case 'getPayment':
      return app.inject({ method: 'GET', url: `/v1/payments/${'a'.repeat(32)}?${c.body}`, headers: AUTH });
    case 'checkoutStatus':
      return app.inject({
        method: 'GET',
        url: `/v1/checkouts/${'a'.repeat(32)}/payment?entityId=${ENTITY_ID}&${c.body}`,
        headers: AUTH,
      });
    case 'registrations':
      return form('/v1/registrations', AUTH);
    case 'backOffice':
      return form(`/v1/payments/${await storedPayment(app)}`, AUTH);
    case 'query':
      return get(app, `/v1/query?${c.body}`);
    case 'queryById':
      return get(app, `/v1/query/${await storedPayment(app)}?${c.body}`);
    case 'schedules':
      return form('/scheduling/v1/schedules', AUTH);
    case 'reportingAggregations':
      return get(app, `/reports/v1/reconciliations/aggregations?${c.body}`);
    case 'reportingDetail':
      return get(app, `/reports/v1/reconciliations/${'a'.repeat(32)}?${c.body}`);
  }
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: AUTH });

/** A fresh approved payment to refer to (back office, query by id). */
async function storedPayment(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: { ...FORM, ...AUTH },
    payload: new URLSearchParams(PAYMENT).toString(),
  });
  return (res.json() as { id: string }).id;
}

/** Where the names of a target's parameters come from (the routes' own operations where they widen the spec's). */
const catalogueOf = (target: Target) =>
  target === 'query' || target === 'queryById'
    ? QUERY_CATALOGUE
    : target === 'reportingAggregations'
      ? catalogueOfOperation(REPORT_AGGREGATIONS)
      : target === 'reportingDetail'
        ? REPORTING_CATALOGUE
        : CATALOGUE;

/** Lookups whose 400 may be a plain "not found" rather than a parameter problem. */
const LOOKUPS = new Set<Target>(['getPayment', 'checkoutStatus', 'reportingDetail']);

const decodedPairs = (body: string): Array<[string, string]> =>
  body.split('&').flatMap((pair): Array<[string, string]> => {
    if (pair === '') return [];
    const eq = pair.indexOf('=');
    try {
      const decode = (s: string) => decodeURIComponent(s.replaceAll('+', ' '));
      return [[decode(eq === -1 ? pair : pair.slice(0, eq)), eq === -1 ? '' : decode(pair.slice(eq + 1))]];
    } catch {
      return [];
    }
  });

/** A card number sent as card.number (and nowhere else) must never come back whole. */
function echoedPan(pairs: ReadonlyArray<[string, string]>, answer: string): string | undefined {
  const pan = pairs.find(([name, value]) => name === 'card.number' && /^\d{12,}$/.test(value))?.[1];
  if (pan === undefined || pairs.some(([name, value]) => name !== 'card.number' && value.includes(pan)))
    return undefined;
  return answer.includes(pan) ? pan : undefined;
}

/** Answers a 400 may give without parameterErrors: the payment ran and was declined, or the checkout is closed. */
const DECLINE_CLASSES = new Set(['rejectedBank', 'communicationError', 'rejected3dsOrRisk', 'rejectedOther']);

/** Returns what is wrong with the answer, or undefined. */
export function problemWith(c: FuzzCase, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  let body: { result?: { code?: string; parameterErrors?: Array<{ name: string; value?: string }> } };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 100)}`;
  }
  const result = body.result;
  if (!result?.code) return 'no result.code';
  if (res.statusCode === 400 && !LOOKUPS.has(c.target)) {
    const errors = result.parameterErrors ?? [];
    const catalogue = catalogueOf(c.target);
    const known = (name: string) => catalogue.find(name) !== undefined;
    if (errors.length === 0) {
      const allowed =
        DECLINE_CLASSES.has(classifyResultCode(result.code)) ||
        result.code === RESULT.CHECKOUT_ALREADY_PAID.code;
      if (!allowed) return `400 ${result.code} without parameterErrors`;
    }
    const sent = new Set(decodedPairs(c.body).map(([name]) => name));
    for (const e of errors) if (typeof e.name !== 'string') return 'a parameter error without a name';
    for (const name of sent)
      if (errors.length > 0 && !known(name) && !errors.some((e) => e.name === name))
        return `unknown parameter ${JSON.stringify(name)} not reported`;
  }
  const pan = echoedPan(decodedPairs(c.body), res.body);
  return pan === undefined ? undefined : `echoes the card number ${pan}`;
}
