// Server-to-server payments and redirect flows: a payment with shopperResultUrl can wait for the
// shopper (3-D Secure, redirect brands); one without is synchronous, as before.
import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import type { Operation, OperationName } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { redirectBrandOf } from '../providers/brands';
import { SERVER_REDIRECT_PAYMENT } from '../providers/operations';
import { RISK_REQUEST } from '../risk/operations';
import { RISK_ONLY_TYPE } from '../risk/rules';
import { forcesThreeDS } from '../threeds/scenario';
import { PENDING_LIFETIME_MS } from './pending/pending-payments';
import type { RedirectFlow } from './types';

type Params = Readonly<Record<string, string>>;

/** Redirect brands without instrument data and standalone risk requests have their own parameter sets. */
export const serverOperation = (params: Params): OperationName | Operation =>
  params.paymentType === RISK_ONLY_TYPE
    ? RISK_REQUEST
    : redirectBrandOf(params)
      ? SERVER_REDIRECT_PAYMENT
      : 'serverPayment';

/** 3-D Secure asked for explicitly needs a way back for the shopper. */
export function redirectIssues(params: Params): ValidationIssue[] {
  // A standalone risk request never authenticates.
  if (
    params.shopperResultUrl !== undefined ||
    params.paymentType === RISK_ONLY_TYPE ||
    !forcesThreeDS(params)
  )
    return [];
  return [
    {
      name: 'shopperResultUrl',
      message: 'required for 3-D Secure: the shopper comes back there after the authentication',
      result: RESULT.INVALID_PARAMETER,
    },
  ];
}

/**
 * `request`: the merchant's call, whose scheme (and host, when it is one of the gateway's
 * configured origins) the redirect URL keeps: a merchant on https gets an https redirect.
 */
export function serverFlow(
  ctx: SandboxContext,
  params: Params,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): RedirectFlow | undefined {
  const shopperResultUrl = params.shopperResultUrl;
  if (shopperResultUrl === undefined) return undefined;
  return {
    gatewayOrigin: ctx.origins.forRequest(request),
    shopperResultUrl,
    pendingUntil: new Date(ctx.now().getTime() + PENDING_LIFETIME_MS),
  };
}
