// The inspector (src/sandbox/inspector): its page, its session and its API. Its API is the merchant
// API run for the signed-in merchant, so those paths are described once, here, by their prefix.
import { RESULT } from '../../spec/result-codes';
import { INSPECTOR_SCRIPT_PATH, INSPECTOR_STYLE_PATH } from '../assets/inspector-assets';
import { CHECKOUT_ID, type Endpoint, PAYMENT_ID, type Reply, reply, versionedTwin } from './endpoint';

const TAG = 'Inspector';
const REST = {
  path: {
    description:
      'The rest of the merchant API’s path, slashes included (payments/{id}, sandbox/clock/advance…)',
  },
};

function asset(path: string, operationId: string, summary: string, body: 'javascript' | 'css'): Endpoint[] {
  const entry: Endpoint = {
    method: 'get',
    path,
    operationId,
    summary,
    tag: TAG,
    bearer: false,
    replies: {
      '200': reply(body === 'css' ? 'CSS' : 'JavaScript', body),
      '304': reply('Not modified (If-None-Match)', 'none'),
    },
  };
  return [entry, versionedTwin(entry)];
}

const AS_THE_API: Readonly<Record<string, Reply>> = {
  '2XX': reply('What the merchant API answers, as it answers it (status, headers, body)', 'none'),
  '4XX': reply('What the merchant API answers; 404 for a path outside it', 'Answer'),
};

/** `/inspector/api/{prefix}{path}` with GET, POST and DELETE: the merchant API as the signed-in merchant. */
function proxied(prefix: string, name: string): Endpoint[] {
  return (['get', 'post', 'delete'] as const).map((method) => ({
    method,
    path: `/inspector/api/${prefix}{path}`,
    operationId: `inspector${name}${method[0]?.toUpperCase()}${method.slice(1)}`,
    summary: `/${prefix}{path} of the merchant API as the signed-in merchant: its query string and form body passed on, entityId added where the request names none; POST /v1/sandbox/merchants is refused (403 ${RESULT.ENTITY_NOT_AUTHORIZED.code})`,
    tag: TAG,
    bearer: false,
    session: true,
    pathParams: REST,
    replies: AS_THE_API,
  }));
}

const SESSION_REPLY = reply('The signed-in merchant and its CSRF token', 'InspectorSession');

export const INSPECTOR_ENDPOINTS: Endpoint[] = [
  {
    method: 'get',
    path: '/inspector',
    operationId: 'inspectorPage',
    summary:
      'The inspector page: its script and stylesheet (or, not built yet, a line saying to run npm run build), in the language of Accept-Language; data-default-entity-id while the built-in credentials work',
    tag: TAG,
    bearer: false,
    replies: { '200': reply('HTML page (strict CSP, no inline script or style, not framed)', 'html') },
  },
  ...asset(INSPECTOR_SCRIPT_PATH, 'inspectorScript', 'The inspector page’s script', 'javascript'),
  ...asset(INSPECTOR_STYLE_PATH, 'inspectorStyle', 'The inspector page’s stylesheet', 'css'),
  {
    method: 'post',
    path: '/inspector/session',
    operationId: 'inspectorSignIn',
    summary:
      'Sign in with a JSON body {entityId, accessToken}: sets the wpwl_inspector cookie (HttpOnly, SameSite=Strict, Path=/inspector, Secure over https)',
    tag: TAG,
    bearer: false,
    replies: {
      '200': SESSION_REPLY,
      '401': reply('Not these credentials (which half was wrong is not said)'),
      '403': reply('Sent from a page of another origin'),
      '429': reply(
        'Too many failed sign-ins for this entity id (10) or from this address (30) within 10 minutes: 800.120.100, with Retry-After (seconds)',
      ),
    },
  },
  {
    method: 'get',
    path: '/inspector/session',
    operationId: 'inspectorSession',
    summary: 'Who is signed in, and the CSRF token',
    tag: TAG,
    bearer: false,
    session: true,
    replies: { '200': SESSION_REPLY },
  },
  {
    method: 'delete',
    path: '/inspector/session',
    operationId: 'inspectorSignOut',
    summary: 'Sign out: the session ends and the cookie is cleared',
    tag: TAG,
    bearer: false,
    session: true,
    replies: { '204': reply('Signed out', 'none') },
  },
  ...proxied('v1/', 'Api'),
  ...proxied('scheduling/', 'Scheduling'),
  ...proxied('reports/', 'Reports'),
  {
    method: 'get',
    path: '/inspector/api/payments',
    operationId: 'inspectorPayments',
    summary:
      'The merchant’s payments, newest first, by pages: paymentType (comma-separated), resultClass (success, pending, rejected, parameterError, other), from and to (ISO 8601), merchantTransactionId, before (a page’s next), limit (1–100, 50)',
    tag: TAG,
    bearer: false,
    session: true,
    replies: {
      '200': reply('A page of payments', 'InspectorPayments'),
      '400': reply('A filter that cannot be read, listed in result.parameterErrors'),
    },
  },
  {
    method: 'get',
    path: '/inspector/api/payments/{id}/timeline',
    operationId: 'inspectorTimeline',
    summary:
      'One payment’s timeline: its checkout, redirect flows, operations, and the webhooks sent about them with the receiver’s answers',
    tag: TAG,
    bearer: false,
    session: true,
    pathParams: PAYMENT_ID,
    replies: {
      '200': reply('The payment and its events', 'InspectorTimeline'),
      '404': reply(`No payment of this merchant has this id (${RESULT.NOT_FOUND.code})`),
    },
  },
  {
    method: 'get',
    path: '/inspector/api/checkouts',
    operationId: 'inspectorCheckouts',
    summary:
      'The merchant’s checkouts, paid or not, newest first, by pages: state (open, paid, expired), merchantTransactionId, before (a page’s next), limit (1–100, 50)',
    tag: TAG,
    bearer: false,
    session: true,
    replies: {
      '200': reply('A page of checkouts', 'InspectorCheckouts'),
      '400': reply('A filter that cannot be read, listed in result.parameterErrors'),
    },
  },
  {
    method: 'get',
    path: '/inspector/api/checkouts/{id}/timeline',
    operationId: 'inspectorCheckoutTimeline',
    summary: 'One checkout’s timeline: created, the widget loaded for it, the requests about it',
    tag: TAG,
    bearer: false,
    session: true,
    pathParams: CHECKOUT_ID,
    replies: {
      '200': reply('The checkout and its events', 'InspectorCheckoutTimeline'),
      '404': reply(`No checkout of this merchant has this id (${RESULT.NOT_FOUND.code})`),
    },
  },
  {
    method: 'get',
    path: '/inspector/api/overview',
    operationId: 'inspectorOverview',
    summary: 'The signed-in merchant’s clock and how many webhook endpoints and schedules it has',
    tag: TAG,
    bearer: false,
    session: true,
    replies: { '200': reply('The overview', 'InspectorOverview') },
  },
  {
    method: 'get',
    path: '/inspector/api/schedules',
    operationId: 'inspectorSchedules',
    summary:
      'The merchant’s schedules not cancelled, each as the Scheduling API answers it, with its next execution and the payments its runs made',
    tag: TAG,
    bearer: false,
    session: true,
    replies: { '200': reply('The schedules', 'InspectorSchedules') },
  },
];
