/**
 * The shared middy stack: role checks from token claims, zod validation → 400 with field messages,
 * malformed JSON → 4xx, unknown errors → 500 without internals, security headers on every answer.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { type ApiEvent, createFeatureHandler, defineRoute } from '../../http/api-handler';
import { callerFromEvent, parseGroups } from '../../http/caller';
import { AppError } from '../../http/errors';

const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const event = (overrides: Partial<ApiEvent> & { groups?: string; routeKey: string }): ApiEvent => {
  const { groups, ...rest } = overrides;
  return {
    version: '2.0',
    rawPath: '/',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      ...(groups !== undefined
        ? {
            authorizer: {
              jwt: { claims: { sub: 'user-1', token_use: 'access', 'cognito:groups': groups }, scopes: [] },
            },
          }
        : {}),
    },
    ...rest,
  } as unknown as ApiEvent;
};

// Test contracts under real route keys: GET /api/health is public, GET /api/me is 'any'.
const responses = { 200: z.unknown(), 201: z.unknown() };
const publicRoute = <P extends object>(parts: P = {} as P) =>
  ({ method: 'GET', path: '/api/health', auth: 'public', summary: 'test', responses, ...parts }) as const;
const signedInRoute = () =>
  ({ method: 'GET', path: '/api/me', auth: 'any', summary: 'test', responses }) as const;

const run = async (implementation: ReturnType<typeof defineRoute>, e: ApiEvent) => {
  const handler = createFeatureHandler({ [e.routeKey]: implementation });
  const result = (await handler(e, context)) as {
    statusCode: number;
    body: string;
    headers: Record<string, string>;
  };
  return { ...result, json: result.body ? JSON.parse(result.body) : undefined };
};

describe('API Gateway claims', () => {
  it("reads cognito:groups in API Gateway's flattened form and as an array", () => {
    expect(parseGroups('[brand]')).toEqual(['brand']);
    expect(parseGroups('[brand creator]')).toEqual(['brand', 'creator']);
    expect(parseGroups(['creator'])).toEqual(['creator']);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('takes the role from the group, never from elsewhere', () => {
    expect(callerFromEvent(event({ routeKey: 'GET /api/me', groups: '[creator]' }))?.role).toBe('creator');
    expect(callerFromEvent(event({ routeKey: 'GET /api/me', groups: '[admin]' }))?.role).toBeUndefined();
    expect(callerFromEvent(event({ routeKey: 'GET /api/me' }))).toBeUndefined();
  });
});

describe('createFeatureHandler', () => {
  it('a signed-in route without claims is 401 in the error shape', async () => {
    const result = await run(
      defineRoute(signedInRoute(), async () => ({ body: 'never' })),
      event({ routeKey: 'GET /api/me' }),
    );
    expect(result.statusCode).toBe(401);
    expect(result.json).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('invalid query input is 400 with a message per field, and the action never runs', async () => {
    const action = vi.fn(async () => ({ body: 'ran' }));
    const result = await run(
      defineRoute(
        publicRoute({ query: z.object({ limit: z.coerce.number().int().max(100, 'At most 100') }) }),
        action,
      ),
      event({ routeKey: 'GET /api/health', queryStringParameters: { limit: '500' } }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json.error.code).toBe('validation_failed');
    expect(result.json.error.fields).toEqual({ limit: 'At most 100' });
    expect(action).not.toHaveBeenCalled();
  });

  it('a body schema validates parsed JSON', async () => {
    const implementation = defineRoute(
      publicRoute({ body: z.object({ name: z.string().min(1, 'Name is required').max(10, 'Too long') }) }),
      async ({ body }) => ({ status: 201, body: { hello: body.name } }),
    );
    const ok = await run(implementation, event({ routeKey: 'GET /api/health', body: '{"name":"Ada"}' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json).toEqual({ hello: 'Ada' });
    const wrongType = await run(implementation, event({ routeKey: 'GET /api/health', body: '{"name":42}' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json.error.fields.name).toBeDefined();
    const oversized = await run(
      implementation,
      event({ routeKey: 'GET /api/health', body: '{"name":"xxxxxxxxxxxxxxx"}' }),
    );
    expect(oversized.json.error.fields).toEqual({ name: 'Too long' });
  });

  it('malformed JSON is a 4xx with a message, not a crash', async () => {
    const result = await run(
      defineRoute(publicRoute({ body: z.object({}) }), async () => ({ body: 'never' })),
      event({ routeKey: 'GET /api/health', body: '{"name":' }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.json.error.message).toMatch(/JSON/);
  });

  it('a non-JSON content type with a body is 415', async () => {
    const result = await run(
      defineRoute(publicRoute({ body: z.object({}) }), async () => ({ body: 'never' })),
      event({
        routeKey: 'GET /api/health',
        body: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(result.statusCode).toBe(415);
    expect(result.json.error.code).toBe('unsupported_media_type');
  });

  it('an AppError keeps its code and status', async () => {
    const result = await run(
      defineRoute(publicRoute(), async () => {
        throw new AppError('conflict', 'Already decided');
      }),
      event({ routeKey: 'GET /api/health' }),
    );
    expect(result.statusCode).toBe(409);
    expect(result.json).toEqual({ error: { code: 'conflict', message: 'Already decided' } });
  });

  it('an unexpected error is a 500 with a generic message: no stack, no internals', async () => {
    // The Logger writes errors to stderr (its own Console, as in Lambda), not through console.error.
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const result = await run(
      defineRoute(publicRoute(), async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 secret-table-name');
      }),
      event({ routeKey: 'GET /api/health' }),
    );
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toMatch(/ECONNREFUSED|secret-table-name|at /);
    expect(result.json.error.code).toBe('internal_error');
    // ...but the detail is in the structured log.
    expect(spy.mock.calls.flat().join(' ')).toMatch(/secret-table-name/);
    spy.mockRestore();
  });

  it('adds security headers to successes and errors', async () => {
    const ok = await run(
      defineRoute(publicRoute(), async () => ({ body: {} })),
      event({ routeKey: 'GET /api/health' }),
    );
    const denied = await run(
      defineRoute(signedInRoute(), async () => ({ body: {} })),
      event({ routeKey: 'GET /api/me' }),
    );
    for (const result of [ok, denied]) {
      const headers = Object.fromEntries(
        Object.entries(result.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBeDefined();
    }
  });

  it('a route key the feature does not implement is 404', async () => {
    const handler = createFeatureHandler({});
    const result = (await handler(event({ routeKey: 'GET /api/me', groups: '[brand]' }), context)) as {
      statusCode: number;
    };
    expect(result.statusCode).toBe(404);
  });

  it("refuses, at load, a route implemented with another route's contract", () => {
    expect(() =>
      createFeatureHandler({ 'GET /api/me': defineRoute(publicRoute(), async () => ({ body: {} })) }),
    ).toThrow(/GET \/api\/me is implemented with the contract of GET \/api\/health/);
  });
});

describe('creator managers (issue 35): x-creator-id', () => {
  const creatorRoute = (method: 'GET' | 'POST', managers?: boolean) =>
    ({
      method,
      path: '/api/creator/profile',
      auth: 'creator',
      summary: 'test',
      responses,
      ...(managers === undefined ? {} : { managers }),
    }) as const;
  const asCreator = (method: 'GET' | 'POST', header?: string) =>
    event({
      routeKey: `${method} /api/creator/profile`,
      groups: '[creator]',
      headers: { 'content-type': 'application/json', ...(header ? { 'x-creator-id': header } : {}) },
    });
  const gate = (granted: boolean) => ({
    resolve: vi.fn(async (_userId: string, creatorId: string) => {
      if (!granted) throw new AppError('not_a_manager', 'no grant');
      return { creatorId, manager: { userId: 'user-1', name: 'Mo Manager', email: 'mo@example.com' } };
    }),
    record: vi.fn(async () => undefined),
  });
  const serve = async (
    contract: ReturnType<typeof creatorRoute>,
    e: ApiEvent,
    managers: ReturnType<typeof gate> | undefined,
  ) => {
    const seen: unknown[] = [];
    const handler = createFeatureHandler(
      {
        [e.routeKey]: defineRoute(contract, async ({ caller }) => {
          seen.push(caller);
          return { body: { ok: true } };
        }),
      },
      managers ? { managers } : {},
    );
    const result = (await handler(e, context)) as { statusCode: number; body: string };
    return { status: result.statusCode, json: JSON.parse(result.body), seen };
  };

  it('a creator route that does not decide, or opens to managers without the check, is refused at load', () => {
    expect(() =>
      createFeatureHandler({
        'GET /api/creator/profile': defineRoute(creatorRoute('GET'), async () => ({})),
      }),
    ).toThrow(/declares whether managers may use it/);
    expect(() =>
      createFeatureHandler({
        'GET /api/creator/profile': defineRoute(creatorRoute('GET', true), async () => ({})),
      }),
    ).toThrow(/createCreatorFeatureHandler/);
    expect(() =>
      createFeatureHandler({
        'GET /api/me': defineRoute({ ...signedInRoute(), managers: true }, async () => ({})),
      }),
    ).toThrow(/only a creator route does/);
  });

  it('a route closed to managers refuses another creator’s id before reading any grant', async () => {
    const managers = gate(true);
    const answer = await serve(creatorRoute('POST', false), asCreator('POST', 'creator-9'), managers);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatchObject({ code: 'forbidden', message: /Only the creator can do this/ });
    expect(managers.resolve).not.toHaveBeenCalled();
    expect(answer.seen).toEqual([]);
  });

  it('an open route runs as the creator with the manager recorded; a change lands in the activity', async () => {
    const managers = gate(true);
    const answer = await serve(creatorRoute('POST', true), asCreator('POST', 'creator-9'), managers);
    expect(answer.status).toBe(200);
    expect(managers.resolve).toHaveBeenCalledWith('user-1', 'creator-9');
    expect(answer.seen[0]).toMatchObject({ userId: 'creator-9', manager: { userId: 'user-1' } });
    expect(managers.record).toHaveBeenCalledWith(
      expect.objectContaining({ creatorId: 'creator-9' }),
      expect.objectContaining({ route: 'POST /api/creator/profile', ip: '127.0.0.1' }),
    );
    // A read is not a change: nothing recorded.
    const read = gate(true);
    expect((await serve(creatorRoute('GET', true), asCreator('GET', 'creator-9'), read)).status).toBe(200);
    expect(read.record).not.toHaveBeenCalled();
  });

  it('without a grant: 403 not_a_manager, and the route never runs', async () => {
    const answer = await serve(creatorRoute('POST', true), asCreator('POST', 'creator-9'), gate(false));
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe('not_a_manager');
    expect(answer.seen).toEqual([]);
  });

  it('the caller’s own id (or none) is their own workspace: no grant read', async () => {
    for (const header of ['user-1', undefined]) {
      const managers = gate(false);
      const answer = await serve(creatorRoute('POST', false), asCreator('POST', header), managers);
      expect(answer.status).toBe(200);
      expect(answer.seen[0]).toMatchObject({ userId: 'user-1' });
      expect(answer.seen[0]).not.toHaveProperty('manager');
      expect(managers.resolve).not.toHaveBeenCalled();
    }
  });
});
