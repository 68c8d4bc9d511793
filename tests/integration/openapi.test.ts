/**
 * The OpenAPI document as a client meets it: served by the running API at GET /api/openapi.json without a
 * token, valid OpenAPI 3.1, listing every route of the route table with its method.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { api } from '../support/cloud';

describe('GET /api/openapi.json', () => {
  it('is served publicly, is valid OpenAPI 3.1 and lists every route in the route table', async () => {
    const response = await api('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = response.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const missing = routes.filter((route) => !document.paths[route.path]?.[route.method.toLowerCase()]);
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
