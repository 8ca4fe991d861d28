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
import { type Titled, titled } from './titled';

// A 3-D Secure status (`Y`, `N`…) and a shopper's decision (`approve`…) are values of their
// titles, said in words by the inspector's labels (src/spec/timeline-title.ts).

const STARTS: Readonly<Record<string, { kind: string } & Titled>> = {
  threeDS: { kind: 'threeds.started', ...titled('threeDSStarted') },
  provider: { kind: 'provider.started', ...titled('providerStarted') },
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
function threeDSEnd(data: Partial<ThreeDSSessionData>): Titled {
  if (data.outcome === 'error') return titled('threeDSError');
  if (data.outcome === 'notEnrolled') return titled('threeDSNotEnrolled');
  if (data.challenge?.cancelled) return titled('threeDSCancelled');
  const authentication = data.challenge?.status ?? data.outcome ?? '';
  return titled(data.challenge ? 'threeDSChallenge' : 'threeDSFrictionless', { authentication });
}

function endOf(step: AsyncStepRow, paymentId: string): TimelineEvent | undefined {
  const data = parsed(step.data);
  if (step.kind === 'threeDS') {
    const flow = data as Partial<ThreeDSSessionData>;
    if (typeof flow.endedAt !== 'number') return undefined;
    return {
      time: new Date(flow.endedAt).toISOString(),
      kind: 'threeds.completed',
      ...threeDSEnd(flow),
      paymentId,
    };
  }
  if (step.kind === 'provider') {
    const ended = (data as Partial<ProviderSessionData>).ended;
    if (!ended || typeof ended.at !== 'number') return undefined;
    return {
      time: new Date(ended.at).toISOString(),
      kind: 'provider.returned',
      ...titled('providerReturned', { decision: String(ended.decision) }),
      paymentId,
    };
  }
  return undefined;
}

const FLOW_ENDS: Readonly<Record<string, 'threeDSEnded' | 'providerEnded'>> = {
  threeDS: 'threeDSEnded',
  provider: 'providerEnded',
};

/** "2026-11-27 10:00:05+0000" (an answer's timestamp) as epoch ms; undefined when it is not one. */
function answerTime(timestamp: unknown): number | undefined {
  const match =
    typeof timestamp === 'string' && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})\+0000$/.exec(timestamp);
  return match ? Date.parse(`${match[1]}T${match[2]}Z`) : undefined;
}

/** "3-D Secure ended: {description}"; a flow the gateway has no name for, by its kind. */
function ended(kind: string, description: string): Titled {
  const key = FLOW_ENDS[kind];
  return key ? titled(key, { description }) : { title: `${kind} ended: ${description}` };
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
    ...ended(step.kind, payment.response.result.description),
    resultCode: payment.response.result.code,
    paymentId: payment.id,
  };
}

/** Each flow's start, and its end: as the flow stored it, else when its payment got its final answer. */
export function flowEvents(steps: readonly AsyncStepRow[], payment: PaymentRecord): TimelineEvent[] {
  const paymentId = payment.id;
  return steps.flatMap((step) => {
    const known: { kind: string } & Titled = STARTS[step.kind] ?? {
      kind: `${step.kind}.started`,
      title: `${step.kind} started`,
    };
    const start: TimelineEvent = { time: new Date(step.created_at).toISOString(), ...known, paymentId };
    const end = endOf(step, paymentId) ?? endedWithout(step, payment);
    return end ? [start, end] : [start];
  });
}
