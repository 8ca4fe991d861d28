// The merchant's API request log (src/sandbox/request-log): one entry per endpoint, as in ./paths.ts.
import { RESULT } from '../../spec/result-codes';
import { REQUEST_LIST } from '../request-log/operations';
import { type Endpoint, reply } from './endpoint';

export const REQUEST_LOG: Endpoint[] = [
  {
    method: 'get',
    path: '/v1/sandbox/requests',
    operationId: 'requestLog',
    summary:
      'The merchant’s API requests (its server’s, and its shoppers’ browsers’ for its checkouts), newest first, kept SANDBOX_REQUEST_LOG_DAYS days (7): filtered by path prefix, HTTP status, result class or merchantTransactionId, paged with `before`',
    tag: 'Sandbox',
    bearer: true,
    query: REQUEST_LIST,
    replies: {
      '200': reply('A page of requests', 'RequestList'),
      '400': reply('Invalid parameters, every one listed in result.parameterErrors'),
    },
  },
  {
    method: 'get',
    path: '/v1/sandbox/requests/stream',
    operationId: 'requestLogStream',
    summary:
      'Server-sent events: a `request` event (its id the request’s, its data the list’s summary) for each new request of the merchant; Last-Event-ID resumes after that request; a comment every 15 s',
    tag: 'Sandbox',
    bearer: true,
    query: 'entityId',
    replies: { '200': reply('The stream, until the client closes it', 'event-stream') },
  },
  {
    method: 'get',
    path: '/v1/sandbox/requests/{id}',
    operationId: 'requestLogEntry',
    summary: 'One request in full: the parameters sent (masked), the answer, its parameter errors',
    tag: 'Sandbox',
    bearer: true,
    pathParams: { id: { description: 'The request’s id in the list', format: /^[0-9]+$/ } },
    query: 'entityId',
    replies: {
      '200': reply('The request', 'RequestDetail'),
      '404': reply(`No such request of this merchant (${RESULT.NOT_FOUND.code})`),
    },
  },
];
