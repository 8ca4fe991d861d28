// The endpoints of what the gateway does on its own: webhook endpoints and their deliveries, and
// the merchant's test clock (one entry per endpoint, as in ./paths.ts).
import { RESULT } from '../../spec/result-codes';
import { CLOCK_LOOKUP } from '../clock/operations';
import { WEBHOOK_LOOKUP } from '../webhooks/operations';
import { type Endpoint, reply } from './endpoint';

const NOT_FOUND = reply('No such resource for this merchant');
const INVALID = reply('Invalid parameters, every one listed in result.parameterErrors');

const HEX_ID = /^[0-9a-f]{32}$/;
const WEBHOOK_ID = { id: { description: 'Webhook id, 32 hex characters', format: HEX_ID } };

export const WEBHOOKS: Endpoint[] = [
  {
    method: 'post',
    path: '/v1/sandbox/webhooks',
    operationId: 'createWebhook',
    summary:
      'Send this entity’s notifications (PAYMENT, REGISTRATION, SCHEDULE, RISK) to a URL, encrypted with a key',
    tag: 'Webhooks',
    bearer: true,
    body: ['webhookRequest'],
    replies: { '200': reply(`Configured (${RESULT.SUCCESSFUL_REQUEST.code})`, 'Webhook'), '400': INVALID },
  },
  {
    method: 'get',
    path: '/v1/sandbox/webhooks',
    operationId: 'listWebhooks',
    summary: 'The entity’s webhook endpoints',
    tag: 'Webhooks',
    bearer: true,
    query: WEBHOOK_LOOKUP,
    replies: { '200': reply('The endpoints', 'WebhookList') },
  },
  {
    method: 'delete',
    path: '/v1/sandbox/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Stop sending to an endpoint; what it had not received yet is given up',
    tag: 'Webhooks',
    bearer: true,
    pathParams: WEBHOOK_ID,
    query: WEBHOOK_LOOKUP,
    replies: { '200': reply('Deleted', 'IdAnswer'), '404': NOT_FOUND },
  },
  {
    method: 'get',
    path: '/v1/sandbox/webhooks/{id}/deliveries',
    operationId: 'webhookDeliveries',
    summary: 'What was sent to an endpoint and how each try went (time, status, duration, error)',
    tag: 'Webhooks',
    bearer: true,
    pathParams: WEBHOOK_ID,
    query: WEBHOOK_LOOKUP,
    replies: { '200': reply('The deliveries', 'WebhookDeliveries'), '404': NOT_FOUND },
  },
  {
    method: 'post',
    path: '/v1/sandbox/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    operationId: 'redeliverWebhook',
    summary: 'Send a delivery again now, whatever came of it',
    tag: 'Webhooks',
    bearer: true,
    pathParams: {
      ...WEBHOOK_ID,
      deliveryId: { description: 'Delivery id, 32 hex characters', format: HEX_ID },
    },
    body: ['webhookLookupRequest'],
    replies: { '200': reply('Due again at once', 'IdAnswer'), '404': NOT_FOUND },
  },
];

export const CLOCK: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/sandbox/clock',
    operationId: 'merchantClock',
    summary: 'The merchant’s time: the sandbox’s, or ahead of it once advanced',
    tag: 'Clock',
    bearer: true,
    query: CLOCK_LOOKUP,
    replies: { '200': reply('The clock', 'MerchantClock') },
  },
  {
    method: 'post',
    path: '/v1/sandbox/clock/advance',
    operationId: 'advanceMerchantClock',
    summary:
      'Move the merchant’s time forward; answers once what fell due has happened, in order: expiries, schedule runs, webhooks and their retries',
    tag: 'Clock',
    bearer: true,
    body: ['clockAdvanceRequest'],
    replies: { '200': reply('The clock, moved', 'MerchantClock'), '400': INVALID },
  },
  {
    method: 'post',
    path: '/v1/sandbox/clock/reset',
    operationId: 'resetMerchantClock',
    summary: 'Return the merchant’s time to the sandbox’s',
    tag: 'Clock',
    bearer: true,
    body: ['clockRequest'],
    replies: { '200': reply('The clock', 'MerchantClock') },
  },
];
