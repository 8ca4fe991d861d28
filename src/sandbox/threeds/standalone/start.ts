// POST /v1/threeDSecure: the simulated directory server is asked about the card. A card outside its
// ranges, or one without a 3DS Method URL whose issuer answers frictionless, has its final answer
// at once; every other one answers pending with the redirect to the same 3DS server and ACS a
// payment's authentication goes through (../threeds-server.ts, ../acs.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { effectiveCardBrand } from '../../../spec/cross-field-rules';
import { RESULT } from '../../../spec/result-codes';
import type { SandboxContext } from '../../context';
import { BUILD_NUMBER, formatTimestamp } from '../../http/response-meta';
import { newNdc, newPaymentId } from '../../ids';
import type { Merchant } from '../../merchants';
import { pageLanguage } from '../../pages/texts';
import { nestParams } from '../../payments/nest-params';
import { echoValue, twoDecimals } from '../../payments/payment-response';
import { type FinalAnswer, PENDING_LIFETIME_MS } from '../../payments/pending/pending-payments';
import { type AuthenticationFacts, authenticationAnswer, technicalErrorAnswer } from '../authentication';
import { challengeWindowSize } from '../messages';
import { planThreeDS, type Scenario } from '../scenario';
import type { ThreeDSSessionData } from '../session';
import { browserData } from '../start-threeds';
import { finalStandalone } from './owner';
import { cardContext, type StandaloneRecord, type StandaloneResponse, toRow } from './record';

type Params = Readonly<Record<string, string>>;

/** `{shopperResultUrl}?id=…&resourcePath=/v1/threeDSecure/{id}`: where the shopper lands. */
export function standaloneReturnUrl(shopperResultUrl: string, id: string): string {
  const separator = shopperResultUrl.includes('?') ? '&' : '?';
  const path = encodeURIComponent(`/v1/threeDSecure/${id}`);
  return `${shopperResultUrl}${separator}id=${encodeURIComponent(id)}&resourcePath=${path}`;
}

/** The pending answer; a final one is made from it (./owner.ts). */
function pendingResponse(id: string, params: Params, brand: string, now: Date): StandaloneResponse {
  const result = RESULT.PENDING;
  const number = params['card.number'] ?? '';
  const holder = params['card.holder'];
  const response: StandaloneResponse = {
    id,
    paymentBrand: brand,
    amount: twoDecimals(params.amount ?? '0.00'),
    currency: params.currency ?? '',
    // customParameters, merchantTransactionId, customer, threeDSecure.challengeIndicator…: never
    // the card, the browser data or a secret (../../payments/payment-response.ts decides).
    ...nestParams(params, echoValue),
    result,
    resultDetails: { ExtendedDescription: result.description },
    card: {
      bin: number.slice(0, 6),
      last4Digits: number.slice(-4),
      ...(holder === undefined ? {} : { holder }),
      expiryMonth: params['card.expiryMonth'] ?? '',
      expiryYear: params['card.expiryYear'] ?? '',
    },
    buildNumber: BUILD_NUMBER,
    timestamp: formatTimestamp(now),
    ndc: newNdc(),
  };
  return response;
}

/** What the simulated directory server says about the card: its scenario, or not enrolled. */
function scenarioOf(params: Params): Scenario | undefined {
  // testMode chooses the acquirer's simulator; the directory server is always the simulated one.
  const { testMode: _testMode, ...asked } = params;
  const plan = planThreeDS(asked);
  return plan.kind === 'authenticate' ? plan.scenario : undefined;
}

/**
 * The final answer when no browser is needed: a card the directory server does not know is not
 * enrolled; without a 3DS Method URL the 3DS server sends the AReq at once (threeDSCompInd U), and a
 * frictionless answer ends the authentication. Undefined: the shopper's browser must take part.
 */
function answerAtOnce(scenario: Scenario | undefined, data: ThreeDSSessionData): FinalAnswer | undefined {
  if (!scenario) return { result: RESULT.THREEDS_NOT_ENROLLED };
  const { outcome, method } = scenario;
  if (method !== 'absent' || outcome === 'C') return undefined;
  const facts: AuthenticationFacts = {
    brand: data.brand,
    dsTransId: data.dsTransId,
    authorisation: data.authorisation,
    compInd: 'U',
  };
  return outcome === 'error' || outcome === 'notEnrolled'
    ? technicalErrorAnswer(facts)
    : authenticationAnswer(outcome, facts);
}

/** Starts a standalone authentication and stores it; the answer is pending or final. */
export async function startStandalone(
  ctx: SandboxContext,
  params: Params,
  merchant: Merchant,
): Promise<StandaloneResponse> {
  const now = ctx.now();
  const id = newPaymentId();
  const sessionId = randomUUID();
  const brand = params.paymentBrand ?? effectiveCardBrand(params) ?? '';
  const token = randomBytes(16).toString('hex');
  const scenario = scenarioOf(params);
  const session: ThreeDSSessionData = {
    token,
    amount: twoDecimals(params.amount ?? '0'),
    currency: params.currency ?? '',
    merchantName: merchant.name,
    returnUrl: standaloneReturnUrl(params.shopperResultUrl ?? '', id),
    parentOrigin: '',
    lang: pageLanguage(params['customer.browser.language'] ?? params.locale),
    outcome: scenario?.outcome ?? 'notEnrolled',
    method: scenario?.method ?? 'absent',
    brand,
    windowSize: challengeWindowSize(params['customer.browser.challengeWindow']),
    browser: browserData(params, undefined),
    // What the 3DS server's answer passes on where a payment would go to the authorisation.
    authorisation: { result: RESULT.SUCCESS_INTEGRATOR_TEST, acquirerResponse: '' },
    dsTransId: randomUUID(),
    stage: 'created',
  };
  const answer = answerAtOnce(scenario, session);
  const pending = pendingResponse(id, params, brand, now);
  const record: StandaloneRecord = {
    id,
    sessionId,
    entityId: merchant.entityId,
    response: pending,
    session,
    // Only to compare a later payment's card with: sealed, as stored payment details are.
    cardSealed: ctx.sealer.seal(params['card.number'] ?? '', cardContext(id, merchant.entityId)),
    createdAt: now,
  };
  if (answer) {
    const final = finalStandalone(pending, answer, now);
    session.stage = 'done';
    record.response = final.response;
    if (final.verificationId) record.verificationId = final.verificationId;
    record.authenticatedAt = now;
  } else {
    record.response = {
      ...pending,
      redirect: {
        url: `${ctx.origins.canonical}/v1/threeds/${sessionId}/start`,
        parameters: [{ name: 'threeDSSessionData', value: token }],
      },
    };
    record.pendingUntil = new Date(now.getTime() + PENDING_LIFETIME_MS);
  }
  await ctx.store.threeDSecure.insertAuthentication(toRow(record));
  return record.response;
}
