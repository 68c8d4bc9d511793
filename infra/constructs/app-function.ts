/**
 * "A function of ours": every Lambda in the product is built here, with one set of defaults
 * (runtime, architecture, ESM bundle, log group, tracing), and gets its permissions through the
 * bind helpers, which set the environment variable the handler reads and grant least privilege.
 *
 * Environment variables the handlers read (functions/shared/config.ts):
 *   TABLE_NAME      - set by bindTable()
 *   EVENT_BUS_NAME  - set by bindEventBus()
 *   NODE_OPTIONS    - always `--enable-source-maps`, so stack traces point into the TypeScript sources
 *   PAYOUT_SCHEDULE - always; from the `payoutSchedule` context (monthly | weekly)
 *   SECRETS_KMS_KEY_ID - set by bindSecretsKey()
 *   STRIPE_SECRET_ARN, APP_URL - set by bindStripeApp()
 *   MAIL_SIGNING_SECRET_ARN - set by bindMail() (mail 'sign' and 'send')
 *   MAIL_FROM, MAIL_CONFIGURATION_SET, MAIL_POSTAL_ADDRESS, APP_URL - set by bindMail() (mail 'send')
 *   PUBLIC_PAGES_DISTRIBUTION_ID - set by bindPublicPagesInvalidation()
 *   UPLOADS_BUCKET, MEDIA_BUCKET - set by bindMedia() (issue 34: 'presign' the first, 'process' both)
 *
 * bindAccess() turns a function's declared FunctionAccess (events/function-access.ts) into exactly
 * these bindings, so what a function may do is read from its declaration, never chosen here.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  type ICommandHooks,
  NodejsFunction,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FunctionAccess, TableItemAccess } from '../../events/function-access';
import { type PayoutSchedule, payoutSchedules } from '../../functions/platform';
import { STACK_NAME } from '../stack-name';
import { tableDefinition } from '../table-definition';
import { acknowledgeNag, wildcardResourceFinding } from './nag';

/**
 * The payout schedule in force (`cdk deploy -c payoutSchedule=weekly`; cdk.json defaults to monthly).
 * Every function gets it, so public copy and the payout job read one value; the payout schedule's own
 * time follows it too (scheduled-jobs.ts).
 */
export const payoutScheduleOf = (scope: Construct): PayoutSchedule => {
  const value = scope.node.tryGetContext('payoutSchedule') ?? 'monthly';
  if (!(payoutSchedules as readonly string[]).includes(value)) {
    throw new Error(`context payoutSchedule must be one of ${payoutSchedules.join(', ')}; got "${value}"`);
  }
  return value;
};

/** The repository root: handler module paths in functions/routes.ts and events/rules.ts are relative to it. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node.js 24 is the newest Lambda runtime aws-cdk-lib knows, so cdk-nag's L1 (latest runtime) passes
 * without a suppression. Scripts, the local cloud and the tests run on the same major (the npm `node`
 * package), and bundles target it.
 */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * ESM output still meets CommonJS dependencies that call `require` (e.g. for node builtins); the
 * banner gives the module a real `require`, which an ESM bundle otherwise lacks. Taken from
 * `process.getBuiltinModule`, not imported: see NODE_BUILTIN_ALIASES.
 */
export const ESM_REQUIRE_BANNER =
  "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);";

/**
 * Node's built-in modules, handed to the bundle as CommonJS objects (`process.getBuiltinModule`), never
 * as ES modules. An `import … from 'node:http'` makes Node build the module's ES facade, which reads
 * every export, lazy ones included: node:http's WebSocket/EventSource getters load undici (~20 ms), and
 * the facades of crypto, util, async_hooks … cost more milliseconds at every cold start (issue 33:
 * /api/health imported in 126 ms with them, 92 ms without). Each file in infra/bundling/node-builtins
 * stands for one builtin (`fs-promises.cjs` for `fs/promises`). An alias also covers its subpaths, so a
 * subpath without its own file (`node:path/posix`) fails the build, loudly, until its file is added;
 * tests/infra/lambda-bundles.test.ts checks that no builtin is left imported as an ES module.
 */
/** A file of infra/bundling: what the bundles take in place of a module (see each file). */
const bundlingFile = (name: string): string => fileURLToPath(new URL(`../bundling/${name}`, import.meta.url));

/** A file of the repository, by its path from the root. */
const repoFile = (relative: string): string => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

const NODE_BUILTINS_DIR = bundlingFile('node-builtins');
export const NODE_BUILTIN_ALIASES: readonly string[] = readdirSync(NODE_BUILTINS_DIR)
  .filter((file) => file.endsWith('.cjs'))
  .flatMap((file) => {
    const name = file.slice(0, -'.cjs'.length).replace('-', '/');
    const shim = path.join(NODE_BUILTINS_DIR, file);
    return [`node:${name}=${shim}`, `${name}=${shim}`];
  });

/**
 * How every function is bundled (esbuild through NodejsFunction). Exported so that `npm run bench` and the
 * bundle tests (tests/support/lambda-bundle.ts) build exactly what the stack deploys.
 */
export const FUNCTION_BUNDLING = {
  minify: true,
  sourceMap: true,
  // Line mapping is all a stack trace needs; leaving the sources out keeps the bundle small.
  sourcesContent: false,
  target: 'node24',
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  // The runtime ships AWS SDK v3. sharp (issue 34) is a native addon esbuild cannot bundle: the one
  // function that loads it carries it, as installed, in its asset (AppFunctionProps.nodePackages).
  externalModules: ['@aws-sdk/*', 'sharp'],
  esbuildArgs: {
    // Packages resolved as Node 24 resolves them (it matches `module-sync`), ES builds before CommonJS
    // ones: react-router-dom's CommonJS build requires all of react-router, its ES build lets the bundle
    // keep what the public pages use (the page renderer 661 → 543 KB, issue 33).
    '--conditions': 'module-sync,module',
    '--alias': [
      ...NODE_BUILTIN_ALIASES,
      // ElectroDB's model validator, never needed at run time (see the file).
      `jsonschema=${bundlingFile('jsonschema-model-check.cjs')}`,
      // React's string renderer without its streaming one (see the file).
      `react-dom/server=${bundlingFile('react-dom-server.cjs')}`,
      // ElectroDB requires the SDK's document client at import, only to build commands the lean client
      // builds itself (functions/shared/data/dynamodb): its commands and converter stand in, so no function
      // loads the SDK's DynamoDB client (60–95 ms of a cold start, issue 33).
      `@aws-sdk/lib-dynamodb=${repoFile('functions/shared/data/dynamodb/commands.ts')}`,
      `@aws-sdk/util-dynamodb=${repoFile('functions/shared/data/dynamodb/marshall.ts')}`,
    ],
  },
  // Libraries' production code paths, as a deployed function should run (React's development build is
  // slower, and was bundled beside the production one); the product's own code never reads NODE_ENV.
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies BundlingOptions;

export type TableAccess = 'read' | 'write' | 'readWrite';

/**
 * The DynamoDB actions behind each level. Written out rather than grantReadData/grantWriteData: those
 * include Scan (no request path scans; IAM now refuses it too) and DescribeTable (the SDK never calls
 * it). TransactWriteItems / TransactGetItems are authorised per item by these same actions.
 */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/** KMS calls per declared use of the secrets key: exactly what secret-box's two functions send. */
export const SECRETS_KEY_ACTIONS: Record<NonNullable<FunctionAccess['secretsKey']>, readonly string[]> = {
  encrypt: ['kms:Encrypt'],
  decrypt: ['kms:Decrypt'],
  encryptDecrypt: ['kms:Encrypt', 'kms:Decrypt'],
};

/** What bindAccess() may bind: the stack's shared resources. */
export interface AccessResources {
  readonly table: ITable;
  readonly bus?: IEventBus;
  readonly secretsKey?: IKey;
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
  /** The unsubscribe links' HMAC key (mail 'sign' and 'send'; constructs/mail.ts). */
  readonly mailSigningSecret?: ISecret;
  /** The SES identity and what a sending function needs (mail 'send'). */
  readonly mailSending?: MailSending;
  /** The site's CloudFront distribution (its id): the public pages' cache is invalidated there. */
  readonly publicPagesDistributionId?: string;
  /** Issue 34: the bucket of processed images (media 'process'); the uploads bucket is named by uploadsBucketName. */
  readonly mediaBucket?: IBucket;
  /** Issue 35: the user pool and the API's own app client (userPool 'secondFactor'; constructs/auth.ts). */
  readonly secondFactor?: SecondFactorSettings;
}

/** Issue 35: what the two-factor routes call Cognito with. */
export interface SecondFactorSettings {
  userPoolId: string;
  userPoolArn: string;
  /** The API's own app client (ADMIN_USER_PASSWORD_AUTH; the SPA's client allows SRP only). */
  serverClientId: string;
}

/** Issue 35: the user pool calls of FunctionAccess `userPool` (functions/identity/security/user-pool.ts). */
export const USER_POOL_ACTIONS = {
  mfaState: ['cognito-idp:AdminGetUser'],
  secondFactor: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
    'cognito-idp:AdminSetUserMFAPreference',
  ],
} as const;

/**
 * Issue 34: the uploads bucket's name, fixed by the account and region rather than generated: the bucket's
 * CORS rule names the site's origin (the distribution), and the distribution depends on the API whose
 * function signs POSTs into this bucket, so a generated name (a reference to the bucket) would close a
 * cycle. Per stack scope, so a nested stack resolves it from its own pseudo parameters.
 */
export const uploadsBucketNameOf = (scope: Construct): string => {
  const stack = Stack.of(scope);
  return `${STACK_NAME.toLowerCase()}-uploads-${stack.account}-${stack.region}`;
};

/** The prefixes of the two buckets (functions/media/media-keys.ts says the same for the code). */
export const ORIGINALS_OBJECTS = 'originals/*';
export const MEDIA_OBJECTS = 'media/*';

/** What a function that sends e-mail gets (constructs/mail.ts builds it; functions/shared/config.ts reads it). */
export interface MailSending {
  /** The SES identity (the sending domain): ses:SendEmail is allowed as this identity only. */
  identityArn: string;
  /** Named in every SendEmail: it reports bounces and complaints to EventBridge. */
  configurationSetName: string;
  /** `Affiliate Marketplace <notifications@{mailDomain}>`. */
  from: string;
  /** Every e-mail's footer (CAN-SPAM). */
  postalAddress: string;
  /** Our public https base URL: the links in the e-mails. */
  appUrl: string;
}

export interface ShopifyAppSettings {
  apiKey: string;
  /** Our public https base URL (custom domain): Shopify redirects OAuth back to it. */
  appUrl: string;
  secret: ISecret;
}

/** Stripe: always part of the stack (billing and payouts need it); the secret is filled in by hand. */
export interface StripeAppSettings {
  /** JSON {"secretKey": "sk_…", "webhookSecret": "whsec_…"} (functions/integrations/stripe/load-secret.ts). */
  secret: ISecret;
  /** Our public https base URL: Connect onboarding returns to it. Unset: onboarding answers 503. */
  appUrl?: string;
}

export interface AppFunctionProps {
  /** Handler module, relative to the repository root (`functions/identity/http/me.ts`); it exports `handler`. */
  readonly entry: string;
  readonly description?: string;
  /** MB; 256 unless the function needs more (keep within 256-512). */
  readonly memorySize?: number;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  /** Dead-letter queue for failed asynchronous invocations (event consumers). */
  readonly deadLetterQueue?: IQueue;
  /** @default one month */
  readonly logRetention?: RetentionDays;
  /** Commands around esbuild, e.g. files the handler reads beside it (the render function's web build). */
  readonly bundlingHooks?: ICommandHooks;
  /**
   * @default arm64; another when the function carries a native addon built for it (the card function's
   * resvg, the upload processor's sharp: their prebuilt binaries are the build machine's, linux x64).
   */
  readonly architecture?: lambda.Architecture;
  /**
   * What the function loads at run time beside its bundle, copied as installed (the repository's
   * node_modules) into the asset's node_modules: whole packages left out of the bundle
   * (FUNCTION_BUNDLING.externalModules: sharp, its dependencies and its prebuilt binary for
   * `architecture`), or single files a bundled package reads from disk (resvg's loader and binary,
   * satori's layout.wasm, a font). The one way a function carries native or run-time files: one missing
   * here fails the build, naming it, since the function would fail at its first invocation.
   */
  readonly nodePackages?: readonly string[];
}

export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    const entry = path.join(repoRoot, props.entry);
    if (!existsSync(entry)) {
      throw new Error(`${this.node.path}: handler module ${props.entry} does not exist`);
    }

    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });

    // An own role instead of the default AWSLambdaBasicExecutionRole: the function may write to its
    // own log group only (no logs:CreateLogGroup, no access to other groups) and no managed policy is
    // attached, so cdk-nag IAM4 has nothing to report.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grant(role, 'logs:CreateLogStream', 'logs:PutLogEvents');

    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: props.architecture ?? Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        PAYOUT_SCHEDULE: payoutScheduleOf(this),
        ...props.environment,
      },
      bundling: {
        ...FUNCTION_BUNDLING,
        mainFields: [...FUNCTION_BUNDLING.mainFields],
        externalModules: [...FUNCTION_BUNDLING.externalModules],
        esbuildArgs: {
          '--conditions': FUNCTION_BUNDLING.esbuildArgs['--conditions'],
          '--alias': [...FUNCTION_BUNDLING.esbuildArgs['--alias']],
        },
        define: { ...FUNCTION_BUNDLING.define },
        ...(props.bundlingHooks || props.nodePackages
          ? { commandHooks: withNodePackages(props.bundlingHooks, props.nodePackages ?? []) }
          : {}),
      },
    });

    // Tracing.ACTIVE adds xray:PutTraceSegments / xray:PutTelemetryRecords, which accept no resource
    // other than "*".
    acknowledgeNag(
      role,
      'IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords do not support resource-level permissions; "*" is required for active tracing.',
    );
  }

  /**
   * Exactly the grants `access` declares (events/function-access.ts), each with the environment
   * variable the code reads. A declared resource the stack did not pass is a synth error, not a silent
   * missing grant.
   */
  bindAccess(access: FunctionAccess, resources: AccessResources): this {
    const { table } = access;
    if (typeof table === 'object') this.bindTableItems(resources.table, table);
    else if (table !== 'none') this.bindTable(resources.table, table);
    if (access.putEvents) this.bindEventBus(required(this, resources.bus, 'putEvents', 'bus'));
    if (access.secretsKey) {
      this.bindSecretsKey(
        required(this, resources.secretsKey, 'secretsKey', 'secretsKey'),
        access.secretsKey,
      );
    }
    // Without a configured app there is no secret to read; Shopify calls then answer "not configured".
    if (access.shopifyApp) this.bindShopifyAppIf(resources.shopifyApp);
    if (access.stripeApp) this.bindStripeApp(required(this, resources.stripeApp, 'stripeApp', 'stripeApp'));
    if (access.mail) {
      const signingSecret = required(this, resources.mailSigningSecret, 'mail', 'mailSigningSecret');
      const sending =
        access.mail === 'send'
          ? required(this, resources.mailSending, "mail 'send'", 'mailSending')
          : undefined;
      this.bindMail(signingSecret, sending);
    }
    if (access.media) this.bindMedia(access.media, resources.mediaBucket);
    if (access.userPool)
      this.bindUserPool(required(this, resources.secondFactor, 'userPool', 'secondFactor'), access.userPool);
    if (access.invalidatePublicPages) {
      this.bindPublicPagesInvalidation(
        required(
          this,
          resources.publicPagesDistributionId,
          'invalidatePublicPages',
          'publicPagesDistributionId',
        ),
      );
    }
    return this;
  }

  /** Issue 35: USER_POOL_ID (and the API's own client's id) and the declared Admin* calls, on that pool only. */
  bindUserPool(settings: SecondFactorSettings, use: keyof typeof USER_POOL_ACTIONS): this {
    this.fn.addEnvironment('USER_POOL_ID', settings.userPoolId);
    if (use === 'secondFactor') this.fn.addEnvironment('COGNITO_SERVER_CLIENT_ID', settings.serverClientId);
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: [...USER_POOL_ACTIONS[use]], resources: [settings.userPoolArn] }),
    );
    return this;
  }

  /** Sets TABLE_NAME and grants only the data-plane access the function needs. */
  bindTable(table: ITable, access: TableAccess): this {
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    // Only reads go to the indexes (Query by byOwner, ...); writes address base-table items.
    const resources = access === 'write' ? [table.tableArn] : [table.tableArn, `${table.tableArn}/index/*`];
    this.fn.addToRolePolicy(new PolicyStatement({ actions: [...TABLE_ACTIONS[access]], resources }));
    if (access !== 'write') {
      acknowledgeNag(
        this.fn.role ?? this,
        wildcardResourceFinding(this, `${table.tableArn}/index/*`),
        'Access to the secondary indexes of this one table only: access patterns query them by name (byOwner, ...).',
      );
    }
    return this;
  }

  /**
   * Sets TABLE_NAME and allows each grant's actions only on base-table items whose partition key starts
   * with one of its prefixes (IAM `dynamodb:LeadingKeys`): no index, no other item kind.
   */
  bindTableItems(table: ITable, access: TableItemAccess): this {
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    for (const grant of access.items) {
      this.fn.addToRolePolicy(
        new PolicyStatement({
          actions: grant.actions.map((action) => `dynamodb:${action}`),
          resources: [table.tableArn],
          conditions: {
            // ForAllValues: every partition key the request names must match (a GetItem names one).
            'ForAllValues:StringLike': {
              'dynamodb:LeadingKeys': grant.partitionKeyPrefixes.map((prefix) => `${prefix}*`),
            },
            ...(grant.attributes ? attributeConditions(grant.attributes) : {}),
          },
        }),
      );
    }
    return this;
  }

  /**
   * Sets SECRETS_KMS_KEY_ID and allows, with that key only, the calls the declared use needs: store
   * access tokens are sealed with it (functions/shared/crypto/secret-box.ts); a function that only
   * seals tokens cannot open them.
   */
  bindSecretsKey(key: IKey, use: keyof typeof SECRETS_KEY_ACTIONS = 'encryptDecrypt'): this {
    this.fn.addEnvironment('SECRETS_KMS_KEY_ID', key.keyArn);
    // Never grantEncryptDecrypt: it would add GenerateDataKey* and ReEncrypt*, which secret-box never calls.
    key.grant(this.fn, ...SECRETS_KEY_ACTIONS[use]);
    return this;
  }

  /**
   * The Shopify app: its public key and our public URL as plain settings, the app secret only as the ARN
   * of a Secrets Manager secret the function may read (functions/integrations/shopify/load-secret.ts).
   */
  bindShopifyApp(app: ShopifyAppSettings): this {
    this.fn.addEnvironment('SHOPIFY_API_KEY', app.apiKey);
    this.fn.addEnvironment('SHOPIFY_APP_URL', app.appUrl);
    this.fn.addEnvironment('SHOPIFY_API_SECRET_ARN', app.secret.secretArn);
    app.secret.grantRead(this.fn);
    return this;
  }

  bindShopifyAppIf(app: ShopifyAppSettings | undefined): this {
    return app ? this.bindShopifyApp(app) : this;
  }

  /**
   * Stripe: the keys only as the ARN of a Secrets Manager secret the function may read at cold start
   * (functions/integrations/stripe/load-secret.ts), and our public URL for Connect's return pages.
   */
  bindStripeApp(app: StripeAppSettings): this {
    this.fn.addEnvironment('STRIPE_SECRET_ARN', app.secret.secretArn);
    if (app.appUrl) this.fn.addEnvironment('APP_URL', app.appUrl);
    app.secret.grantRead(this.fn);
    return this;
  }

  /**
   * E-mail: the unsubscribe links' HMAC key only as the ARN of a secret the function may read at cold
   * start (functions/shared/mail/load-signing-key.ts); with `sending`, also ses:SendEmail as the stack's
   * identity through its configuration set — SES authorises SendEmail against both resources, so naming
   * them lets the function send as no other identity nor bypass the bounce reporting — and the settings
   * the e-mails are written with.
   */
  bindMail(signingSecret: ISecret, sending?: MailSending): this {
    this.fn.addEnvironment('MAIL_SIGNING_SECRET_ARN', signingSecret.secretArn);
    signingSecret.grantRead(this.fn);
    if (!sending) return this;
    this.fn.addEnvironment('MAIL_FROM', sending.from);
    this.fn.addEnvironment('MAIL_CONFIGURATION_SET', sending.configurationSetName);
    this.fn.addEnvironment('MAIL_POSTAL_ADDRESS', sending.postalAddress);
    this.fn.addEnvironment('APP_URL', sending.appUrl);
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: sending.configurationSetName,
    });
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [sending.identityArn, configurationSetArn],
      }),
    );
    return this;
  }

  /**
   * Sets PUBLIC_PAGES_DISTRIBUTION_ID and allows cloudfront:CreateInvalidation on that distribution only
   * (CloudFront's ARNs are global: no region). Not GetInvalidation: the consumer never waits for one.
   */
  bindPublicPagesInvalidation(distributionId: string): this {
    this.fn.addEnvironment('PUBLIC_PAGES_DISTRIBUTION_ID', distributionId);
    const distributionArn = Stack.of(this).formatArn({
      service: 'cloudfront',
      region: '',
      resource: 'distribution',
      resourceName: distributionId,
    });
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [distributionArn] }),
    );
    return this;
  }

  /**
   * Issue 34, images people upload. 'presign': UPLOADS_BUCKET, and s3:PutObject on the uploads bucket's
   * originals only (a presigned POST acts with the signer's permissions, so this is all a browser's POST
   * can ever do). 'process': also MEDIA_BUCKET; originals read and deleted, sizes written and deleted
   * under the media bucket's media/ prefix, nothing else.
   */
  bindMedia(use: NonNullable<FunctionAccess['media']>, mediaBucket: IBucket | undefined): this {
    const uploadsBucket = uploadsBucketNameOf(this);
    const originals = `arn:${Stack.of(this).partition}:s3:::${uploadsBucket}/${ORIGINALS_OBJECTS}`;
    this.fn.addEnvironment('UPLOADS_BUCKET', uploadsBucket);
    const role = this.fn.role ?? this;
    const objectsOnly = 'Objects under one prefix of one bucket: their keys are made per upload.';
    if (use === 'presign') {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [originals] }));
      acknowledgeNag(role, wildcardResourceFinding(this, originals), objectsOnly);
      return this;
    }
    const media = required(this, mediaBucket, "media 'process'", 'mediaBucket');
    this.fn.addEnvironment('MEDIA_BUCKET', media.bucketName);
    const mediaObjects = media.arnForObjects(MEDIA_OBJECTS);
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [originals] }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [mediaObjects] }),
    );
    acknowledgeNag(role, wildcardResourceFinding(this, originals), objectsOnly);
    acknowledgeNag(role, wildcardResourceFinding(this, mediaObjects), objectsOnly);
    return this;
  }

  /** Sets EVENT_BUS_NAME and allows events:PutEvents on that bus only. */
  bindEventBus(bus: IEventBus): this {
    this.fn.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
    bus.grantPutEventsTo(this.fn);
    return this;
  }

  addToRolePolicy(statement: PolicyStatement): this {
    this.fn.addToRolePolicy(statement);
    return this;
  }
}

/**
 * The bundling hooks with `packages` (packages or single files under node_modules) copied after esbuild:
 * each from the repository's node_modules into the asset's, or the build fails naming the missing one
 * (built on another platform: install the function's binary for Linux x64, as `npm install --no-save
 * --os=linux --cpu=x64 sharp` or `@resvg/resvg-js-linux-x64-gnu`).
 */
const withNodePackages = (hooks: ICommandHooks | undefined, packages: readonly string[]): ICommandHooks => ({
  beforeBundling: (inputDir, outputDir) => hooks?.beforeBundling(inputDir, outputDir) ?? [],
  beforeInstall: (inputDir, outputDir) => hooks?.beforeInstall(inputDir, outputDir) ?? [],
  afterBundling: (inputDir, outputDir) => [
    ...(hooks?.afterBundling(inputDir, outputDir) ?? []),
    ...packages.map((name) => {
      const from = path.join(inputDir, 'node_modules', name);
      const to = path.join(outputDir, 'node_modules', name);
      return `test -e "${from}" || { echo "[infra] ${name} is not installed in node_modules: the function needs it (its Linux x64 build: npm install --no-save --os=linux --cpu=x64 <package>)" >&2; exit 1; }; mkdir -p "${path.dirname(to)}" && cp -RL "${from}" "${to}"`;
    }),
  ],
});

/**
 * Only the named attributes (plus the keys), and only by a request that names them: without
 * SPECIFIC_ATTRIBUTES a GetItem would return the whole item.
 */
const attributeConditions = (attributes: readonly string[]) => ({
  'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...tableKeyAttributes, ...attributes] },
  StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
});

const tableKeyAttributes = [tableDefinition.partitionKey, tableDefinition.sortKey];

const required = <T>(scope: Construct, value: T | undefined, declared: string, resource: string): T => {
  if (value === undefined) {
    throw new Error(
      `${scope.node.path}: access declares ${declared}, but no ${resource} was passed to bindAccess`,
    );
  }
  return value;
};
