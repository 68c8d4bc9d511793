/**
 * The HTTP API, generated from the one route table (functions/routes.ts): one function per feature,
 * one route per table entry. Public routes have no authorizer; every other route needs a valid
 * Cognito access or ID token (JWT authorizer: issuer + audience); the role check against
 * `cognito:groups` happens in the handler, from the verified claims. The /api/v1 routes (auth 'apiKey',
 * issue 22) take a brand's API key instead, checked by the key authorizer (a Lambda authorizer).
 *
 * The API itself (with its stage, authorizers and the key authorizer's function) stays in the root
 * stack; each module's features (functions/<module>/http) are in a nested stack of the module's own
 * (group-stack.ts), with their routes, integrations and invoke permissions: about six resources a
 * feature and one a route, which would otherwise fill the root's 500. The references point one way,
 * from the root into the module stacks: the table and the other shared resources as the group stack's
 * explicit parameters, the API's id and the authorizers' ids as the parameters CDK makes for the routes
 * (nothing in cdk-nag's findings depends on those). The permission that lets API Gateway invoke a
 * feature sits beside its function, so no module stack refers to another, and the root only waits for a
 * module stack where the stage's route throttles name its routes.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpJwtAuthorizer,
  HttpLambdaAuthorizer,
  HttpLambdaResponseType,
} from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  apiKeyAuthorizer,
  apiKeyAuthorizerAccess,
  checksSessions,
  type FeatureName,
  featureAccess,
  features,
  routeKey,
  routes,
  sessionCheckAccess,
} from '../../functions/routes';
import {
  AppFunction,
  type MailSending,
  type SecondFactorSettings,
  type ShopifyAppSettings,
  type StripeAppSettings,
} from './app-function';
import { GroupStack } from './group-stack';
import { acknowledgeNag } from './nag';
import { routeThrottles, STAGE_THROTTLE } from './route-throttles';

export interface ApiProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  /** `iss` of the accepted tokens: https://cognito-idp.{region}.amazonaws.com/{userPoolId} */
  readonly jwtIssuer: string;
  /** Accepted `aud`/`client_id`: the SPA's app client id. */
  readonly jwtAudience: string[];
  /** Seals store access tokens (secret-box). */
  readonly secretsKey: IKey;
  /** The Shopify app, when configured (context shopifyApiKey + appUrl). */
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
  /** E-mail (constructs/mail.ts), for the functions that declare `mail`. */
  readonly mailSigningSecret?: ISecret;
  readonly mailSending?: MailSending;
  /** Issue 35: the user pool and the API's own app client, for the two-factor routes. */
  readonly secondFactor?: SecondFactorSettings;
}

const toConstructId = (name: string): string =>
  name.replace(/(^|[-_])([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The module a feature belongs to: its handler's folder under functions/ (functions/ledger/http/... -> ledger). */
export const moduleOfFeature = (feature: FeatureName): string => {
  const [root, module] = features[feature].split('/');
  if (root !== 'functions' || !module)
    throw new Error(`feature ${feature}: handler outside functions/<module>/`);
  return module;
};

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Record<FeatureName, AppFunction>;
  /** One nested stack per module (functions/<module>), holding its features' functions and routes. */
  readonly moduleStacks = new Map<string, GroupStack>();
  readonly routes = new Map<string, HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const stackOf = (feature: FeatureName): GroupStack => {
      const module = moduleOfFeature(feature);
      let stack = this.moduleStacks.get(module);
      if (!stack) {
        stack = new GroupStack(this, toConstructId(module), {
          description: `Affiliate marketplace: the HTTP features of functions/${module}, their functions and routes`,
          shared: props,
        });
        this.moduleStacks.set(module, stack);
      }
      return stack;
    };

    this.functions = Object.fromEntries(
      (Object.keys(features) as FeatureName[]).map((feature) => {
        const stack = stackOf(feature);
        // Each feature gets exactly what it declares beside the route table (featureAccess).
        const fn = new AppFunction(stack, `${toConstructId(feature)}Feature`, {
          entry: features[feature],
          description: `API feature: ${feature}`,
        }).bindAccess(featureAccess[feature], stack.shared);
        // Issue 35: the per-request session check's GetItem and last-seen UpdateItem on USER# items.
        if (checksSessions(feature)) fn.bindAccess(sessionCheckAccess, stack.shared);
        return [feature, fn];
      }),
    ) as Record<FeatureName, AppFunction>;

    // Not 'HttpApi' any more (issue 32): a route key is unique within an API, and CloudFormation creates
    // the module stacks' routes before it deletes the root's old ones, so updating a deployment onto the
    // same API would collide. A new API (new logical id) takes the new routes; CloudFront's /api origin
    // follows it and the old API is deleted after. ApiUrl (through CloudFront) stays the same.
    this.httpApi = new HttpApi(this, 'Gateway', {
      description: 'Affiliate marketplace API (reached through CloudFront at /api and /r)',
      // The stage is created below, with access logging.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      // Stage-wide default route throttling against a runaway client; well above the expected load.
      throttle: STAGE_THROTTLE,
    });

    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', props.jwtIssuer, {
      authorizerName: 'cognito-jwt',
      identitySource: ['$request.header.Authorization'],
      jwtAudience: props.jwtAudience,
    });
    const noAuthorizer = new HttpNoneAuthorizer();
    // Issue 22: the /api/v1 routes ('apiKey') take a brand's API key, checked by this Lambda authorizer
    // (the function the local adapter calls too). No result cache: a revoked key is refused at once.
    const keyAuthorizerFunction = new AppFunction(this, 'ApiKeyAuthorizer', {
      entry: apiKeyAuthorizer,
      description: 'API key authorizer (/api/v1)',
    }).bindAccess(apiKeyAuthorizerAccess, props);
    const keyAuthorizer = new HttpLambdaAuthorizer('ApiKey', keyAuthorizerFunction.fn, {
      authorizerName: 'api-key',
      identitySource: ['$request.header.Authorization'],
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: Duration.seconds(0),
    });

    const integrations = new Map<FeatureName, HttpLambdaIntegration>();
    const integrationFor = (feature: FeatureName): HttpLambdaIntegration => {
      let integration = integrations.get(feature);
      if (!integration) {
        integration = new HttpLambdaIntegration(
          `${toConstructId(feature)}Integration`,
          this.functions[feature].fn,
          // One invoke permission per feature function (this API, any of its routes), not one per route:
          // CloudFormation allows 500 resources a stack, and routes grow with every feature.
          { scopePermissionToRoute: false },
        );
        integrations.set(feature, integration);
      }
      return integration;
    };

    for (const route of routes) {
      const authorizer: IHttpRouteAuthorizer =
        route.auth === 'public' ? noAuthorizer : route.auth === 'apiKey' ? keyAuthorizer : jwtAuthorizer;
      // In the feature's module stack, so its integration and invoke permission are created there too
      // (the authorizers bind in the API's own scope, in the root).
      const httpRoute = new HttpRoute(stackOf(route.feature), `${route.method}${route.path}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.feature),
        authorizer,
      });
      this.routes.set(routeKey(route), httpRoute);
      if (route.auth === 'public') {
        acknowledgeNag(
          httpRoute,
          'APIG4',
          `${routeKey(route)} is public by the product spec (route table auth: 'public'); no caller identity is needed.`,
        );
      }
    }
    this.throttleRoutes();
  }

  /**
   * The per-route throttles (route-throttles.ts) as the stage's RouteSettings, which the L2 stage does
   * not expose. The stage waits for those routes: API Gateway refuses settings for a route it lacks.
   */
  private throttleRoutes(): void {
    const stage = this.stage.node.defaultChild as CfnStage;
    const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [key, throttle] of Object.entries(routeThrottles)) {
      const route = this.routes.get(key);
      if (!route) throw new Error(`route-throttles.ts names ${key}, which is not in functions/routes.ts`);
      settings[key] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      this.stage.node.addDependency(route);
    }
    stage.addPropertyOverride('RouteSettings', settings);
  }

  /** The API's own host name, as CloudFront's origin for /api/* and /r/*. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
