/**
 * The redirect's lean handler (http/redirect.ts) against the shared middy + zod stack it replaced for
 * this one route: the same contract keys, the same params check, and byte-for-byte the same refusals
 * (status, headers including the security headers and correlation id, body). Successful redirects are
 * checked against DynamoDB Local (tests/integration/dynamodb-calls.test.ts, human-clicks.test.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractKey } from '../../../../contracts/http';
import { checkReferralLink, followReferralLink } from '../../../../contracts/public-pages';
import { createFeatureHandler, defineRoute } from '../../../shared/http/api-handler';
import { parseInput } from '../../../shared/http/validate';
import { codeProblem, handler, routeKeys } from '../../http/redirect';
import { linkNotFoundPage, notFoundPageStyle } from '../../not-found-page';

/** What the shared stack answered for /r/{code} before, with the same options (the redirect unreached). */
const shared = createFeatureHandler(
  {
    'GET /r/{code}': defineRoute(followReferralLink, async () => ({ raw: linkNotFoundPage() })),
    'HEAD /r/{code}': defineRoute(checkReferralLink, async () => ({ raw: linkNotFoundPage() })),
  },
  {
    securityHeaders: {
      contentSecurityPolicy: {
        'default-src': "'none'",
        'style-src': `'sha256-${createHash('sha256').update(notFoundPageStyle).digest('base64')}'`,
      },
    },
  },
);

const event = (routeKey: string, pathParameters: unknown, headers: Record<string, string> = {}) =>
  ({
    version: '2.0',
    routeKey,
    rawPath: '/r/x',
    headers,
    pathParameters,
    requestContext: { requestId: 'req-1', http: { method: routeKey.split(' ')[0] } },
  }) as never;

describe('the redirect without the shared stack', () => {
  it('serves exactly the contracts’ routes', () => {
    expect(routeKeys.follow).toBe(contractKey(followReferralLink));
    expect(routeKeys.check).toBe(contractKey(checkReferralLink));
  });

  it('checks the code as the contract’s params schema does, with the same messages', () => {
    for (const params of [
      {},
      { code: '' },
      { code: 'a' },
      { code: 'x'.repeat(120) },
      { code: 'x'.repeat(121) },
      { code: 5 },
      { code: null },
    ]) {
      let expected: string | undefined;
      try {
        parseInput({ params: followReferralLink.params }, { pathParameters: params } as never);
      } catch (error) {
        expected = (error as { fields: Record<string, string> }).fields.code;
      }
      expect(codeProblem(params.code), JSON.stringify(params)).toBe(expected);
    }
  });

  it('refuses as the shared stack does: status, headers and body', async () => {
    const cases = [
      event('GET /r/{code}', { code: 'x'.repeat(121) }),
      event('HEAD /r/{code}', { code: '' }, { 'X-Correlation-Id': 'caller-42' }),
      event('GET /r/{code}', null, { 'x-correlation-id': 'bad id\n' }),
      event('GET /r/{other}', { code: 'abc' }),
    ];
    for (const request of cases) {
      const context = { awsRequestId: 'lambda-1' } as never;
      expect(await handler(request, context)).toEqual(await shared(request, context));
    }
  });
});
