// Test merchants: a test suite creates a merchant entity of its own per test, so parallel tests
// never see each other's checkouts, payments or webhooks. Only the configured merchant
// (SANDBOX_ENTITY_ID and its token) may create them: whoever configured the sandbox decides who
// can add merchants to it (docs/decisions.md).
import type { FastifyInstance } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { newCredentials } from './credentials';
import { DEFAULT_MERCHANT_NAME, MERCHANT_REQUEST } from './operations';

function registerTestMerchantRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/v1/sandbox/merchants', async (request, reply) => {
    const now = ctx.now();
    const params = validParams(request, reply, MERCHANT_REQUEST, now);
    if (!params) return reply;
    const caller = merchantOf(request).entityId;
    if (caller !== ctx.configuredEntityId) {
      const refusal = {
        ...RESULT.ENTITY_NOT_AUTHORIZED,
        parameterErrors: [
          {
            name: 'entityId',
            value: caller,
            message: 'only the sandbox’s configured merchant (SANDBOX_ENTITY_ID) creates merchants',
          },
        ],
      };
      return sendAnswer(reply, 403, now, refusal);
    }
    const credentials = newCredentials();
    const name = params.name ?? DEFAULT_MERCHANT_NAME;
    await ctx.store.upsertMerchant({ ...credentials, name });
    request.log.debug({ createdEntityId: credentials.entityId }, 'test merchant created');
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { ...credentials, name });
  });
}

/** Creating test merchants: the merchant API, the configured merchant only. */
export const TEST_MERCHANT_ROUTES: FeatureRoutes = { merchant: registerTestMerchantRoutes };
