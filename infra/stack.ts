/**
 * The product's stack, and the app around it. `createApp()` builds exactly what `cdk synth`
 * builds (infra/app.ts is only the CLI entry), so tests synthesize the same stack, cdk-nag included.
 *
 * One root stack holds the shared resources (table, secrets key, secrets, bus, e-mail), Cognito, the API
 * itself (stage, authorizers) and the site; each module's HTTP features (constructs/http-api.ts), the event
 * consumers, the stream consumers and the scheduled jobs are each in a nested stack
 * (constructs/group-stack.ts), so no template nears CloudFormation's 500 resources as features, routes and
 * consumers are added. References only point from the root into the nested stacks (parameters), never
 * back, and never between nested stacks; the stack's outputs are all the root's.
 */
import path from 'node:path';
import {
  App,
  type AppProps,
  CfnOutput,
  Lazy,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { Alarms, appFunctionsIn } from './constructs/alarms';
import type { ShopifyAppSettings, StripeAppSettings } from './constructs/app-function';
import { repoRoot } from './constructs/app-function';
import { Auth } from './constructs/auth';
import { DataExports } from './constructs/data-exports';
import { DataTable } from './constructs/data-table';
import { DomainEvents } from './constructs/domain-events';
import { EDGE_REGION, EdgeProtection } from './constructs/edge-protection';
import { Api } from './constructs/http-api';
import { LedgerExports } from './constructs/ledger-exports';
import { MAIL_SENDER_NAME, Mail, mailContextOf } from './constructs/mail';
import { MEDIA_PATH_PATTERN, MediaUploads } from './constructs/media-uploads';
import { MoneyDashboard } from './constructs/money-dashboard';
import { acknowledgeNag } from './constructs/nag';
import { PublicPages } from './constructs/public-pages';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { StreamConsumers } from './constructs/stream-consumers';
import { WebHosting } from './constructs/web-hosting';

import { STACK_NAME } from './stack-name';

export { STACK_NAME };

export interface MarketplaceStackProps extends StackProps {
  /** The built SPA. @default web/dist in the repository */
  readonly webDistPath?: string;
}

/**
 * The Shopify app, when the deployer gives its key and our public URL:
 *   cdk deploy -c shopifyApiKey=... -c appUrl=https://app.example.com
 * then stores the app secret once: aws secretsmanager put-secret-value --secret-id <ShopifyAppSecretArn>
 * --secret-string <secret>. Without them, Shopify connections answer "not configured".
 */
const shopifyAppFromContext = (scope: Stack): ShopifyAppSettings | undefined => {
  const apiKey = scope.node.tryGetContext('shopifyApiKey');
  const appUrl = scope.node.tryGetContext('appUrl');
  if (!apiKey || !appUrl) return undefined;
  const secret = new Secret(scope, 'ShopifyAppSecret', {
    description: 'The Shopify app secret (API secret key). Set its value after the first deploy.',
    secretStringValue: SecretValue.unsafePlainText('REPLACE_WITH_THE_SHOPIFY_APP_SECRET'),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  acknowledgeNag(
    secret,
    'SMG4',
    'A third-party app secret: it is rotated in the Shopify Partner dashboard, then stored here by hand.',
  );
  new CfnOutput(scope, 'ShopifyAppSecretArn', { value: secret.secretArn });
  return { apiKey, appUrl, secret };
};

/**
 * Stripe (invoices through Checkout, creators paid through Connect): always in the stack. After the first
 * deploy, store the keys once: aws secretsmanager put-secret-value --secret-id <StripeSecretArn>
 * --secret-string '{"secretKey":"sk_…","webhookSecret":"whsec_…"}'; until then Stripe calls answer 503.
 * Our public URL (Connect's return pages) is the `appUrl` context, shared with the Shopify app.
 */
const stripeAppOf = (scope: Stack): StripeAppSettings => {
  const secret = new Secret(scope, 'StripeSecret', {
    description:
      'Stripe API secret key and webhook signing secret, as JSON. Set its value after the first deploy.',
    secretStringValue: SecretValue.unsafePlainText(
      JSON.stringify({ secretKey: 'REPLACE_WITH_sk', webhookSecret: 'REPLACE_WITH_whsec' }),
    ),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  acknowledgeNag(
    secret,
    'SMG4',
    'Third-party keys: rolled in the Stripe dashboard (API keys, webhook endpoint), then stored here by hand.',
  );
  new CfnOutput(scope, 'StripeSecretArn', { value: secret.secretArn });
  return { secret, appUrl: scope.node.tryGetContext('appUrl') || undefined };
};

export class MarketplaceStack extends Stack {
  readonly data: DataTable;
  readonly events: DomainEvents;
  readonly streams: StreamConsumers;
  readonly schedules: ScheduledJobs;
  readonly auth: Auth;
  readonly api: Api;
  readonly web: WebHosting;
  readonly edge: EdgeProtection;
  readonly mail: Mail;
  readonly publicPages: PublicPages;
  readonly ledgerExports: LedgerExports;
  readonly media: MediaUploads;
  readonly alarms: Alarms;
  readonly moneyDashboard: MoneyDashboard;

  constructor(scope: Construct, id: string, props: MarketplaceStackProps = {}) {
    super(scope, id, props);

    this.data = new DataTable(this, 'Data');
    const { table } = this.data;

    // Store access tokens are encrypted with this key (never stored or returned in plain text).
    const secretsKey = new Key(this, 'SecretsKey', {
      description: 'Affiliate marketplace: seals store access tokens at rest',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const shopifyApp = shopifyAppFromContext(this);
    const stripeApp = stripeAppOf(this);
    // E-mail links point at our public URL: the `appUrl` context (a custom domain) or else the site's
    // CloudFront address, known once the site is built below (the distribution depends on the API, not
    // on the consumers that send e-mail, so there is no cycle).
    let siteUrl: string | undefined;
    const appUrl =
      this.node.tryGetContext('appUrl') ||
      Lazy.string({
        produce: () => {
          if (!siteUrl) throw new Error('the site URL is read before the site is built');
          return siteUrl;
        },
      });
    const mailContext = mailContextOf(this);
    this.mail = new Mail(this, 'Mail', { context: mailContext, appUrl });
    const mail = { mailSigningSecret: this.mail.signingSecret, mailSending: this.mail.sending };
    // Public pages (issue 20): the consumer that invalidates them needs the distribution's id, known once
    // the site is built below; it is passed into the consumers' nested stack as a parameter (root -> nested,
    // like the site URL above, so no cycle: the distribution depends on the render function, not on it).
    let distributionId: string | undefined;
    const publicPagesDistributionId = Lazy.string({
      produce: () => {
        if (!distributionId) throw new Error('the distribution id is read before the site is built');
        return distributionId;
      },
    });
    // The bus stays here (the API and the Cognito trigger use it); its rules and consumers are nested.
    this.events = new DomainEvents(this, 'Events', {
      table,
      secretsKey,
      shopifyApp,
      stripeApp,
      ...mail,
      publicPagesDistributionId,
    });
    const { bus } = this.events;
    const shared = { table, bus, secretsKey, shopifyApp, stripeApp, ...mail };
    this.streams = new StreamConsumers(this, 'StreamConsumers', shared);
    // Timed jobs of events/schedules.ts (the outbox sweep, the commission release, billing, payouts...).
    this.schedules = new ScheduledJobs(this, 'Schedules', shared);

    this.auth = new Auth(this, 'Auth', {
      table,
      bus,
      ...(mailContext.cognitoThroughSes
        ? {
            mail: {
              domain: mailContext.domain,
              fromAddress: this.mail.fromAddress,
              fromName: MAIL_SENDER_NAME,
              configurationSetName: this.mail.configurationSet.configurationSetName,
              identity: this.mail.identity,
            },
          }
        : {}),
    });

    this.api = new Api(this, 'Api', {
      table,
      bus,
      jwtIssuer: this.auth.issuerUrl,
      jwtAudience: [this.auth.webClient.userPoolClientId],
      secretsKey,
      shopifyApp,
      stripeApp,
      ...mail,
      secondFactor: this.auth.secondFactor,
    });

    this.edge = new EdgeProtection(this, 'Edge');
    const webDistPath = props.webDistPath ?? path.join(repoRoot, 'web', 'dist');
    // The site's default origin: the public pages rendered, the SPA's shell for every other app path.
    this.publicPages = new PublicPages(this, 'PublicPages', {
      table,
      webDistPath,
      appUrl: this.node.tryGetContext('appUrl') || undefined,
    });
    // CSV exports (issue 21): streamed by their own function behind /api/exports/*.
    this.ledgerExports = new LedgerExports(this, 'LedgerExports', {
      table,
      issuerUrl: this.auth.issuerUrl,
      clientId: this.auth.webClient.userPoolClientId,
    });
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      webAclArn: this.edge.webAcl.attrArn,
      webDistPath,
      publicPages: this.publicPages,
      ledgerExports: this.ledgerExports,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
        // Same origin as the SPA, through CloudFront.
        apiUrl: '/api',
        local: false,
      },
    });

    // Named like the local cloud's .local/outputs.json, so scripts and tests read either.
    const distributionUrl = `https://${this.web.distribution.distributionDomainName}`;
    // Issue 35: people's data exports (a private bucket; its builder binds it by name).
    new DataExports(this, 'DataExports', { logBucket: this.web.logBucket });
    // Images people upload (issue 34): POSTed from the site's origin, served back under /media/.
    const appUrlContext: string | undefined = this.node.tryGetContext('appUrl') || undefined;
    this.media = new MediaUploads(this, 'Media', {
      table,
      logBucket: this.web.logBucket,
      siteOrigins: [distributionUrl, ...(appUrlContext ? [new URL(appUrlContext).origin] : [])],
    });
    // Images get the API's headers policy (HSTS, nosniff), not the SPA's CSP, which is for documents.
    const { origin: mediaOrigin, ...mediaBehavior } = this.media.behavior(this.web.apiHeadersPolicy);
    this.web.distribution.addBehavior(MEDIA_PATH_PATTERN, mediaOrigin, mediaBehavior);
    siteUrl = distributionUrl;
    distributionId = this.web.distribution.distributionId;

    // Issue 36: last, so every function and queue above is watched (-c alarmEmail=<address>).
    this.alarms = new Alarms(this, 'Alarms', {
      functions: appFunctionsIn(this),
      deadLetterQueues: [
        ...this.events.consumers.map((consumer) => consumer.deadLetterQueue),
        ...this.streams.onFailureQueues,
        ...this.schedules.jobs.map((job) => job.deadLetterQueue),
      ],
      capturedDeadLetterQueues: this.events.consumers.map((consumer) => consumer.deadLetterQueue),
      httpApi: this.api.httpApi,
    });
    this.moneyDashboard = new MoneyDashboard(this, 'MoneyDashboard', {
      alarms: [this.alarms.payoutsFailed, this.alarms.api5xx, this.alarms.webhookSignatureFailures],
    });
    const outputs: Record<string, { value: string; description: string }> = {
      ApiUrl: {
        value: `${distributionUrl}/api`,
        description: 'API base URL (through CloudFront, same origin as the SPA)',
      },
      ApiEndpoint: {
        value: this.api.stage.url,
        description: 'HTTP API endpoint (direct, without CloudFront)',
      },
      UserPoolId: { value: this.auth.userPool.userPoolId, description: 'Cognito user pool id' },
      UserPoolClientId: {
        value: this.auth.webClient.userPoolClientId,
        description: 'Cognito app client id (SPA)',
      },
      TableName: { value: table.tableName, description: 'DynamoDB table' },
      EventBusName: { value: bus.eventBusName, description: 'EventBridge bus of the domain events' },
      DistributionUrl: { value: distributionUrl, description: 'The site (CloudFront)' },
      Region: { value: this.region, description: 'AWS region of the stack' },
      UploadsBucketName: {
        value: this.media.uploadsBucket.bucketName,
        description: 'Originals people upload (presigned POSTs; issue 34)',
      },
      MediaBucketName: {
        value: this.media.mediaBucket.bucketName,
        description: 'Processed images, served at /media/ through CloudFront',
      },
    };
    for (const [name, { value, description }] of Object.entries(outputs)) {
      new CfnOutput(this, name, { value, description });
    }
  }
}

export interface CreateAppOptions {
  /** Passed to the App (context, outdir, ...). */
  readonly appProps?: AppProps;
  readonly stackProps?: MarketplaceStackProps;
}

/** The CDK app: the stack plus cdk-nag's AwsSolutions checks (any unacknowledged error fails synth). */
/**
 * `cdk synth -c bundling=off`: the whole template with each function's code left unbuilt (CDK's own
 * switch, aws:cdk:bundling-stacks, is reserved to the CLI). CI's synth check uses it: every function is
 * bundled with esbuild and loaded as Lambda loads it by tests/infra/function-access-code.test.ts, in one
 * build instead of ~90 (about 60 CPU-s of CI's two cores).
 */
export const honourBundlingSwitch = (app: App): App => {
  if (app.node.tryGetContext('bundling') === 'off') app.node.setContext('aws:cdk:bundling-stacks', []);
  return app;
};

export const createApp = (options: CreateAppOptions = {}): { app: App; stack: MarketplaceStack } => {
  const app = honourBundlingSwitch(new App(options.appProps));
  const stack = buildStack(app, options.stackProps);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
};

/**
 * Deploys to the account of the CLI's credentials when there are any (CDK_DEFAULT_ACCOUNT; without, the
 * account is left open, so `cdk synth` needs no AWS account) and always to us-east-1: the CloudFront
 * web ACL (WAF) must be created there (see constructs/edge-protection.ts).
 */
export const buildStack = (app: App, props: MarketplaceStackProps = {}): MarketplaceStack =>
  new MarketplaceStack(app, STACK_NAME, {
    description: 'Affiliate marketplace: SPA, HTTP API, Cognito, DynamoDB, EventBridge',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: EDGE_REGION },
    ...props,
  });
