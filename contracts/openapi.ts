/**
 * The OpenAPI 3.1 document of the API, generated from the contracts (zod 4's JSON Schema output), so it
 * cannot describe a route other than the one the server validates. Served at GET /api/openapi.json and
 * written by `npm run openapi`.
 */
import { type $ZodType, safeParse, toJSONSchema } from 'zod/v4/core';
import { API_BRAND_RATE, API_BRAND_RATE_MULTIPLE, API_KEY_PREFIX, API_KEY_RATE } from './api-keys';
import { BRAND_HEADER, type BrandRole, brandRoleLabels, brandRoles } from './brand-roles';
import { CREATOR_HEADER } from './creator-header';
import { errorResponse, gatewayErrorResponse, isContract, isJsonResponse, type RouteContract } from './http';
import { contractsByDomain } from './index';
import { WEBHOOK_TEST_EVENTS_PER_HOUR, webhookEvents } from './outgoing-webhooks';

type JsonSchema = Record<string, unknown>;

/** Requests are described as clients send them (input), responses as the server sends them (output). */
const jsonSchema = (schema: $ZodType, io: 'input' | 'output'): JsonSchema => {
  // Transforms and refinements have no JSON Schema form: the shape around them is still described.
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest as JsonSchema;
};

const parameters = (schema: $ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
};

const errorRef = { $ref: '#/components/responses/Error' };
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** Who an operation takes: nobody, a Cognito access token, or (issue 22, /api/v1) a brand's API key. */
/** Issue 35: which brand a brand route works for (absent: the caller's own, else their first). */
const brandHeaderParameter = {
  name: BRAND_HEADER,
  in: 'header',
  required: false,
  description:
    "The brand in use (the workspace switcher's choice), checked against your membership on every request. Without it: the brand you own, else your first.",
  schema: { type: 'string' },
};

/** Issue 35: a creator route open to managers: whom the manager works for (absent: the caller themself). */
const creatorHeaderParameter = {
  name: CREATOR_HEADER,
  in: 'header',
  required: false,
  description:
    "The creator a manager works for (the switcher's choice), checked against their grant on every request. Without it: the caller's own workspace.",
  schema: { type: 'string' },
};

const rolesSentence = (roles: readonly BrandRole[]) =>
  roles.length === brandRoles.length
    ? 'Any member of the brand.'
    : `Brand roles: ${roles.map((role) => brandRoleLabels[role]).join(', ')}.`;

export const securityOf = (contract: Pick<RouteContract, 'auth'>) =>
  contract.auth === 'public' ? [] : contract.auth === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];

/** The sentence every key route's description starts with: the scope it needs. */
export const scopeSentence = (scope: string) => `Requires an API key with the scope \`${scope}\`.`;

/**
 * Issue 22: what an API key route can answer besides its success, each with its cause (the same
 * components in both documents): 400 at the field, 401 without a key, 403 for a refused key or a missing
 * scope, 404 for another brand's data, 429 over the key's rate with Retry-After.
 */
const keyRouteResponses = (contract: RouteContract) => ({
  ...(contract.params || contract.query || contract.body ? { 400: responseRef('BadRequest') } : {}),
  401: responseRef('Unauthorized'),
  403: responseRef('Forbidden'),
  404: responseRef('NotFound'),
  429: responseRef('TooManyRequests'),
});

const operation = (operationId: string, contract: RouteContract) => {
  const responses: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(contract.responses)) {
    responses[status] = isJsonResponse(spec)
      ? {
          description: contract.summary,
          content: { 'application/json': { schema: jsonSchema(spec, 'output') } },
        }
      : spec.kind === 'none'
        ? { description: spec.description }
        : { description: spec.description, content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if (contract.auth === 'apiKey') Object.assign(responses, keyRouteResponses(contract));
  // Every route can refuse: the statuses and codes are those of the one error shape.
  responses.default = errorRef;
  return {
    operationId,
    summary: contract.summary,
    ...(contract.auth === 'apiKey' && contract.scope
      ? { description: `${scopeSentence(contract.scope)} ${contract.summary}.` }
      : contract.roles
        ? { description: `${rolesSentence(contract.roles)} ${contract.summary}.` }
        : contract.auth === 'creator'
          ? {
              description: `${contract.managers ? 'The creator, or a manager working for them (x-creator-id).' : 'The creator only (not their managers).'} ${contract.summary}.`,
            }
          : {}),
    // Signed-in routes take a Cognito access token; the role the route needs is checked on the server.
    // Issue 22: /api/v1 routes take a brand's API key with the route's scope instead.
    security: securityOf(contract),
    ...(contract.auth === 'public' || contract.auth === 'apiKey' ? {} : { 'x-required-role': contract.auth }),
    ...(contract.auth === 'apiKey' ? { 'x-required-scope': contract.scope } : {}),
    // Issue 35: the brand roles that may call it, checked against the caller's membership of the brand in use.
    ...(contract.roles ? { 'x-brand-roles': [...contract.roles] } : {}),
    // Issue 35: whether a creator's managers may call it for them.
    ...(contract.auth === 'creator' ? { 'x-creator-managers': contract.managers === true } : {}),
    parameters: [
      ...parameters(contract.params, 'path'),
      ...parameters(contract.query, 'query'),
      ...(contract.roles ? [brandHeaderParameter] : []),
      ...(contract.managers ? [creatorHeaderParameter] : []),
    ],
    ...(contract.body
      ? {
          requestBody: {
            // A body the schema accepts when left out (a default) is optional.
            required: !safeParse(contract.body, undefined).success,
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
};

/** The paths of the contracts `include` keeps, each operation tagged with its domain. */
const pathsOf = (include: (contract: RouteContract) => boolean) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [domain, module] of Object.entries(contractsByDomain)) {
    for (const [name, value] of Object.entries(module as Record<string, unknown>)) {
      if (!isContract(value) || !include(value)) continue;
      paths[value.path] ??= {};
      (paths[value.path] as Record<string, unknown>)[value.method.toLowerCase()] = {
        tags: [domain],
        ...operation(name, value),
      };
    }
  }
  return paths;
};

const jsonError = (description: string, schema: Record<string, unknown>, extra: object = {}) => ({
  description,
  ...extra,
  content: { 'application/json': { schema } },
});
const errorSchemaRef = { $ref: '#/components/schemas/Error' };
const gatewaySchemaRef = { $ref: '#/components/schemas/GatewayError' };

const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A Cognito access token',
  },
  // Issue 22.
  apiKeyAuth: {
    type: 'http',
    scheme: 'bearer',
    description: `A brand's API key (${API_KEY_PREFIX}…), holding the route's scope`,
  },
} as const;

/** The components both documents share: the error shapes and the answers that carry them. */
const sharedComponents = () => ({
  schemas: {
    Error: jsonSchema(errorResponse, 'output'),
    GatewayError: jsonSchema(gatewayErrorResponse, 'output'),
  },
  responses: {
    Error: {
      description:
        "Any refusal or failure: { error: { code, message, fields? } }, or API Gateway's own { message } (401 without a valid token, 404 unknown route, 429 throttled)",
      content: {
        'application/json': { schema: { oneOf: [errorSchemaRef, gatewaySchemaRef] } },
      },
    },
    // Issue 22: the answers of the API key routes.
    BadRequest: jsonError(
      'validation_failed: a parameter or body field is not valid (a limit out of range, a cursor this listing did not give); `fields` names each one with its message',
      errorSchemaRef,
    ),
    Unauthorized: jsonError(
      'No Authorization header: API Gateway answers { "message": "Unauthorized" }',
      gatewaySchemaRef,
    ),
    Forbidden: jsonError(
      'The key is unknown, malformed or revoked ({ "message": "Forbidden" }), or it lacks the route\'s scope (error code insufficient_scope, the scope named in the message)',
      { oneOf: [errorSchemaRef, gatewaySchemaRef] },
    ),
    NotFound: jsonError(
      "not_found: no such item for the key's brand (another brand's data is never found)",
      errorSchemaRef,
    ),
    TooManyRequests: jsonError(
      `too_many_requests: over the key's rate (${API_KEY_RATE.requestsPerSecond} requests a second, bursts of ${API_KEY_RATE.burst}) or its brand's, all its keys together (${API_BRAND_RATE.requestsPerSecond} a second, bursts of ${API_BRAND_RATE.burst}); retry after the seconds in Retry-After`,
      errorSchemaRef,
      {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before the next request',
            schema: { type: 'integer', minimum: 1 },
          },
        },
      },
    ),
  },
});

export const buildOpenApiDocument = (version = '0.1.0') => ({
  openapi: '3.1.0' as const,
  info: {
    title: 'Affiliate marketplace API',
    version,
    description: 'Brands list products with commissions; creators promote them. Generated from contracts/.',
  },
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  paths: pathsOf(() => true),
  components: { securitySchemes, ...sharedComponents() },
});

/** Issue 22: the routes of the public API, for brands' own systems. */
export const PUBLIC_API_PREFIX = '/api/v1/';
export const isPublicApiPath = (path: string) => path.startsWith(PUBLIC_API_PREFIX);

/** Where the public API's reference page is, in the product (web/src/features/developers). */
export const PUBLIC_API_REFERENCE_PATH = '/developers/api';

const publicApiGuide = [
  "The public API lets a brand's own systems (an ERP, a dashboard, Zapier) read its sales, commissions, partners and links, and update its products' commissions and availability.",
  '',
  '**Keys.** A brand creates a key in the app under Account → Developers → Create key: a name and the scopes the key may use. The secret (`mk_live_…`) is shown once, at creation; only its hash is kept, so store it safely. A key acts for its own brand only and can be revoked there at once.',
  '',
  '**Calling.** Send the key in the header `Authorization: Bearer mk_live_…`. Each operation needs one scope (`x-required-scope`); a key without it is refused with 403 `insufficient_scope`. No header is 401; an unknown, malformed or revoked key is 403 `{ "message": "Forbidden" }`.',
  '',
  `**Rate.** Each key may make ${API_KEY_RATE.requestsPerSecond} requests a second on average, with bursts of ${API_KEY_RATE.burst}, and a brand's keys together ${API_BRAND_RATE.requestsPerSecond} (bursts of ${API_BRAND_RATE.burst}): ${API_BRAND_RATE_MULTIPLE}× one key's, so one busy integration leaves room for the brand's others, and more keys do not add more. Over either the answer is 429 \`too_many_requests\` with a \`Retry-After\` header (seconds).`,
  '',
  '**Paging.** Listings answer a page and `next_cursor`; pass it back as `?cursor=` for the next page (null: the last page). `?limit=` sets the page size. A cursor is opaque: one this listing did not give is 400.',
  '',
  "**Errors.** Every refusal of ours is `{ error: { code, message, fields? } }`; bad input is 400 `validation_failed` with `fields` naming each parameter or field. Another brand's data is 404 and never listed.",
  '',
  '**Money** is integer cents, with the currency beside it.',
  '',
  "**Webhooks.** The marketplace can also call the brand's own HTTPS endpoints when something happens (Account → Developers → Webhooks → Add endpoint, choosing the events). Each delivery is a `POST` with a JSON body `{ id, type, created, test, data }` (`created` in Unix seconds; amounts in cents with their currency; `test` is true only for a test event sent from the Developers tab) and two headers. The `data` of a sale event (`sale.created`, `sale.reversed`, `commission.held`) is the sale object of `GET /api/v1/sales`, and of an application event (`application.created`, `partner.joined`) the partner object of `GET /api/v1/partners`, as each stands when the event is sent:",
  '',
  "- `Marketplace-Webhook-Id`: the delivery's id, the same on every retry and replay: keep the ids you have handled and ignore a repeat.",
  "- `Marketplace-Signature: t=<unix seconds>,v1=<hex>`: the hex is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's secret (`whsec_…`). Compute it over the bytes received, compare in constant time, and refuse a `t` more than a few minutes old. While a rolled secret overlaps the old one (24 h) the header carries two `v1=`: accept either.",
  '',
  `Answer 2xx within 10 seconds. Anything else (or no answer, or a redirect, which is not followed) is retried with exponential backoff for three days; an endpoint still failing then is turned off and the brand is told. Every attempt is logged on the Developers tab (status, time taken, the start of the answer) and can be replayed from there. Endpoints must be public HTTPS addresses: loopback, private, link-local and cloud-metadata addresses, and IPv6 forms that carry an IPv4 address (IPv4-mapped or -compatible, NAT64, 6to4, Teredo), are refused, when registered and at every delivery. Send test event (Developers tab) sends a sample of any type now, once, never retried (at most ${WEBHOOK_TEST_EVENTS_PER_HOUR} an hour).`,
  '',
  'The events:',
  '',
  ...Object.entries(webhookEvents).map(([type, meaning]) => `- \`${type}\`: ${meaning}.`),
].join('\n');

/**
 * Issue 22: the public API's own document, GET /api/v1/openapi.json and docs/openapi-v1.json: only the
 * /api/v1 routes, the API key scheme, each operation's scope and refusals, generated by the same code as
 * the whole API's document.
 */
export const buildPublicApiDocument = () => ({
  openapi: '3.1.0' as const,
  info: {
    title: 'Affiliate marketplace public API',
    version: 'v1',
    description: publicApiGuide,
  },
  externalDocs: { description: 'Reference (in the product)', url: PUBLIC_API_REFERENCE_PATH },
  // Relative: the API is served under /api/v1 on the address of the site the document came from.
  servers: [{ url: '/', description: 'This deployment (the site that serves this document)' }],
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  paths: pathsOf((contract) => isPublicApiPath(contract.path)),
  components: { securitySchemes: { apiKeyAuth: securitySchemes.apiKeyAuth }, ...sharedComponents() },
});
