/**
 * DynamoDB calls per request on the hot paths (DESIGN.md section 9), counted on the real client against
 * DynamoDB Local: the redirect is one GetItem and one write; a marketplace page is one Query plus one
 * BatchGetItem; no route uses Scan.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, useCloudEnvironment } from '../support/cloud';
import { brandWithStore, json, onboardedCreator } from '../support/partnership';

let calls: string[] = [];

beforeAll(async () => {
  useCloudEnvironment();
  const { db } = await import('../../functions/shared/data/client');
  db.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
});

const event = (routeKey: string, rawPath: string, pathParameters: Record<string, string>, query = {}) =>
  ({
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    pathParameters,
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
    },
  }) as unknown as APIGatewayProxyEventV2;

const context = { awsRequestId: 'count' } as Context;

describe('DynamoDB calls per request', () => {
  it('GET /r/{code}: one GetItem, one UpdateItem (the click), nothing else', async () => {
    const [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
    const created = await api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.liveProductIds[0] }),
      token: creator.token,
    });
    const code = created.body.link.referral_code as string;
    const { handler } = await import('../../functions/redirect/handler');
    calls = [];
    const result = (await handler(event('GET /r/{code}', `/r/${code}`, { code }) as never, context)) as {
      statusCode: number;
    };
    expect(result.statusCode).toBe(302);
    expect(calls).toEqual(['GetItemCommand', 'UpdateItemCommand']);
  });

  it('GET /api/marketplace/products: one Query and at most one BatchGetItem per page', async () => {
    await brandWithStore(3);
    const { handler } = await import('../../functions/marketplace/handler');
    calls = [];
    const result = (await handler(
      event('GET /api/marketplace/products', '/api/marketplace/products', {}, { limit: '5' }) as never,
      context,
    )) as { statusCode: number };
    expect(result.statusCode).toBe(200);
    expect(calls.filter((name) => name === 'QueryCommand')).toHaveLength(1);
    expect(calls.filter((name) => name === 'BatchGetItemCommand').length).toBeLessThanOrEqual(1);
    expect(calls.every((name) => ['QueryCommand', 'BatchGetItemCommand'].includes(name))).toBe(true);
  });

  it('no request path issues a Scan', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (full.endsWith('.ts')) files.push(full);
      }
    };
    walk(path.resolve(import.meta.dirname, '../../functions'));
    const scanning = files.filter((file) => /ScanCommand|\.scan\(/.test(readFileSync(file, 'utf8')));
    expect(scanning).toEqual([]);
  });
});
