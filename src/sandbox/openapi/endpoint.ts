// What the declarative endpoint lists (paths.ts, browser-paths.ts) say about one endpoint; the
// generator (document.ts) turns it into an OpenAPI operation.
import type { Operation } from '../../spec/operations';
import { ASSET_VERSION, versionedPath } from '../assets/served-asset';
import { CHECKOUT_ID_FORMAT, PAYMENT_ID_FORMAT } from '../ids';
import { REGISTRATION_ID_FORMAT } from '../registrations/registrations';
import type { AnswerName } from './answers';
import type { PathParam } from './parameters';
import type { RequestName } from './requests';

export type Method = 'get' | 'post' | 'delete' | 'options';

export const TAGS = {
  Checkouts: 'Checkouts for the payment widget, and their outcome for the merchant’s server',
  Payments: 'Server-to-server payments (DB, PA) and reading them back',
  'Back office': 'Capture, refund, reversal and chargeback of an earlier payment',
  Registrations: 'Stored payment details: store, pay with, delete',
  Query: 'Finding transactions',
  Scheduling: 'Jobs charging a registration',
  Reporting: 'Settlement reports',
  Webhooks: 'Where the gateway sends notifications, and how each delivery went',
  Clock: 'A test clock per merchant: move its time forward and see what falls due happen',
  'Widget script': 'What a shop page loads: paymentWidgets.js, its SRI value, its locales',
  Sandbox: 'Health, this document, and test aids only a sandbox has',
  Inspector:
    'The inspector page (/inspector) and what it calls: its session (a cookie, and a CSRF token for every change) and the merchant API run for the signed-in merchant',
  'Browser (widget internal)':
    'Called by the widget, its gateway-origin frames and the simulated 3-D Secure, provider and wallet pages in the shopper’s browser; not for merchants’ servers, and may change without notice',
} as const;

export type Tag = keyof typeof TAGS;

/** An answer's body: a JSON schema of answers.ts, or a page, script or style sheet. */
export type ReplyBody =
  | AnswerName
  | 'html'
  | 'javascript'
  | 'css'
  | 'typescript'
  | 'svg'
  | 'event-stream'
  | 'none';

export interface Reply {
  description: string;
  body: ReplyBody;
}

export interface Endpoint {
  method: Method;
  /** OpenAPI form: `{id}` where the Fastify route has `:id`. */
  path: string;
  operationId: string;
  summary: string;
  tag: Tag;
  /** Authorization: Bearer and entityId; the generator adds the 401 and 403 answers. */
  bearer: boolean;
  /** The inspector's session cookie instead (src/sandbox/inspector): 401 without it, 403 without the CSRF token. */
  session?: true;
  /** Every `{name}` of the path. */
  pathParams?: Readonly<Record<string, PathParam>>;
  /** The query string: an operation's parameters, or entityId alone. */
  query?: Operation | 'entityId';
  /** The form body: one parameter set, or alternatives. */
  body?: readonly RequestName[];
  /** By HTTP status ('200', '4XX'…). */
  replies: Readonly<Record<string, Reply>>;
}

export const reply = (description: string, body: ReplyBody = 'Answer'): Reply => ({
  description,
  body,
});

/**
 * An asset's content-hashed twin (src/sandbox/assets/asset-routes.ts): what the gateway's pages and
 * the served widget link, cached for a year.
 */
export const versionedTwin = (entry: Endpoint): Endpoint => ({
  ...entry,
  path: versionedPath(entry.path, '{version}'),
  operationId: `${entry.operationId}Versioned`,
  summary: `${entry.summary}; at its content-hashed URL, immutable (cached a year)`,
  pathParams: {
    version: {
      description: 'The content hash the linking page or script names; any other is a 404',
      format: ASSET_VERSION,
    },
  },
  replies: { ...entry.replies, '404': reply('Not the version this gateway serves') },
});

export const CHECKOUT_ID = { id: { description: 'Checkout id', format: CHECKOUT_ID_FORMAT } };
export const PAYMENT_ID = {
  id: { description: 'Payment id, 32 letters or digits', format: PAYMENT_ID_FORMAT },
};
export const REGISTRATION_ID = {
  id: { description: 'Registration id, 32 letters or digits', format: REGISTRATION_ID_FORMAT },
};

/** `/v1/checkouts/{id}` → `/v1/checkouts/:id`, as Fastify registers it; a trailing `{path}` → `*`. */
export const fastifyPath = (path: string): string =>
  path.replace(/\/\{path\}$/, '/*').replace(/\{([^}]+)\}/g, ':$1');
/** `/v1/checkouts/:id` → `/v1/checkouts/{id}`; a trailing wildcard (the inspector's API) → `{path}`. */
export const openApiPath = (url: string): string =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{path}');
