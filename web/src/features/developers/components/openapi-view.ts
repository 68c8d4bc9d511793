/**
 * What the public API's reference page reads of its OpenAPI document (GET /api/v1/openapi.json,
 * contracts/openapi.ts): the operations, their fields in words and an example request. Pure, so the page
 * shows exactly what the document says and nothing written by hand.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, { description?: string }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  'x-required-scope'?: string;
  security?: unknown[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { responses?: Record<string, ResponseObject> };
}

export interface Operation {
  method: string;
  path: string;
  /** An id for the operation's heading and its link in the contents. */
  anchor: string;
  operation: OpenApiOperation;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation, by path, then GET before the writes. */
export const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          anchor: `op-${operation.operationId}`,
          operation,
        })),
    );

/** A schema that may also be null: the schema itself, and whether null is allowed. */
const unwrapNullable = (schema: JsonSchema): { schema: JsonSchema; nullable: boolean } => {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return { schema, nullable: false };
  const others = options.filter((option) => option.type !== 'null');
  return others.length === 1 && others.length < options.length
    ? { schema: others[0] as JsonSchema, nullable: true }
    : { schema, nullable: false };
};

/** A schema in words: "integer", "string or null", "array of objects", "one of: held, paid". */
export const typeOf = (input: JsonSchema): string => {
  const { schema, nullable } = unwrapNullable(input);
  const base = (() => {
    if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
    if (schema.const !== undefined) return `always ${String(schema.const)}`;
    if (schema.type === 'array') {
      const items = schema.items ? typeOf(schema.items) : 'values';
      return `array of ${items === 'object' ? 'objects' : items}`;
    }
    if (Array.isArray(schema.type)) return schema.type.join(' or ');
    if (schema.anyOf || schema.oneOf) return 'one of several shapes';
    // A range worth reading (1 to 100), not the safe-integer bounds every integer carries.
    const range =
      schema.minimum !== undefined &&
      schema.maximum !== undefined &&
      Math.abs(schema.minimum) < 1e9 &&
      Math.abs(schema.maximum) < 1e9
        ? ` (${schema.minimum} to ${schema.maximum})`
        : '';
    return `${schema.type ?? 'any'}${range}`;
  })();
  return nullable ? `${base} or null` : base;
};

export interface Field {
  name: string;
  type: string;
  required: boolean;
  children: Field[];
}

/** The object a property holds, if any (itself, or its array's items), for listing its fields. */
const objectOf = (input: JsonSchema): JsonSchema | undefined => {
  const { schema } = unwrapNullable(input);
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return objectOf(schema.items);
  return undefined;
};

/** An object schema's fields, nested objects' fields below them (a few levels deep). */
export const fieldsOf = (schema: JsonSchema | undefined, depth = 0): Field[] => {
  const object = schema ? objectOf(schema) : undefined;
  if (!object?.properties || depth > 3) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    children: fieldsOf(property, depth + 1),
  }));
};

const jsonSchemaOf = (response: ResponseObject | undefined): JsonSchema | undefined =>
  response?.content?.['application/json']?.schema;

/** The success answer: its status and body schema. */
export const successOf = (operation: OpenApiOperation) => {
  const status = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
  return status ? { status, schema: jsonSchemaOf(operation.responses[status]) } : undefined;
};

/** The refusals the operation lists (400, 401, …), each with its description from the components. */
export const refusalsOf = (document: OpenApiDocument, operation: OpenApiOperation) =>
  Object.entries(operation.responses)
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .map(([status, response]) => {
      const name = response.$ref?.split('/').at(-1);
      const resolved = (name && document.components?.responses?.[name]) || response;
      return {
        status,
        description: resolved.description ?? '',
        headers: Object.keys(resolved.headers ?? {}),
      };
    });

/** A value of a body field for the example request. */
const exampleValue = (input: JsonSchema): unknown => {
  const { schema } = unwrapNullable(input);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number')
    return schema.minimum && schema.minimum > 10 ? schema.minimum : 10;
  if (schema.type === 'array') return [];
  return 'text';
};

/** "productId" → "PRODUCT_ID": the placeholder a reader replaces. */
const placeholder = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** The example request: curl with the key's header, required parameters as placeholders, a body. */
export const exampleCurl = (origin: string, method: string, path: string, operation: OpenApiOperation) => {
  const parameters = operation.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => placeholder(name));
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => `${parameter.name}=${placeholder(parameter.name)}`)
    .join('&');
  const url = `${origin}${filled}${query ? `?${query}` : ''}`;
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} "${url}"`];
  if (operation['x-required-scope']) lines.push('  -H "Authorization: Bearer mk_live_…"');
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body?.properties) {
    const example = Object.fromEntries(
      Object.entries(body.properties).map(([name, property]) => [name, exampleValue(property)]),
    );
    lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(example)}'`);
  }
  return lines.join(' \\\n');
};

/** A line of the document's guide: plain text, **bold** and `code` runs. */
export const inlineRuns = (text: string) =>
  text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .filter(Boolean)
    .map((run) =>
      run.startsWith('**')
        ? { kind: 'bold' as const, text: run.slice(2, -2) }
        : run.startsWith('`')
          ? { kind: 'code' as const, text: run.slice(1, -1) }
          : { kind: 'text' as const, text: run },
    );
