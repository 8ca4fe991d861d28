// Creating test merchants (src/sandbox/test-merchants): one entry per endpoint, as in ./paths.ts.
import { type Endpoint, reply } from './endpoint';

export const TEST_MERCHANTS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/sandbox/merchants',
    operationId: 'createTestMerchant',
    summary:
      'Create a merchant entity with an access token of its own, so each test of a suite has data no other test sees; only the configured merchant (SANDBOX_ENTITY_ID, with its token) may, others get 403',
    tag: 'Sandbox',
    bearer: true,
    body: ['testMerchantRequest'],
    replies: {
      '200': reply(
        'The new merchant’s entityId and access token (the token is shown only here)',
        'NewMerchant',
      ),
      '400': reply('Invalid parameters, every one listed in result.parameterErrors'),
    },
  },
];
