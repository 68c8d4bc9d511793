/**
 * Abuse limits at the edge: a WAFv2 web ACL on the CloudFront distribution with per-IP rate limits on
 * the two dynamic paths (/r/* — click inflation, /api/* — scripted abuse of the API) and AWS's managed
 * common rule set. API Gateway's stage and route throttles (http-api.ts) still cap totals behind it.
 *
 * Region: a web ACL for CloudFront (scope CLOUDFRONT) can only be created in us-east-1, and a
 * distribution can only name a web ACL by ARN, which a stack in another region could only read through
 * CDK's cross-region references (two extra custom-resource Lambdas and SSM parameters, and explicit
 * accounts and regions at synth, which `cdk synth` without credentials does not have). The product is
 * one stack, so the simplest correct rule is explicit instead: the stack deploys to us-east-1. Synth
 * refuses a known other region with this reason, and an environment-agnostic template carries a
 * CloudFormation rule that stops the deploy before anything is created elsewhere.
 */
import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { gatewaySecurityHeaders } from '../security-headers';

/** Where CloudFront-scope web ACLs live. */
export const EDGE_REGION = 'us-east-1';

/**
 * Requests per IP per 5 minutes before WAF answers 429 for the rest of the window. A shopper follows a
 * handful of links; a person in the SPA makes a few API calls per screen. Both stay far below; a
 * carrier-grade NAT sharing one IP among many people has headroom too.
 */
export const EDGE_RATE_LIMITS: readonly {
  name: string;
  pathPrefix: string;
  limit: number;
  /** A path under the prefix the limit does not count. */
  exceptPrefix?: string;
}[] = [
  { name: 'RedirectPerIp', pathPrefix: '/r/', limit: 600 },
  // Shopify delivers every shop's webhooks from a few addresses: a busy day of orders must not be
  // throttled as one visitor. The endpoint is verified by HMAC and has its own route throttle.
  { name: 'ApiPerIp', pathPrefix: '/api/', limit: 3000, exceptPrefix: '/api/webhooks/' },
];

const startsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

export const RATE_WINDOW_SECONDS = 300;

export class EdgeProtection extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    requireEdgeRegion(this);

    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });

    const rateRules: CfnWebACL.RuleProperty[] = EDGE_RATE_LIMITS.map((rule, index) => ({
      name: rule.name,
      priority: index,
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          aggregateKeyType: 'IP',
          scopeDownStatement: rule.exceptPrefix
            ? {
                andStatement: {
                  statements: [
                    startsWith(rule.pathPrefix),
                    { notStatement: { statement: startsWith(rule.exceptPrefix) } },
                  ],
                },
              }
            : startsWith(rule.pathPrefix),
        },
      },
      // 429 like API Gateway's throttling, so clients back off the same way; with the headers every
      // gateway answer carries (security-headers.ts), which WAF's own answer would otherwise lack.
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            responseHeaders: Object.entries(gatewaySecurityHeaders()).map(([name, value]) => ({
              name,
              value,
            })),
          },
        },
      },
      visibilityConfig: visibility(rule.name),
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Affiliate marketplace: per-IP rate limits on /r/ and /api/ paths, AWS common rule set',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('MarketplaceEdge'),
      rules: [
        ...rateRules,
        {
          // AWS's baseline rule group (no subscription fee; 700 of the ACL's 1,500 capacity units).
          name: 'AwsCommonRuleSet',
          priority: rateRules.length,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The 8 KB body cap would block legitimate JSON bodies (product imports, profiles); the
              // API validates sizes itself (zod schemas, and the local adapter mirrors API Gateway's).
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility('AwsCommonRuleSet'),
        },
      ],
    });

    // Only what WAF blocked or counted is logged (the name prefix is WAF's requirement); tokens redacted.
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${Stack.of(this).stackName}`,
      retention: RetentionDays.THREE_MONTHS,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.logGroup.logGroupArn],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
  }
}

/** See the module comment: fail early and say why, at synth when the region is known, else at deploy. */
const requireEdgeRegion = (scope: Construct): void => {
  const stack = Stack.of(scope);
  if (!Token.isUnresolved(stack.region)) {
    if (stack.region !== EDGE_REGION) {
      throw new Error(
        `${stack.stackName} must be deployed to ${EDGE_REGION} (got ${stack.region}): its CloudFront web ACL ` +
          `(WAF, scope CLOUDFRONT) can only be created there. Set AWS_REGION=${EDGE_REGION} for cdk deploy.`,
      );
    }
    return;
  }
  new CfnRule(stack, 'EdgeRegionRule', {
    assertions: [
      {
        assert: Fn.conditionEquals(Aws.REGION, EDGE_REGION),
        assertDescription: `Deploy this stack to ${EDGE_REGION}: its CloudFront web ACL (WAF) can only be created there.`,
      },
    ],
  });
};
