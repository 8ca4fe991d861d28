// The endpoints of standalone 3-D Secure (one entry per endpoint, as in ./paths.ts).
import { RESULT } from '../../spec/result-codes';
import { type Endpoint, PAYMENT_ID, reply } from './endpoint';

export const THREE_D_SECURE: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/threeDSecure',
    operationId: 'authenticateThreeDSecure',
    summary:
      'Standalone 3-D Secure: authenticate a card for an amount through the simulated directory server and ACS, without a payment. Pending (000.200.000) with the redirect to the 3DS Method and challenge, or final at once (frictionless without a 3DS Method URL, not enrolled)',
    tag: 'Payments',
    bearer: true,
    body: ['threeDSecureRequest'],
    replies: {
      '200': reply(
        `Pending with redirect (${RESULT.PENDING.code}), or authenticated with the proof (${RESULT.SUCCESS_INTEGRATOR_TEST.code})`,
        'ThreeDSecureResponse',
      ),
      '400': reply(
        `Invalid parameters (result.parameterErrors), or not authenticated: not enrolled ${RESULT.THREEDS_NOT_ENROLLED.code}, failed ${RESULT.AUTHENTICATION_FAILED.code}, rejected ${RESULT.THREEDS_REJECTED_BY_ISSUER.code}, unavailable ${RESULT.THREEDS_UNAVAILABLE.code}, technical error ${RESULT.THREEDS_TECHNICAL_ERROR.code}`,
        'ThreeDSecureResponse',
      ),
    },
  },
  {
    method: 'get',
    path: '/v1/threeDSecure/{id}',
    operationId: 'getThreeDSecure',
    summary:
      'A standalone authentication: still pending, or final with the proof a later POST /v1/payments passes on (threeDSecure.eci, verificationId, dsTransactionId, version; usable for 30 days, for the same card, amount and currency)',
    tag: 'Payments',
    bearer: true,
    pathParams: { id: { ...PAYMENT_ID.id, description: 'Authentication id, 32 letters or digits' } },
    query: 'entityId',
    replies: {
      '200': reply('Pending or authenticated', 'ThreeDSecureResponse'),
      '400': reply(
        `Not authenticated, cancelled (${RESULT.CANCELLED_BY_USER.code}) or abandoned (${RESULT.PENDING_TIMED_OUT.code}); or a malformed query string`,
        'ThreeDSecureResponse',
      ),
      '404': reply(`No such authentication for this merchant (${RESULT.NOT_FOUND.code})`),
    },
  },
];
