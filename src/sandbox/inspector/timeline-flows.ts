// A payment's redirect flows on its timeline: when each started (its async_sessions row) and, once
// it has, how and when it ended, as the flow stored it: a 3-D Secure authentication its outcome
// (../threeds/threeds-server.ts), a provider's page the shopper's decision
// (../providers/provider-pages.ts). A flow that ended without the shopper (its time ran out, a new
// attempt superseded it) stored no end (nor did any flow before ends were kept): once its payment
// is no longer pending, the flow is shown ended when the payment's final answer was made (its
// `timestamp`, to the second), with its result.

import type { TimelineEvent } from '../../spec/timeline-event';
import type { ProviderSessionData } from '../providers/session';
import type { PaymentRecord } from '../store/store';
import type { ThreeDSSessionData } from '../threeds/session';
import type { AsyncStepRow } from './reads-store';

const STARTS: Readonly<Record<string, { kind: string; title: string }>> = {
  threeDS: { kind: 'threeds.started', title: '3-D Secure authentication started' },
  provider: { kind: 'provider.started', title: 'Sent to the provider’s page' },
};

const AUTHENTICATION: Readonly<Record<string, string>> = {
  Y: 'authenticated',
  A: 'attempted',
  N: 'not authenticated',
  R: 'rejected',
  U: 'could not be performed',
};

const DECISIONS: Readonly<Record<string, string>> = {
  approve: 'approved',
  cancel: 'cancelled',
  fail: 'failed',
};

function parsed(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** "3-D Secure completed without a challenge: authenticated", and the like, from the stored flow. */
function threeDSEnd(data: Partial<ThreeDSSessionData>): string {
  if (data.outcome === 'error') return '3-D Secure ended: technical error';
  if (data.outcome === 'notEnrolled') return '3-D Secure ended: card not enrolled';
  if (data.challenge?.cancelled) return '3-D Secure challenge cancelled by the shopper';
  const status = data.challenge?.status ?? data.outcome ?? '';
  const how = data.challenge ? 'after a challenge' : 'without a challenge';
  return `3-D Secure completed ${how}: ${AUTHENTICATION[status] ?? status}`;
}

function endOf(step: AsyncStepRow, paymentId: string): TimelineEvent | undefined {
  const data = parsed(step.data);
  if (step.kind === 'threeDS') {
    const flow = data as Partial<ThreeDSSessionData>;
    if (typeof flow.endedAt !== 'number') return undefined;
    return {
      time: new Date(flow.endedAt).toISOString(),
      kind: 'threeds.completed',
      title: threeDSEnd(flow),
      paymentId,
    };
  }
  if (step.kind === 'provider') {
    const ended = (data as Partial<ProviderSessionData>).ended;
    if (!ended || typeof ended.at !== 'number') return undefined;
    return {
      time: new Date(ended.at).toISOString(),
      kind: 'provider.returned',
      title: `Shopper returned from the provider’s page: ${DECISIONS[ended.decision] ?? ended.decision}`,
      paymentId,
    };
  }
  return undefined;
}

const FLOW_NAMES: Readonly<Record<string, string>> = {
  threeDS: '3-D Secure',
  provider: 'The provider’s page',
};

/** "2026-11-27 10:00:05+0000" (an answer's timestamp) as epoch ms; undefined when it is not one. */
function answerTime(timestamp: unknown): number | undefined {
  const match =
    typeof timestamp === 'string' && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})\+0000$/.exec(timestamp);
  return match ? Date.parse(`${match[1]}T${match[2]}Z`) : undefined;
}

/**
 * A flow with no end of its own whose payment has its final answer: ended then. Said without how,
 * as flows that ended before their ends were kept (the shopper's among them) look the same.
 */
function endedWithout(step: AsyncStepRow, payment: PaymentRecord): TimelineEvent | undefined {
  if (payment.pendingUntil !== undefined) return undefined;
  const at = answerTime(payment.response.timestamp);
  if (at === undefined) return undefined;
  return {
    time: new Date(Math.max(at, step.created_at)).toISOString(),
    kind: `${step.kind === 'threeDS' ? 'threeds' : step.kind}.ended`,
    title: `${FLOW_NAMES[step.kind] ?? step.kind} ended: ${payment.response.result.description}`,
    resultCode: payment.response.result.code,
    paymentId: payment.id,
  };
}

/** Each flow's start, and its end: as the flow stored it, else when its payment got its final answer. */
export function flowEvents(steps: readonly AsyncStepRow[], payment: PaymentRecord): TimelineEvent[] {
  const paymentId = payment.id;
  return steps.flatMap((step) => {
    const known = STARTS[step.kind] ?? { kind: `${step.kind}.started`, title: `${step.kind} started` };
    const start: TimelineEvent = { time: new Date(step.created_at).toISOString(), ...known, paymentId };
    const end = endOf(step, paymentId) ?? endedWithout(step, payment);
    return end ? [start, end] : [start];
  });
}
