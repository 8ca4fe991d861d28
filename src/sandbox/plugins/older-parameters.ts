// Parameters of the platform's older API that shipped merchant code still sends and the live
// gateway still takes, rewritten into the spec's before a route reads them (as the older
// credentials are, ../http/legacy-credentials.ts), so no route needs to know the older forms:
// - createRegistration=1 / 0 for true / false (what PHP sends for a boolean);
// - recurringType=INITIAL / REPEATED for the standing instruction it stands for
//   (../registrations/recurring-type.ts), on the requests that take standing instructions.
import type { FastifyRequest } from 'fastify';
import { FormBody, formOf } from '../http/form-body';
import { RECURRING_TYPE, withRecurringType } from '../registrations/recurring-type';

const BOOLEAN_DIGITS: Readonly<Record<string, string>> = { '1': 'true', '0': 'false' };

/** The merchant requests whose parameters include standingInstruction.*. */
const TAKING_STANDING_INSTRUCTIONS = new Set([
  'POST /v1/checkouts',
  'POST /v1/checkouts/:id',
  'POST /v1/payments',
  'POST /v1/registrations',
  'POST /v1/registrations/:id/payments',
]);

function rewritten(form: FormBody, recurringType: boolean): FormBody {
  const digit = BOOLEAN_DIGITS[form.params.createRegistration ?? ''];
  const older = recurringType && form.params[RECURRING_TYPE] !== undefined;
  if (digit === undefined && !older) return form;
  const translated = older ? withRecurringType(form.params) : { params: form.params, issues: [] };
  const params = Object.assign(Object.create(null) as Record<string, string>, translated.params);
  if (digit !== undefined) params.createRegistration = digit;
  return new FormBody(params, [...form.issues, ...translated.issues], form.overLimit);
}

/** preHandler of every audience that takes a form (merchant API, frames, browser): the body in the spec's terms. */
export async function olderParameters(request: FastifyRequest): Promise<void> {
  if (!(request.body instanceof FormBody)) return;
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  request.body = rewritten(formOf(request.body), TAKING_STANDING_INSTRUCTIONS.has(route));
}
