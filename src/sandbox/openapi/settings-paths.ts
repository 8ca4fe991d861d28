// The merchant's sandbox settings (src/sandbox/settings): one entry per endpoint, as in ./paths.ts.
import { RESULT } from '../../spec/result-codes';
import { DEFAULT_DUPLICATE_WINDOW_MINUTES } from '../settings/merchant-settings';
import { SETTINGS_LOOKUP } from '../settings/operations';
import { type Endpoint, reply } from './endpoint';

export const SETTINGS: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/sandbox/settings',
    operationId: 'merchantSettings',
    summary:
      'How the sandbox treats this merchant’s requests: the duplicate check and its window, risk checks',
    tag: 'Sandbox',
    bearer: true,
    query: SETTINGS_LOOKUP,
    replies: { '200': reply('The settings', 'MerchantSettings') },
  },
  {
    method: 'post',
    path: '/v1/sandbox/settings',
    operationId: 'changeMerchantSettings',
    summary: `Change some settings: duplicateCheck=true refuses (${RESULT.DUPLICATE_TRANSACTION.code}) a payment with the merchantTransactionId, amount, currency and instrument of one approved or pending within duplicateCheckWindowMinutes (default ${DEFAULT_DUPLICATE_WINDOW_MINUTES}) of the merchant’s clock`,
    tag: 'Sandbox',
    bearer: true,
    body: ['settingsRequest'],
    replies: {
      '200': reply('The settings, changed', 'MerchantSettings'),
      '400': reply('Invalid parameters, every one listed in result.parameterErrors'),
    },
  },
];
