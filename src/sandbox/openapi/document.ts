// The OpenAPI 3.1 document of the sandbox, generated from the endpoint lists (paths.ts,
// browser-paths.ts), the parameter sets the routes validate with (requests.ts) and the catalogue.
import { BUILD_NUMBER } from '../http/response-meta';
import { answerSchemas, ref } from './answers';
import { BROWSER_ENDPOINTS } from './browser-paths';
import { type Endpoint, type Method, type Reply, TAGS, type Tag } from './endpoint';
import { INSPECTOR_ENDPOINTS } from './inspector-paths';
import { entityIdParameter, pathParameter, queryParameters } from './parameters';
import { API_ENDPOINTS } from './paths';
import { REQUESTS, type RequestName } from './requests';
import { type JsonSchema, operationSchema } from './schema';

/** Every endpoint the document can describe. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...API_ENDPOINTS,
  ...INSPECTOR_ENDPOINTS,
  ...BROWSER_ENDPOINTS,
];

/** Whether the sandbox serves an endpoint (path in OpenAPI form); the route asks Fastify. */
export type Served = (method: Method, path: string) => boolean;

const FORM = 'application/x-www-form-urlencoded';
const TEXT: Readonly<Record<string, string>> = {
  html: 'text/html',
  javascript: 'text/javascript',
  css: 'text/css',
  typescript: 'application/typescript',
  svg: 'image/svg+xml',
  'event-stream': 'text/event-stream',
};

const DESCRIPTION = [
  'Generated from the parameter catalogue and the operations the sandbox validates with (src/spec). Request bodies are application/x-www-form-urlencoded with dotted, indexed ([0]…[1000]) and keyed ([name]) names; an unknown parameter is refused with 200.300.404.',
  'Every route the sandbox serves is listed. Those only the shopper’s browser calls (the widget’s frames and their payments, the 3-D Secure, ACS, provider and wallet-sheet pages) are described briefly under the tag "Browser (widget internal)": merchants’ servers never call them, and they may change without notice.',
  'Endpoints the sandbox does not serve yet are left out of paths; the request schemas of every operation are in components.',
].join('\n\n');

function content(body: Reply['body']): JsonSchema | undefined {
  if (body === 'none') return undefined;
  const type = TEXT[body];
  return type ? { [type]: { schema: { type: 'string' } } } : { 'application/json': { schema: ref(body) } };
}

function responses(endpoint: Endpoint): JsonSchema {
  const replies: Record<string, Reply> = { ...endpoint.replies };
  if (endpoint.body) {
    replies['400'] ??= {
      description: 'Invalid parameters, listed in result.parameterErrors',
      body: 'Answer',
    };
    replies['413'] ??= { description: 'Body larger than the limit', body: 'Answer' };
  }
  if (endpoint.session) {
    replies['401'] ??= {
      description: 'Not signed in to the inspector, or the session ended',
      body: 'Answer',
    };
    if (endpoint.method !== 'get')
      replies['403'] ??= {
        description: 'No x-csrf-token of the session, or an Origin that is not the gateway’s',
        body: 'Answer',
      };
  }
  if (endpoint.bearer) {
    replies['401'] ??= { description: 'Missing or malformed Authorization header', body: 'Answer' };
    replies['403'] ??= {
      description: 'Unknown access token, or an entityId that is not the token’s',
      body: 'Answer',
    };
    replies['429'] ??= {
      description:
        'Over the access token’s limit for this operation (800.120.100, with Retry-After): see SANDBOX_RATE_LIMITS; a checkout’s status is read at most twice a minute by default',
      body: 'Answer',
    };
  }
  const out: JsonSchema = {};
  for (const status of Object.keys(replies).sort()) {
    const { description, body } = replies[status] as Reply;
    const media = content(body);
    out[status] = { description, ...(media ? { content: media } : {}) };
  }
  return out;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const path = names.map((name) => {
    const param = endpoint.pathParams?.[name];
    if (!param) throw new Error(`${endpoint.operationId}: no description of {${name}}`);
    return pathParameter(name, param);
  });
  const { query } = endpoint;
  return [...path, ...(query === 'entityId' ? [entityIdParameter()] : query ? queryParameters(query) : [])];
}

function formBody(names: readonly RequestName[]): JsonSchema {
  const [only] = names;
  const schema = names.length === 1 && only ? ref(only) : { anyOf: names.map((name) => ref(name)) };
  return { required: true, content: { [FORM]: { schema } } };
}

function operation(endpoint: Endpoint): JsonSchema {
  const params = parameters(endpoint);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.bearer ? {} : { security: endpoint.session ? [{ inspectorSession: [] }] : [] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body ? { requestBody: formBody(endpoint.body) } : {}),
    responses: responses(endpoint),
  };
}

const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
const sentIn = (e: Endpoint) => (e.body ? label(e) : `${label(e)} (query string)`);

/** A request schema says where it is sent; one whose endpoints are not served yet says so. */
function requestSchemas(included: readonly Endpoint[]): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [name, op] of Object.entries(REQUESTS) as [RequestName, (typeof REQUESTS)[RequestName]][]) {
    const uses = ENDPOINTS.filter((e) => e.body?.includes(name) || e.query === op);
    const served = uses.filter((e) => included.includes(e));
    const where =
      served.length > 0
        ? `Parameters of ${served.map(sentIn).join(', ')}.`
        : `Parameters of ${uses.map(sentIn).join(', ') || op.name}: not served by this sandbox yet.`;
    out[name] = { ...operationSchema(op), description: where };
  }
  return out;
}

export function buildOpenApiDocument(options: { serverUrl?: string; served?: Served } = {}): JsonSchema {
  const { serverUrl, served = () => true } = options;
  const included = ENDPOINTS.filter((e) => served(e.method, e.path));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of included) {
    const item = paths[endpoint.path] ?? {};
    paths[endpoint.path] = item;
    if (item[endpoint.method]) throw new Error(`${label(endpoint)} is described twice`);
    item[endpoint.method] = operation(endpoint);
  }
  const tags = (Object.keys(TAGS) as Tag[]).filter((tag) => included.some((e) => e.tag === tag));
  return {
    openapi: '3.1.0',
    info: { title: 'Payment gateway sandbox', version: BUILD_NUMBER, description: DESCRIPTION },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: tags.map((name) => ({ name, description: TAGS[name] })),
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        inspectorSession: { type: 'apiKey', in: 'cookie', name: 'wpwl_inspector' },
      },
      schemas: { ...answerSchemas(), ...requestSchemas(included) },
    },
  };
}
