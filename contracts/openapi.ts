/**
 * The OpenAPI 3.1 document of the API, generated from the contracts (zod 4's JSON Schema output), so it
 * cannot describe a route other than the one the server validates. Served at GET /api/openapi.json and
 * written by `npm run openapi`.
 */
import { type $ZodType, safeParse, toJSONSchema } from 'zod/v4/core';
import { errorResponse, gatewayErrorResponse, isContract, isJsonResponse, type RouteContract } from './http';
import { contractsByDomain } from './index';

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

/** Who an operation takes: nobody, a Cognito access token, or (issue 22, /api/v1) a brand's API key. */
export const securityOf = (contract: Pick<RouteContract, 'auth'>) =>
  contract.auth === 'public' ? [] : contract.auth === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }];

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
  // Every route can refuse: the statuses and codes are those of the one error shape.
  responses.default = errorRef;
  return {
    operationId,
    summary: contract.summary,
    // Signed-in routes take a Cognito access token; the role the route needs is checked on the server.
    // Issue 22: /api/v1 routes take a brand's API key with the route's scope instead.
    security: securityOf(contract),
    ...(contract.auth === 'public' || contract.auth === 'apiKey' ? {} : { 'x-required-role': contract.auth }),
    ...(contract.auth === 'apiKey' ? { 'x-required-scope': contract.scope } : {}),
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')],
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

export const buildOpenApiDocument = (version = '0.1.0') => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [domain, module] of Object.entries(contractsByDomain)) {
    for (const [name, value] of Object.entries(module as Record<string, unknown>)) {
      if (!isContract(value)) continue;
      paths[value.path] ??= {};
      (paths[value.path] as Record<string, unknown>)[value.method.toLowerCase()] = {
        tags: [domain],
        ...operation(name, value),
      };
    }
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Affiliate marketplace API',
      version,
      description: 'Brands list products with commissions; creators promote them. Generated from contracts/.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
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
          description: "A brand's API key (mk_live_…), holding the route's scope",
        },
      },
      schemas: {
        Error: jsonSchema(errorResponse, 'output'),
        GatewayError: jsonSchema(gatewayErrorResponse, 'output'),
      },
      responses: {
        Error: {
          description:
            "Any refusal or failure: { error: { code, message, fields? } }, or API Gateway's own { message } (401 without a valid token, 404 unknown route, 429 throttled)",
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  { $ref: '#/components/schemas/Error' },
                  { $ref: '#/components/schemas/GatewayError' },
                ],
              },
            },
          },
        },
      },
    },
  };
};
