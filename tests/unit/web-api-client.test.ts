/**
 * The web's one API client calls routes by contract: the path comes from the contract's template, a
 * public route goes without a token, and the answer is parsed with the response schema the contract
 * declares for the status received (an undeclared status or an off-shape body is refused).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { getPublicCreator } from '../../contracts/creator-workspace';
import { listExploreProducts } from '../../contracts/explore';
import { defineContract, noBody } from '../../contracts/http';
import { loadRuntimeConfig } from '../../web/src/config/runtime-config';
import { ApiError, callApi, contractPath } from '../../web/src/lib/api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubFetch = (response: () => Response) => {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
};

beforeAll(async () => {
  stubFetch(() =>
    json(200, {
      region: 'us-east-1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      apiUrl: '/api',
      local: true,
    }),
  );
  await loadRuntimeConfig();
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const publicCreator = {
  username: 'ana_b',
  bio: 'Bio',
  avatar_url: null,
  follower_count: 10,
  engagement_rate: null,
  instagram_handle: null,
  tiktok_handle: null,
  youtube_handle: null,
  twitter_handle: null,
};

describe('contractPath', () => {
  it('fills the template (encoded), drops the /api prefix the runtime apiUrl carries, and sends no empty query value', () => {
    expect(contractPath(getPublicCreator, { username: 'a b/c' })).toBe('/creators/a%20b%2Fc');
    expect(
      contractPath(listExploreProducts, {}, { limit: 12, search: '', cursor: undefined, category: 'home' }),
    ).toBe('/explore/products?limit=12&category=home');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => contractPath(getPublicCreator, {})).toThrow(/username is missing/);
  });
});

describe('callApi', () => {
  it('calls the route with its method and no token (public), and answers the parsed body', async () => {
    const calls = stubFetch(() => json(200, { creator: { ...publicCreator, extra: 'not in the contract' } }));
    const answer = await callApi(getPublicCreator, { params: { username: 'ana_b' } });
    expect(answer).toEqual({ creator: publicCreator });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/creators/ana_b');
    expect(calls[0]?.init.method).toBe('GET');
    expect(new Headers(calls[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('refuses an answer that does not match the response schema', async () => {
    stubFetch(() => json(200, { creator: { username: 42 } }));
    await expect(callApi(getPublicCreator, { params: { username: 'ana_b' } })).rejects.toThrow();
  });

  it('refuses a status the contract does not declare', async () => {
    stubFetch(() => json(202, { creator: publicCreator }));
    const failure = await callApi(getPublicCreator, { params: { username: 'ana_b' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 202, code: 'off_contract' });
  });

  it('turns the error shape into an ApiError with its code, message and fields', async () => {
    stubFetch(() =>
      json(400, { error: { code: 'validation_failed', message: 'Invalid', fields: { search: 'Too long' } } }),
    );
    const failure = await callApi(listExploreProducts, { query: { search: 'x' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid',
      fields: { search: 'Too long' },
    });
  });

  it('sends the body as JSON and answers null for a response without a body', async () => {
    const contract = defineContract({
      method: 'PUT',
      path: '/api/test/{id}',
      auth: 'public',
      summary: 'test',
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string() }),
      responses: { 204: noBody },
    });
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await expect(callApi(contract, { params: { id: '7' }, body: { name: 'N' } })).resolves.toBeNull();
    expect(calls[0]?.url).toBe('/api/test/7');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"name":"N"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });
});
