// The 3DS server's first step: the payment is pending and the shopper is redirected to the
// browser flow (3DS Method, then frictionless answer or challenge).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { effectiveCardBrand } from '../../spec/cross-field-rules';
import type { SandboxContext } from '../context';
import { startRedirectSession } from '../payments/pending/start-pending';
import type { PaymentAttempt, PaymentRequest, RedirectFlow } from '../payments/types';
import { simulatePayment } from '../simulator/simulator';
import { challengeWindowSize } from './messages';
import type { Scenario } from './scenario';
import { THREEDS_KIND, type ThreeDSSessionData } from './session';

const BROWSER_PREFIX = 'customer.browser.';

/** The AReq browser data: what was sent, with acceptHeader and ip from the request itself. */
export function browserData(
  params: Readonly<Record<string, string>>,
  browser: RedirectFlow['browser'],
): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.startsWith(BROWSER_PREFIX)) data[name.slice(BROWSER_PREFIX.length)] = value;
  }
  if (params['customer.ip']) data.ip = params['customer.ip'];
  if (browser) {
    if (browser.acceptHeader) data.acceptHeader = browser.acceptHeader.slice(0, 2048);
    data.ip = browser.ip;
  }
  return data;
}

export function startThreeDS(
  ctx: SandboxContext,
  request: PaymentRequest & { flow: RedirectFlow },
  scenario: Scenario,
  log: FastifyBaseLogger,
): Promise<PaymentAttempt> {
  const { params, flow } = request;
  return startRedirectSession<ThreeDSSessionData>(
    ctx,
    request,
    {
      kind: THREEDS_KIND,
      path: (id) => `/v1/threeds/${id}/start`,
      tokenParameter: 'threeDSSessionData',
      data: (base) => ({
        ...base,
        outcome: scenario.outcome,
        method: scenario.method,
        brand: effectiveCardBrand(params) ?? '',
        windowSize: challengeWindowSize(params['customer.browser.challengeWindow']),
        browser: browserData(params, flow.browser),
        // Decided now, so the card number never needs to be kept for later.
        authorisation: simulatePayment(params),
        ...(params['pos.iccDataRequest'] === undefined ? {} : { iccDataSent: true }),
        dsTransId: randomUUID(),
        stage: 'created',
      }),
    },
    log,
  );
}
