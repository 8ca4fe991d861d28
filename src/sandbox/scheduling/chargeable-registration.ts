// What a schedule charges: its registration, usable by the schedule's entity, and the parameters
// of the REPEATED merchant-initiated payment a run makes with it. Checked when the schedule is
// created and again at each run (the registration may have been deleted meanwhile).
import type { SandboxContext } from '../context';
import { issuesResult, type ResultBody } from '../http/answer';
import { mergeInstrument } from '../registrations/pay-with-registration';
import { usableRegistration } from '../registrations/registrations';
import { standingInstructionIssues } from '../registrations/standing-instructions';

type Params = Readonly<Record<string, string>>;

/** The schedule parameters a run's payment takes over; the job and the registration id stay behind. */
const PASSED_ON =
  /^(amount|currency|paymentType|merchantTransactionId|testMode|customParameters\[.*\]|standingInstruction\..+)$/;

/** A run's payment: REPEATED, MIT, RECURRING unless the schedule said INSTALLMENT. */
export function runPaymentParams(scheduleParams: Params, entityId: string): Record<string, string> {
  const out: Record<string, string> = { entityId };
  for (const [name, value] of Object.entries(scheduleParams)) if (PASSED_ON.test(name)) out[name] = value;
  out['standingInstruction.mode'] = 'REPEATED';
  out['standingInstruction.source'] = 'MIT';
  out['standingInstruction.type'] ??= 'RECURRING';
  return out;
}

export type Chargeable =
  | { ok: true; registrationId: string; paymentParams: Record<string, string> }
  | { ok: false; status: 400 | 404; result: ResultBody };

export async function chargeableRegistration(
  ctx: SandboxContext,
  scheduleParams: Params,
  entityId: string,
  now: Date,
): Promise<Chargeable> {
  const found = await usableRegistration(ctx, scheduleParams.registrationId ?? '', entityId);
  if (!found.ok) return { ok: false, status: found.status, result: found.result };
  const merged = mergeInstrument(found.content.instrument, {}, entityId, now);
  const payment = runPaymentParams(scheduleParams, entityId);
  const issues = [
    ...merged.issues,
    ...(await standingInstructionIssues(ctx, payment, entityId, found.record.id)),
  ];
  if (issues.length > 0) return { ok: false, status: 400, result: issuesResult(issues) };
  return {
    ok: true,
    registrationId: found.record.id,
    paymentParams: { ...payment, ...merged.instrument, registrationId: found.record.id },
  };
}
