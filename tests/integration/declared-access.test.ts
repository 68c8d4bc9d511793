/**
 * The declared access (functions/routes.ts featureAccess) covers what the code really does, checked on
 * the real DynamoDB client against DynamoDB Local: IAM grants are generated from the declarations, so a
 * call outside them would fail only in AWS. Every DynamoDB call a handler makes is recorded (operation
 * and partition key) and compared with its declaration:
 * - the redirect only GetItems LINK# items and UpdateItems CLICK# items (its fine-grained IAM grant);
 * - every GET route of a feature declared table 'read' issues no write.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableItemAccess } from '../../events/function-access';
import {
  type FeatureName,
  featureAccess,
  features,
  type RouteDefinition,
  routeKey,
  routes,
} from '../../functions/routes';
import { api, useCloudEnvironment } from '../support/cloud';
import { brandWithStore, json, onboardedCreator } from '../support/partnership';

interface RecordedCall {
  operation: string;
  partitionKeys: string[];
  /** The attributes a ProjectionExpression names; undefined when the request reads whole items. */
  projected?: string[];
}

let calls: RecordedCall[] = [];

/** The `pk` values a command names, marshalled ({ S: ... }) or not, in Key, Item or a batch/transaction. */
const partitionKeysOf = (input: unknown): string[] => {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const field of ['Key', 'Item']) {
      const key = record[field] as Record<string, unknown> | undefined;
      const pk = key?.pk as string | { S?: string } | undefined;
      if (typeof pk === 'string') found.push(pk);
      else if (pk?.S) found.push(pk.S);
    }
    for (const value of Object.values(record)) if (typeof value === 'object') visit(value);
  };
  visit(input);
  return found;
};

type ProjectedInput = { ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> };

const projectedOf = (input: ProjectedInput): string[] | undefined =>
  input.ProjectionExpression?.split(',')
    .map((name) => name.trim())
    .map((name) => input.ExpressionAttributeNames?.[name] ?? name);

beforeAll(async () => {
  useCloudEnvironment();
  const { db } = await import('../../functions/shared/data/client');
  db.watch((call) => {
    calls.push({
      operation: call.operation,
      partitionKeys: partitionKeysOf(call.input),
      projected: projectedOf(call.input as ProjectedInput),
    });
  });
});

const context = { awsRequestId: 'declared-access' } as Context;

const event = (
  route: Pick<RouteDefinition, 'method' | 'path'>,
  pathParameters: Record<string, string>,
  caller?: { userId: string; role: 'brand' | 'creator' },
): APIGatewayProxyEventV2 => {
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name] ?? 'x');
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath,
    rawQueryString: '',
    headers: {},
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 't',
      },
      ...(caller
        ? {
            authorizer: {
              jwt: {
                claims: { sub: caller.userId, token_use: 'access', 'cognito:groups': `[${caller.role}]` },
              },
            },
          }
        : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
};

const invoke = async (feature: FeatureName, request: APIGatewayProxyEventV2) => {
  const module = (await import(`../../${features[feature]}`)) as {
    handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<{ statusCode: number }>;
  };
  calls = [];
  const result = await module.handler(request, context);
  return { status: result.statusCode, calls: [...calls] };
};

/**
 * True when a grant of the declaration allows this operation on every partition key it names, and, for a
 * grant limited to some attributes, the request projects only those.
 */
const allowedBy = (access: TableItemAccess, call: RecordedCall): boolean =>
  access.items.some(
    (grant) =>
      (grant.actions as readonly string[]).includes(call.operation) &&
      (!grant.attributes ||
        call.projected?.every(
          (name) => grant.attributes?.includes(name) || name === 'pk' || name === 'sk',
        )) &&
      call.partitionKeys.length > 0 &&
      call.partitionKeys.every((pk) => grant.partitionKeyPrefixes.some((prefix) => pk.startsWith(prefix))),
  );

describe('the redirect stays within its item-level grant', () => {
  const declared = featureAccess.redirect.table as TableItemAccess;
  const redirectRoute = { method: 'GET', path: '/r/{code}' } as const;

  it('is declared item by item (so IAM can narrow it by key prefix)', () => {
    expect(typeof declared).toBe('object');
  });

  it('a click: every call is a declared action on a declared key prefix', async () => {
    const [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
    const created = await api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.liveProductIds[0] }),
      token: creator.token,
    });
    const code = created.body.link.referral_code as string;
    const result = await invoke('redirect', event(redirectRoute, { code }));
    expect(result.status).toBe(302);
    expect(result.calls.length).toBeGreaterThan(0);
    for (const call of result.calls) expect(allowedBy(declared, call), JSON.stringify(call)).toBe(true);
  });

  it('an unknown code: likewise', async () => {
    const result = await invoke('redirect', event(redirectRoute, { code: 'no-such-code' }));
    expect(result.status).toBe(404);
    for (const call of result.calls) expect(allowedBy(declared, call), JSON.stringify(call)).toBe(true);
  });
});

describe("features declared table 'read' never write", () => {
  const READS = ['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems'];
  const readRoutes = routes.filter((route) => featureAccess[route.feature].table === 'read');
  let people: {
    brand: { userId: string; role: 'brand' };
    creator: { userId: string; role: 'creator' };
    username: string;
  };

  beforeAll(async () => {
    const [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
    const idOf = async (token: string) => (await api('/me', { token })).body.id as string;
    people = {
      brand: { userId: await idOf(brand.token), role: 'brand' },
      creator: { userId: await idOf(creator.token), role: 'creator' },
      username: creator.creator.username as string,
    };
  });

  it('there are such features, and every one serves only GET routes', () => {
    expect(readRoutes.length).toBeGreaterThan(5);
    for (const route of readRoutes) expect(route.method, routeKey(route)).toBe('GET');
  });

  it.each(readRoutes.map((route) => [routeKey(route), route] as const))('%s', async (_, route) => {
    const caller =
      route.auth === 'brand' ? people.brand : route.auth === 'public' ? undefined : people.creator;
    const result = await invoke(route.feature, event(route, { username: people.username }, caller));
    expect(result.status).toBeLessThan(500);
    expect(result.calls.length).toBeGreaterThan(0);
    for (const call of result.calls) expect(READS, JSON.stringify(call)).toContain(call.operation);
  });
});
