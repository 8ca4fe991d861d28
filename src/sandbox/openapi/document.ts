import { OPERATIONS, type Operation, type OperationName } from '../../spec/operations';
import { BUILD_NUMBER } from '../response-meta';
import { type JsonSchema, operationSchema } from './schema';

// The OpenAPI 3.1 document of the sandbox, generated from the catalogue and the operations.

const FORM = 'application/x-www-form-urlencoded';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });
const answer = (description: string, schema = ref('Answer')) => ({
  description,
  content: jsonContent(schema),
});

const ID = (description: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const ENTITY_QUERY = {
  name: 'entityId',
  in: 'query',
  required: true,
  schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
};

const COMMON_ERRORS = {
  '400': answer('Invalid parameters (every one listed in result.parameterErrors) or a declined payment'),
  '401': answer('Missing or malformed Authorization header'),
  '403': answer('Unknown access token, or an entityId that is not the token’s'),
};

function formBody(op: Operation) {
  return { required: true, content: { [FORM]: { schema: ref(`${op.name}Request`) } } };
}

/** Endpoints the sandbox does not serve yet; their request schemas are in components. */
const PLANNED: Partial<Record<OperationName, string>> = {
  registration: 'POST /v1/registrations',
  backOffice: 'POST /v1/payments/{id}',
  schedule: 'POST /scheduling/v1/schedules',
  query: 'GET /v1/query',
  reportingAggregations: 'GET /reports/v1/reconciliations/aggregations',
  reportingDetail: 'GET /reports/v1/reconciliations/{id}',
};

const PAYMENT = ref('PaymentResponse');

function paths() {
  return {
    '/v1/checkouts': {
      post: {
        operationId: 'createCheckout',
        summary: 'Create a checkout for the payment widget',
        requestBody: formBody(OPERATIONS.createCheckout),
        responses: {
          '200': answer('Checkout created (000.200.100); `id` is the checkout id'),
          ...COMMON_ERRORS,
        },
      },
    },
    '/v1/checkouts/{id}/payment': {
      get: {
        operationId: 'checkoutPaymentStatus',
        summary: 'The latest payment attempt of a checkout (pending 000.200.000 before any)',
        parameters: [ID('Checkout id'), ENTITY_QUERY],
        responses: {
          '200': answer('Approved or pending', PAYMENT),
          '404': answer('Unknown or expired checkout'),
          ...COMMON_ERRORS,
        },
      },
      post: {
        operationId: 'browserCheckoutPayment',
        summary: 'The secure-field iframe pays a checkout (gateway origin only, no token)',
        security: [],
        parameters: [ID('Checkout id')],
        requestBody: formBody(OPERATIONS.browserCheckoutPayment),
        responses: {
          '200': answer('Approved', PAYMENT),
          '400': answer('Invalid parameters or declined'),
          '403': answer('Not sent from the gateway origin'),
          '404': answer('Unknown or expired checkout'),
        },
      },
    },
    '/v1/checkouts/{id}/widget': {
      get: {
        operationId: 'checkoutForWidget',
        summary: 'What the widget shows about a checkout: amount, currency, state (CORS *)',
        security: [],
        parameters: [ID('Checkout id')],
        responses: { '200': answer('The checkout'), '404': answer('Unknown or expired checkout') },
      },
    },
    '/v1/payments': {
      post: {
        operationId: 'serverPayment',
        summary: 'Server-to-server payment (DB, PA)',
        requestBody: formBody(OPERATIONS.serverPayment),
        responses: { '200': answer('Approved or pending', PAYMENT), ...COMMON_ERRORS },
      },
    },
    '/v1/payments/{id}': {
      get: {
        operationId: 'getPayment',
        summary: 'A payment',
        parameters: [ID('Payment id, 32 letters or digits'), ENTITY_QUERY],
        responses: {
          '200': answer('Approved or pending', PAYMENT),
          '404': answer('No such payment'),
          ...COMMON_ERRORS,
        },
      },
    },
    '/v1/fastcheckout/integrity': {
      get: {
        operationId: 'integrity',
        summary: 'The SRI value of paymentWidgets.js',
        security: [],
        responses: {
          '200': { description: '`{"integrity": "sha384-…"}`', content: jsonContent({ type: 'object' }) },
        },
      },
    },
    '/v1/paymentWidgets.js': {
      get: {
        operationId: 'paymentWidgets',
        summary: 'The widget script',
        security: [],
        responses: {
          '200': {
            description: 'JavaScript',
            content: { 'text/javascript': { schema: { type: 'string' } } },
          },
        },
      },
    },
    '/v1/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1', content: jsonContent({ type: 'object' }) } },
      },
    },
  };
}

function schemas(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {
    ParameterError: {
      type: 'object',
      required: ['name', 'message'],
      properties: { name: { type: 'string' }, value: { type: 'string' }, message: { type: 'string' } },
    },
    Result: {
      type: 'object',
      required: ['code', 'description'],
      properties: {
        code: { type: 'string', pattern: '^[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}$' },
        description: { type: 'string' },
        parameterErrors: { type: 'array', items: ref('ParameterError') },
      },
    },
    Answer: {
      type: 'object',
      required: ['result', 'buildNumber', 'timestamp', 'ndc'],
      properties: {
        result: ref('Result'),
        buildNumber: { type: 'string' },
        timestamp: { type: 'string', examples: ['2026-11-21 20:49:42+0000'] },
        ndc: { type: 'string', pattern: '^[A-Za-z0-9-]{1,69}$' },
      },
      additionalProperties: true,
    },
    PaymentResponse: {
      allOf: [ref('Answer')],
      type: 'object',
      description:
        'The payment; request structures (customer, billing, shipping, cart, merchant, customParameters, risk…) come back nested, never a secret value.',
      properties: {
        id: { type: 'string', pattern: '^[A-Za-z0-9]{32}$' },
        paymentType: { type: 'string' },
        paymentBrand: { type: 'string' },
        amount: { type: 'string', pattern: '^[0-9]{1,10}\\.[0-9]{2}$' },
        currency: { type: 'string' },
        descriptor: { type: 'string' },
        resultDetails: { type: 'object', additionalProperties: { type: 'string' } },
        card: { type: 'object' },
        customParameters: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  };
  for (const op of Object.values(OPERATIONS)) {
    const planned = PLANNED[op.name];
    out[`${op.name}Request`] = {
      ...operationSchema(op),
      ...(planned ? { description: `Planned endpoint ${planned}: not served by this sandbox yet.` } : {}),
    };
  }
  return out;
}

export function buildOpenApiDocument(serverUrl?: string): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway sandbox',
      version: BUILD_NUMBER,
      description:
        'Generated from the parameter catalogue (src/spec). Request bodies are application/x-www-form-urlencoded with dotted, indexed ([0]…[1000]) and keyed ([name]) names; an unknown parameter is refused with 200.300.404.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ bearerAuth: [] }],
    paths: paths(),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: schemas(),
    },
  };
}
