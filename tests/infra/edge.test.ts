/**
 * What stands in front of the functions: CloudFront's security headers (the same definition the local
 * static server uses), the WAF web ACL with per-IP rate limits on /r/* and /api/*, API Gateway's stage
 * and per-route throttles, and the us-east-1 requirement the CloudFront web ACL brings.
 */
import { App, type CfnElement, type NestedStack, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { routeKey, routes } from '../../functions/routes';
import { EDGE_RATE_LIMITS, RATE_WINDOW_SECONDS } from '../../infra/constructs/edge-protection';
import { uploadsBucketOriginOf } from '../../infra/constructs/media-uploads';
import { CARD_PATH_PATTERN } from '../../infra/constructs/public-pages';
import { routeThrottles, STAGE_THROTTLE } from '../../infra/constructs/route-throttles';
import {
  deployedCognitoOrigin,
  gatewaySecurityHeaders,
  HSTS,
  localSpaSecurityHeaders,
  REFERRER_POLICY,
  spaContentSecurityPolicy,
} from '../../infra/security-headers';
import { buildStack, type MarketplaceStack } from '../../infra/stack';

// biome-ignore lint/suspicious/noExplicitAny: synthesized CloudFormation is untyped JSON; assertions narrow it.
type CfnJson = any;

const context = { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] };
let stack: MarketplaceStack;
let template: Template;
let warn: MockInstance<typeof console.warn>;

const logicalId = (construct: IConstruct): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const distributionConfig = (): CfnJson =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stack = buildStack(new App({ context }), { env: undefined, webDistPath: '/nonexistent/web/dist' });
  template = Template.fromStack(stack);
}, 60_000);

afterAll(() => warn.mockRestore());

describe('security headers (infra/security-headers.ts)', () => {
  it('CloudFront sends exactly the CSP the module defines, with Cognito of the stack region', () => {
    const expected = stack.resolve(
      spaContentSecurityPolicy({
        cognitoOrigin: deployedCognitoOrigin(stack.region),
        uploadOrigins: [uploadsBucketOriginOf(stack)],
      }),
    );
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: expected, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: HSTS.maxAgeSeconds,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
        },
      }),
    });
  });

  it('the deployed CSP is strict: no inline script or eval, no framing, connect-src only self and Cognito', () => {
    const csp = spaContentSecurityPolicy({ cognitoOrigin: deployedCognitoOrigin('eu-west-1') });
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'connect-src': "'self' https://cognito-idp.eu-west-1.amazonaws.com",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'img-src': "'self' data: https:",
    });
  });

  it('the local server differs only by its own origins (cognito-local on the same port)', () => {
    const local = localSpaSecurityHeaders('http://127.0.0.1:3000', 'http://127.0.0.1:3000/cognito');
    expect(local['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:3000");
    expect(local['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(local).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': REFERRER_POLICY,
      'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}; includeSubDomains`,
    });
  });

  it('the SPA policy is on the site only (pages, shell, share cards, assets, config): the API pages (OAuth popup, link not found) keep their own CSPs', () => {
    const config = distributionConfig();
    const spaPolicy = { Ref: logicalId(stack.web.spaHeadersPolicy) };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(spaPolicy);
    for (const behavior of config.CacheBehaviors) {
      const site = ['/assets/*', '/config.json', CARD_PATH_PATTERN].includes(behavior.PathPattern);
      if (site) expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern).toEqual(spaPolicy);
      else expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern).not.toEqual(spaPolicy);
    }
  });

  it('/api/* and /r/* answers carry nosniff and HSTS, also the gateway-made 401, 404 and 429 (no CSP)', () => {
    const behaviors: CfnJson[] = distributionConfig().CacheBehaviors;
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    for (const pattern of ['/api/*', '/r/*']) {
      const behavior = behaviors.find((b) => b.PathPattern === pattern);
      expect(behavior, pattern).toBeDefined();
      const policy = policies[behavior.ResponseHeadersPolicyId?.Ref]?.Properties.ResponseHeadersPolicyConfig;
      expect(policy, pattern).toBeDefined();
      expect(policy.SecurityHeadersConfig).toEqual({
        ContentTypeOptions: { Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: HSTS.maxAgeSeconds,
          IncludeSubdomains: HSTS.includeSubdomains,
          Override: true,
        },
      });
    }
    // Every behaviour in front of the API (the cached storefront too) has it; the bucket's files and the
    // pages' share cards are the site's.
    const siteFiles = ['/assets/*', '/config.json', CARD_PATH_PATTERN];
    for (const behavior of behaviors.filter((b) => !siteFiles.includes(b.PathPattern))) {
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern).toEqual({
        Ref: logicalId(stack.web.apiHeadersPolicy),
      });
    }
  });

  it('the gateway headers are one definition with the local adapter', () => {
    expect(gatewaySecurityHeaders()).toEqual({
      'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}; includeSubDomains`,
      'x-content-type-options': 'nosniff',
    });
  });

  it("WAF's own 429 carries them too", () => {
    const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as CfnJson;
    const blocks = acl.Rules.filter((rule: CfnJson) => rule.Action?.Block);
    expect(blocks.length).toBeGreaterThan(0);
    for (const rule of blocks) {
      expect(rule.Action.Block.CustomResponse.ResponseHeaders, rule.Name).toEqual(
        Object.entries(gatewaySecurityHeaders()).map(([Name, Value]) => ({ Name, Value })),
      );
    }
  });
});

describe('WAF in front of CloudFront', () => {
  const webAcl = (): CfnJson =>
    Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as CfnJson;

  it('is a CLOUDFRONT web ACL attached to the distribution, allowing by default', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(distributionConfig().WebACLId).toEqual({
      'Fn::GetAtt': [stack.getLogicalId(stack.edge.webAcl), 'Arn'],
    });
  });

  it.each(EDGE_RATE_LIMITS.map((rule) => [rule.pathPrefix, rule] as const))(
    'limits requests per IP under %s and answers 429 beyond it',
    (prefix, limit) => {
      const rule = webAcl().Rules.find((r: CfnJson) => r.Name === limit.name);
      expect(rule).toMatchObject({
        Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
        Statement: {
          RateBasedStatement: {
            Limit: limit.limit,
            EvaluationWindowSec: RATE_WINDOW_SECONDS,
            AggregateKeyType: 'IP',
            ScopeDownStatement: limit.exceptPrefix
              ? {
                  AndStatement: {
                    Statements: [
                      { ByteMatchStatement: { PositionalConstraint: 'STARTS_WITH', SearchString: prefix } },
                      {
                        NotStatement: {
                          Statement: {
                            ByteMatchStatement: {
                              PositionalConstraint: 'STARTS_WITH',
                              SearchString: limit.exceptPrefix,
                            },
                          },
                        },
                      },
                    ],
                  },
                }
              : {
                  ByteMatchStatement: {
                    FieldToMatch: { UriPath: {} },
                    PositionalConstraint: 'STARTS_WITH',
                    SearchString: prefix,
                  },
                },
          },
        },
      });
    },
  );

  it("does not count Shopify's webhook deliveries against the API's per-IP limit", () => {
    expect(EDGE_RATE_LIMITS.find((rule) => rule.name === 'ApiPerIp')?.exceptPrefix).toBe('/api/webhooks/');
  });

  it("adds AWS's common rule set without its body-size rule blocking API bodies", () => {
    const rule = webAcl().Rules.find((r: CfnJson) => r.Name === 'AwsCommonRuleSet');
    expect(rule.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
    });
    const priorities = webAcl().Rules.map((r: CfnJson) => r.Priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('logs what it blocked or counted, with the Authorization header redacted', () => {
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [stack.getLogicalId(stack.edge.webAcl), 'Arn'] },
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
      LoggingFilter: Match.objectLike({ DefaultBehavior: 'DROP' }),
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: Match.stringLikeRegexp('^aws-waf-logs-'),
    });
  });
});

describe('the us-east-1 requirement of a CloudFront web ACL', () => {
  it('the deployed stack is pinned to us-east-1', () => {
    const pinned = buildStack(new App({ context }), { webDistPath: '/nonexistent/web/dist' });
    expect(pinned.region).toBe('us-east-1');
  });

  it('refuses another known region at synth, saying why', () => {
    expect(() =>
      buildStack(new App({ context }), {
        env: { region: 'eu-west-1' },
        webDistPath: '/nonexistent/web/dist',
      }),
    ).toThrow(/must be deployed to us-east-1.*web ACL/);
  });

  it('an environment-agnostic template stops a deploy elsewhere with a CloudFormation rule', () => {
    const rules = (template.toJSON().Rules ?? {}) as Record<string, CfnJson>;
    expect(rules.EdgeRegionRule?.Assertions).toEqual([
      {
        Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
        AssertDescription: expect.stringContaining('us-east-1'),
      },
    ]);
  });
});

describe('API Gateway throttling', () => {
  const stage = (): CfnJson =>
    Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as CfnJson;

  it('keeps the stage-wide default for every route', () => {
    expect(stage().Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
  });

  it('sets exactly the per-route throttles of route-throttles.ts, each on a route of the route table', () => {
    const keys = new Set(routes.map(routeKey));
    for (const key of Object.keys(routeThrottles)) expect(keys.has(key), key).toBe(true);
    expect(stage().Properties.RouteSettings).toEqual(
      Object.fromEntries(
        Object.entries(routeThrottles).map(([key, t]) => [
          key,
          { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit },
        ]),
      ),
    );
  });

  it('throttles the public Shopify and inbox routes tighter than the stage, and the redirect looser', () => {
    for (const key of [
      'POST /api/creator/brands/{brandId}/messages',
      'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests',
      'GET /api/shopify/install',
    ]) {
      expect(routeThrottles[key]?.rateLimit, key).toBeLessThan(STAGE_THROTTLE.rateLimit);
    }
    expect(routeThrottles['GET /r/{code}']?.rateLimit).toBeGreaterThan(STAGE_THROTTLE.rateLimit);
  });

  it('creates the stage after the throttled routes (API Gateway refuses settings for a missing route)', () => {
    // The routes are in their modules' nested stacks: the stage waits for each of those stacks.
    const routeStacks = Object.keys(routeThrottles).map((key) => {
      const route = stack.api.routes.get(key);
      if (!route) throw new Error(`no route ${key}`);
      return Stack.of(route);
    });
    for (const routeStack of routeStacks) expect(routeStack).not.toBe(stack);
    const stackResourceIds = routeStacks.map((s) =>
      stack.getLogicalId((s as NestedStack).nestedStackResource as CfnElement),
    );
    expect(stage().DependsOn).toEqual(expect.arrayContaining(stackResourceIds));
  });
});
