/**
 * The SPA's security headers over the wire from the local cloud: the shell, a deep client-side route,
 * /config.json, a hashed asset and a missing asset all carry the one definition of infra/security-headers.ts
 * (the same CloudFront's response-headers policy is built from), and the built index.html needs nothing
 * the policy forbids (no inline script, style or event handler). The gateway's own answers under /api/*
 * and /r/* (401 from the authorizer, 404 for no route, 429 from throttling) carry nosniff and HSTS like
 * every handler answer.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiAdapter } from '../../infra/local/api-adapter';
import { gatewaySecurityHeaders, localSpaSecurityHeaders } from '../../infra/security-headers';
import { outputs } from '../support/cloud';

let expected: Record<string, string>;
let indexHtml: string;

beforeAll(async () => {
  expected = localSpaSecurityHeaders(outputs().WebUrl, outputs().CognitoEndpoint, outputs().S3Endpoint);
  // The SPA's shell, as an app path gets it (`/` is the server-rendered landing).
  indexHtml = await (await fetch(new URL('/login', outputs().WebUrl))).text();
});

const headersOf = async (pathname: string, init?: RequestInit) => {
  const response = await fetch(new URL(pathname, outputs().WebUrl), init);
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
};

const firstAsset = (pattern: RegExp): string => {
  const match = indexHtml.match(pattern);
  if (!match?.[1]) throw new Error(`no asset matching ${pattern} in index.html`);
  return match[1];
};

describe('security headers of the SPA (local cloud)', () => {
  const cases: Array<[string, () => string, number]> = [
    ['the shell /', () => '/', 200],
    ['a deep SPA link', () => '/brand/products?tab=all', 200],
    ['an unknown storefront (a 404 of the render function)', () => '/some_creator', 404],
    ['/config.json', () => '/config.json', 200],
    ['a hashed script', () => firstAsset(/<script[^>]+src="([^"]+\.js)"/), 200],
    ['the stylesheet', () => firstAsset(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/), 200],
    ['a missing asset (404)', () => '/assets/missing-0000.js', 404],
  ];

  it.each(cases)('%s carries every header of the one definition', async (_, pathname, status) => {
    const response = await headersOf(pathname());
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('HEAD answers carry them too', async () => {
    const response = await headersOf('/', { method: 'HEAD' });
    expect(response.headers.get('content-security-policy')).toBe(expected['content-security-policy']);
  });

  it('the policy forbids inline script and framing and allows connections to the API, cognito-local and the local S3 only', () => {
    const csp = expected['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    // Issue 34: the browser POSTs uploads straight to the local S3's port.
    expect(directive('connect-src')).toEqual([
      "'self'",
      new URL(outputs().WebUrl).origin,
      new URL(outputs().S3Endpoint).origin,
    ]);
    // config.json points Amplify at cognito-local, which connect-src must allow.
    expect(new URL(outputs().CognitoEndpoint).origin).toBe(new URL(outputs().WebUrl).origin);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('the built index.html has no inline script, inline style or event-handler attribute', () => {
    const built = readFileSync(path.resolve('web', 'dist', 'index.html'), 'utf8');
    expect(built).toBe(indexHtml);
    const scripts = [...built.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body?.trim()).toBe('');
    }
    expect(built).not.toMatch(/<style\b/);
    expect(built).not.toMatch(/\sstyle="/);
    expect(built).not.toMatch(/\son[a-z]+="/);
  });
});

describe('gateway answers carry nosniff and HSTS (local cloud, as CloudFront adds them in AWS)', () => {
  const gateway = gatewaySecurityHeaders();
  const expectGatewayHeaders = (headers: Headers, what: string) => {
    for (const [name, value] of Object.entries(gateway))
      expect(headers.get(name), `${what}: ${name}`).toBe(value);
  };

  it('401 from the authorizer (no token, a bad token)', async () => {
    const none = await headersOf('/api/brand/account');
    expect(none.status).toBe(401);
    expectGatewayHeaders(none.headers, 'no token');
    const bad = await headersOf('/api/brand/account', { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(bad.status).toBe(401);
    expectGatewayHeaders(bad.headers, 'bad token');
  });

  it('404 for no route, under /api and under /r', async () => {
    for (const pathname of ['/api/no-such-route', '/r/', '/api/brand/account/nothing/here']) {
      const response = await headersOf(pathname);
      expect(response.status, pathname).toBe(404);
      expectGatewayHeaders(response.headers, pathname);
    }
    const wrongMethod = await headersOf('/api/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expectGatewayHeaders(wrongMethod.headers, 'no route for the method');
  });

  it('429 from throttling (a burst beyond the route limit)', async () => {
    // A second adapter of its own on loopback, so draining a route's bucket throttles no other test
    // sharing this cloud. POST /api/brand/products/import: 5 per second, bursts of 10 (route-throttles.ts).
    const adapter = createApiAdapter({
      issuer: 'http://127.0.0.1:1/unused',
      jwksUrl: 'http://127.0.0.1:1/unused/.well-known/jwks.json',
      audience: 'unused',
      log: () => undefined,
    });
    const server = createServer((req, res) => void adapter(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answers = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await fetch(`${base}/api/brand/products/import`, { method: 'POST' });
          return { status: response.status, headers: response.headers, body: await response.json() };
        }),
      );
      const throttled = answers.filter((answer) => answer.status === 429);
      expect(throttled.length).toBeGreaterThan(0);
      // API Gateway's own throttling answer.
      expect(throttled[0]?.body).toEqual({ message: 'Too Many Requests' });
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
      for (const answer of answers) expectGatewayHeaders(answer.headers, String(answer.status));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a too-large body (413) and a handler's own answer carry them too, with the one value", async () => {
    const tooLarge = await headersOf('/api/webhooks/shopify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expectGatewayHeaders(tooLarge.headers, '413');
    const health = await headersOf('/api/health');
    expectGatewayHeaders(health.headers, `handler ${health.status}`);
  });
});
