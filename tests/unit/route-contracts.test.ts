/**
 * One contract per route: the route table takes method, path and auth from the contracts, every
 * contract is served by exactly one route, and the OpenAPI document generated from them is valid
 * OpenAPI 3.1 (checked against the official schema) and lists every route with its auth.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allContracts, contractKey } from '../../contracts';
import { buildOpenApiDocument } from '../../contracts/openapi';
import { routeKey, routes } from '../../functions/routes';
import { checkAgainstContract } from '../support/cloud';

const document = buildOpenApiDocument();
const operationOf = (method: string, path: string) =>
  (document.paths[path] as Record<string, { security: unknown[]; operationId: string }> | undefined)?.[
    method.toLowerCase()
  ];

describe('route contracts', () => {
  it('every route has exactly one contract with the same method, path and auth', () => {
    for (const route of routes) {
      const matching = allContracts.filter((contract) => contractKey(contract) === routeKey(route));
      expect(matching, routeKey(route)).toHaveLength(1);
      expect(matching[0]?.auth, routeKey(route)).toBe(route.auth);
      expect(route.contract, routeKey(route)).toBe(matching[0]);
    }
  });

  it('every contract is served by a route (none is left out of the table)', () => {
    const served = new Set(routes.map(routeKey));
    expect(allContracts.map(contractKey).filter((key) => !served.has(key))).toEqual([]);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  /** Changes a member makes to their own place only (hiding their checklist, leaving): open to every role. */
  const personal = new Set(['POST /api/brand/dashboard/checklist/dismiss', 'POST /api/brand/members/leave']);

  it('every brand route declares the roles that may call it (issue 35), and no other route does', () => {
    for (const route of routes) {
      const roles = route.contract.roles;
      if (route.auth === 'brand') {
        expect(roles?.length, `${routeKey(route)} declares no roles`).toBeGreaterThan(0);
        expect(new Set(roles).size, `${routeKey(route)} repeats a role`).toBe(roles?.length);
        // The owner may do everything.
        expect(roles, routeKey(route)).toContain('owner');
        // Reading is for every member; a change is never open to viewers.
        if (route.method === 'GET') expect(roles?.length, routeKey(route)).toBe(5);
        else if (!personal.has(routeKey(route))) expect(roles, routeKey(route)).not.toContain('viewer');
      } else expect(roles, `${routeKey(route)} is not a brand route`).toBeUndefined();
      const operation = operationOf(route.method, route.path) as { 'x-brand-roles'?: string[] } | undefined;
      expect(operation?.['x-brand-roles'], `OpenAPI of ${routeKey(route)}`).toEqual(
        roles ? [...roles] : undefined,
      );
    }
  });

  // Issue 35 (creator managers): default-deny. Every creator route decides whether a manager may call it
  // for the creator; payout settings, payouts and the managers routes themselves never open to managers.
  const neverForManagers = [/^\/api\/creator\/payout/, /^\/api\/creator\/managers/, /cashouts$/];

  it('every creator route decides whether managers may use it, and no other route does', () => {
    for (const route of routes) {
      const managers = route.contract.managers;
      if (route.auth === 'creator') {
        expect(typeof managers, `${routeKey(route)} does not say whether managers may use it`).toBe(
          'boolean',
        );
        if (neverForManagers.some((pattern) => pattern.test(route.path)))
          expect(managers, `${routeKey(route)} must stay closed to managers`).toBe(false);
      } else expect(managers, `${routeKey(route)} is not a creator route`).toBeUndefined();
      const operation = operationOf(route.method, route.path) as
        | { 'x-creator-managers'?: boolean; parameters: { name: string }[] }
        | undefined;
      expect(operation?.['x-creator-managers'], `OpenAPI of ${routeKey(route)}`).toBe(
        route.auth === 'creator' ? managers : undefined,
      );
      expect(
        operation?.parameters.some((parameter) => parameter.name === 'x-creator-id'),
        `OpenAPI of ${routeKey(route)}`,
      ).toBe(managers === true);
    }
  });

  it('a path parameter of the template is declared by the contract, and only those', () => {
    for (const route of routes) {
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
      const parameters = operationOf(route.method, route.path) as unknown as {
        parameters: { name: string; in: string }[];
      };
      const declared = parameters.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, routeKey(route)).toEqual(inPath);
    }
  });
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 against the official schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // ...and the validator does refuse a broken one.
    const broken = { ...structuredClone(document), info: undefined };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('lists every route of the table, with bearer security exactly on the signed-in ones', () => {
    for (const route of routes) {
      const operation = operationOf(route.method, route.path);
      expect(operation, routeKey(route)).toBeDefined();
      expect(operation?.security, routeKey(route)).toEqual(
        route.auth === 'public' ? [] : route.auth === 'apiKey' ? [{ apiKeyAuth: [] }] : [{ bearerAuth: [] }],
      );
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it('describes the one error shape and refers every operation to it', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    for (const route of routes) {
      expect(
        (operationOf(route.method, route.path) as unknown as { responses: Record<string, unknown> }).responses
          .default,
      ).toEqual({ $ref: '#/components/responses/Error' });
    }
  });
});

describe('contract check of API answers (tests/support/cloud.ts api())', () => {
  const me = {
    id: 'u',
    role: 'brand',
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.c',
    onboarding_completed: true,
    brand_count: 1,
    managed_count: 0,
    brand_role: 'owner',
    operator: false,
  };

  it('accepts an answer the contract declares, and any error status in the error shape', () => {
    expect(() => checkAgainstContract('GET', '/api/me', 200, me)).not.toThrow();
    const refused = { error: { code: 'not_found', message: 'Brand not found' } };
    expect(() => checkAgainstContract('GET', '/api/creator/brands/b-1', 404, refused)).not.toThrow();
    expect(() => checkAgainstContract('GET', '/r/abc', 302, undefined)).not.toThrow();
  });

  it('fails an off-contract answer with a message naming the route', () => {
    expect(() => checkAgainstContract('GET', '/api/me', 200, { ...me, role: 'admin' })).toThrow(
      /GET \/api\/me .*role/,
    );
    expect(() => checkAgainstContract('GET', '/api/creator/brands/b-1', 200, { brands: [] })).toThrow(
      /GET \/api\/creator\/brands\/\{brandId\}/,
    );
    expect(() => checkAgainstContract('GET', '/api/me', 401, { message: 'Unauthorized' })).not.toThrow();
    expect(() => checkAgainstContract('POST', '/api/creator/links', 404, { msg: 'no' })).toThrow(
      /POST \/api\/creator\/links/,
    );
    expect(() => checkAgainstContract('GET', '/api/me', 202, me)).toThrow(
      /status 202 is not in its contract/,
    );
  });
});
