/**
 * Least privilege, checked on the synthesized template: every function's IAM policy grants exactly what
 * its FunctionAccess declares (functions/routes.ts featureAccess, events/rules.ts, events/stream-consumers.ts,
 * the Cognito triggers in infra/constructs/auth.ts) plus the few grants every function or its wiring needs
 * (its own log group, X-Ray, its dead-letter/on-failure queue, the table stream for stream consumers).
 * Synthesized with the Shopify app and the mail domain configured, so the Secrets Manager and SES grants
 * are in the template too.
 */
import { isDeepStrictEqual as equal } from 'node:util';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import cdkJson from '../../cdk.json';
import type { FunctionAccess } from '../../events/function-access';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';
import {
  checksSessions,
  type FeatureName,
  featureAccess,
  features,
  sessionCheckAccess,
} from '../../functions/routes';
import {
  type AppFunction,
  SECRETS_KEY_ACTIONS,
  TABLE_ACTIONS,
  USER_POOL_ACTIONS,
} from '../../infra/constructs/app-function';
import { triggerAccess } from '../../infra/constructs/auth';
import { exportFunctionAccess } from '../../infra/constructs/ledger-exports';
import { processUploadAccess } from '../../infra/constructs/media-uploads';
import { buildStack, type MarketplaceStack } from '../../infra/stack';
import {
  allResources,
  allResourcesOfType,
  type CfnJson,
  logicalIdOf,
  resolveParameters,
  resourceOf,
  resourcesIn,
} from './support/stacks';

type Statement = { Action: string | string[]; Resource: CfnJson; Condition?: CfnJson; Effect: string };

let stack: MarketplaceStack;

beforeAll(() => {
  const app = new App({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      shopifyApiKey: 'test-key',
      appUrl: 'https://app.example.com',
      mailDomain: 'mail.example.com',
      mailPostalAddress: '1 Example Street, Springfield',
    },
  });
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
}, 60_000);

/**
 * Every statement of the identity policies attached to the function's role (in the function's own
 * stack), with a nested stack's parameters replaced by the root resources they stand for.
 */
const statementsOf = (fn: AppFunction): Statement[] => {
  const role = fn.fn.role;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  const roleRef = JSON.stringify({ Ref: logicalIdOf(role) });
  return Object.values(resourcesIn(fn))
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => r.Properties.Roles.some((ref: unknown) => JSON.stringify(ref) === roleRef))
    .flatMap((r) => resolveParameters(fn, r.Properties.PolicyDocument.Statement) as Statement[]);
};

/** The construct paths of the functions (in any stack) that get the environment variable `name`. */
const functionsWith = (name: string): string[] =>
  allResources(stack)
    .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
    .filter(({ resource }) => resource.Properties.Environment?.Variables?.[name])
    .map(({ stack: owner, id }) => {
      const fn = owner.node
        .findAll()
        .find(
          (c) =>
            Stack.of(c) === owner &&
            c.node.defaultChild !== undefined &&
            CfnElement.isCfnElement(c.node.defaultChild) &&
            logicalIdOf(c) === id,
        );
      return fn?.node.path ?? id;
    });

const actionsOf = (statements: Statement[]): string[] => [
  ...new Set(statements.flatMap((s) => [s.Action].flat())),
];

/** What any function of ours has whatever it declares: its own log streams and X-Ray traces. */
const BASELINE = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTelemetryRecords',
  'xray:PutTraceSegments',
];

const tableActionsOf = (access: FunctionAccess): string[] => {
  const { table } = access;
  if (table === 'none') return [];
  if (typeof table === 'object')
    return table.items.flatMap((grant) => grant.actions.map((a) => `dynamodb:${a}`));
  return [...TABLE_ACTIONS[table]];
};

/** The exact action set a declaration must synthesize to. */
const expectedActions = (access: FunctionAccess, wiring: string[] = []): string[] =>
  [
    ...new Set([
      ...BASELINE,
      ...tableActionsOf(access),
      ...(access.putEvents ? ['events:PutEvents'] : []),
      ...(access.secretsKey ? SECRETS_KEY_ACTIONS[access.secretsKey] : []),
      ...(access.shopifyApp || access.stripeApp || access.mail
        ? ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']
        : []),
      ...(access.mail === 'send' ? ['ses:SendEmail'] : []),
      ...(access.invalidatePublicPages ? ['cloudfront:CreateInvalidation'] : []),
      // Issue 34: a presigned POST acts with the signer's s3:PutObject; the processor reads, writes, deletes.
      ...(access.media === 'presign' ? ['s3:PutObject'] : []),
      ...(access.media === 'process' ? ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'] : []),
      // Issue 35: the data export's builder writes its ZIP and signs the link (GetObject).
      ...(access.dataExports ? ['s3:GetObject', 's3:PutObject'] : []),
      // Issue 35: the user pool's Admin* calls of two-factor sign-in.
      ...(access.userPool ? USER_POOL_ACTIONS[access.userPool] : []),
      ...wiring,
    ]),
  ].sort();

/** Grants CDK adds for a consumer's wiring, not for its code. */
const DLQ = ['sqs:SendMessage'];
const ON_FAILURE = ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'];
const STREAM_READ = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
];

describe('declared = synthesized, for every function', () => {
  it.each(Object.keys(features) as FeatureName[])('API feature %s', (feature) => {
    const fn = stack.api.functions[feature];
    // Issue 35: a feature serving signed-in routes also runs the per-request session check.
    const sessionCheck = checksSessions(feature) ? tableActionsOf(sessionCheckAccess) : [];
    expect(actionsOf(statementsOf(fn)).sort()).toEqual(expectedActions(featureAccess[feature], sessionCheck));
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))('event consumer %s', (name, rule) => {
    const consumer = stack.events.consumers.find((c) => c.definition.name === name);
    if (!consumer) throw new Error(`no consumer ${name}`);
    expect(actionsOf(statementsOf(consumer.consumer)).sort()).toEqual(expectedActions(rule.access, DLQ));
  });

  it.each(streamConsumers.map((consumer) => [consumer.name, consumer] as const))(
    'stream consumer %s',
    (name, definition) => {
      const fn = stack.streams.functions.find((f) => f.node.path.includes(`/${name}/`));
      if (!fn) throw new Error(`no stream consumer ${name}`);
      expect(actionsOf(statementsOf(fn)).sort()).toEqual(
        expectedActions(definition.access, [...ON_FAILURE, ...STREAM_READ]),
      );
    },
  );

  it.each(schedules.map((schedule) => [schedule.name, schedule] as const))(
    'scheduled job %s',
    (name, definition) => {
      const job = stack.schedules.jobs.find((j) => j.definition.name === name);
      if (!job) throw new Error(`no scheduled job ${name}`);
      // The schedule's dead-letter queue is its target's, granted to the invoke role, not to the job.
      expect(actionsOf(statementsOf(job.job)).sort()).toEqual(expectedActions(definition.access));
    },
  );

  it('the Cognito triggers', () => {
    expect(actionsOf(statementsOf(stack.auth.preSignUp)).sort()).toEqual(
      expectedActions(triggerAccess.preSignUp),
    );
    expect(actionsOf(statementsOf(stack.auth.postConfirmation)).sort()).toEqual(
      expectedActions(triggerAccess.postConfirmation, ['cognito-idp:AdminAddUserToGroup']),
    );
  });

  it('no function may Scan the table or use the secrets key beyond Encrypt/Decrypt', () => {
    const all = allResourcesOfType(stack, 'AWS::IAM::Policy').flatMap((r) =>
      actionsOf(r.Properties.PolicyDocument.Statement),
    );
    expect(all).not.toContain('dynamodb:Scan');
    for (const action of all.filter((a) => a.startsWith('kms:'))) {
      expect(['kms:Encrypt', 'kms:Decrypt']).toContain(action);
    }
  });
});

describe('exports (issue 21)', () => {
  it('the export function reads the table and nothing else', () => {
    expect(actionsOf(statementsOf(stack.ledgerExports.exporter)).sort()).toEqual(
      expectedActions(exportFunctionAccess),
    );
  });
});

describe('uploads (issue 34)', () => {
  it('the processing function reads and marks upload items and uses S3 as declared, nothing else', () => {
    expect(actionsOf(statementsOf(stack.media.processor)).sort()).toEqual(
      expectedActions(processUploadAccess),
    );
  });
});

describe('public pages (issue 20)', () => {
  it('the render function reads the table and nothing else', () => {
    expect(actionsOf(statementsOf(stack.publicPages.render)).sort()).toEqual(
      expectedActions({ table: 'read' }),
    );
  });

  it('the card function reads the table and nothing else (issue 34)', () => {
    expect(actionsOf(statementsOf(stack.publicPages.card)).sort()).toEqual(
      expectedActions({ table: 'read' }),
    );
  });

  it('only the consumers that declare it may invalidate, and only this distribution', () => {
    const distributionRef = { Ref: logicalIdOf(stack.web.distribution) };
    for (const { definition, consumer } of stack.events.consumers) {
      const grants = statementsOf(consumer).filter((s) =>
        [s.Action].flat().some((a) => a.startsWith('cloudfront:')),
      );
      if (!definition.access.invalidatePublicPages) {
        expect(grants, definition.name).toEqual([]);
        continue;
      }
      expect(grants).toEqual([
        {
          Action: 'cloudfront:CreateInvalidation',
          Effect: 'Allow',
          Resource: {
            'Fn::Join': [
              '',
              [
                'arn:',
                { Ref: 'AWS::Partition' },
                ':cloudfront::',
                { Ref: 'AWS::AccountId' },
                ':distribution/',
                distributionRef,
              ],
            ],
          },
        },
      ]);
    }
    expect(functionsWith('PUBLIC_PAGES_DISTRIBUTION_ID')).toEqual([
      expect.stringContaining('/InvalidatePublicPages/'),
    ]);
  });
});

describe('the redirect', () => {
  it("reads links and its brand's store attributes, writes click shards, nothing else", () => {
    const statements = statementsOf(stack.api.functions.redirect).filter(
      (s) => !BASELINE.includes([s.Action].flat()[0] as string),
    );
    // The redirect is in its module's nested stack (functions/referrals): the root's table, by its name.
    const tableArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':dynamodb:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':table/',
          { Ref: logicalIdOf(stack.data.table) },
        ],
      ],
    };
    const onlyKeys = (prefix: string) => ({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [prefix] },
    });
    expect(statements).toEqual([
      { Action: 'dynamodb:GetItem', Effect: 'Allow', Resource: tableArn, Condition: onlyKeys('LINK#*') },
      {
        Action: 'dynamodb:GetItem',
        Effect: 'Allow',
        Resource: tableArn,
        Condition: {
          ...onlyKeys('BRAND#*'),
          // Never the sealed store token or anything else on the brand item.
          'ForAllValues:StringEquals': {
            'dynamodb:Attributes': ['pk', 'sk', 'store_connected', 'store_platform', 'shop_domain'],
          },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      },
      { Action: 'dynamodb:UpdateItem', Effect: 'Allow', Resource: tableArn, Condition: onlyKeys('CLICK#*') },
    ]);
    const variables = resourceOf(stack.api.functions.redirect.fn).Properties.Environment.Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'PAYOUT_SCHEDULE', 'TABLE_NAME']);
  });
});

describe('the secrets key and the Shopify app secret', () => {
  const kmsActions = (fn: AppFunction) => actionsOf(statementsOf(fn)).filter((a) => a.startsWith('kms:'));

  it('only shopify-oauth seals tokens, and it cannot open them', () => {
    const sealing = (Object.keys(features) as FeatureName[]).filter((f) =>
      kmsActions(stack.api.functions[f]).includes('kms:Encrypt'),
    );
    // Issue 22: brand-webhooks seals outgoing webhook secrets (and opens them for Reveal).
    expect(sealing).toEqual(['shopify-oauth', 'brand-webhooks']);
    expect(kmsActions(stack.api.functions['shopify-oauth'])).toEqual(['kms:Encrypt']);
  });

  it("no API feature opens store tokens; only the import, discount, webhook-subscription and sample's store-order consumers do, with Decrypt alone", () => {
    for (const feature of Object.keys(features) as FeatureName[]) {
      // Issue 22: brand-webhooks opens webhook signing secrets (Reveal, Replay), never store tokens.
      if (feature === 'brand-webhooks') continue;
      expect(kmsActions(stack.api.functions[feature]), feature).not.toContain('kms:Decrypt');
    }
    const opening = stack.events.consumers
      .filter((c) => kmsActions(c.consumer).length > 0)
      .map((c) => [c.definition.name, kmsActions(c.consumer)]);
    expect(opening).toEqual([
      ['ImportProductsFromStore', ['kms:Decrypt']],
      ['CreateStoreDiscountOnApproval', ['kms:Decrypt']],
      // Issue 36: a brand's rotation or once-per-customer limit of a leaked code, made in its store.
      ['ChangeStoreDiscountCode', ['kms:Decrypt']],
      ['SubscribeShopToWebhooks', ['kms:Decrypt']],
      // Issue 21: a redeemed sample's $0 order in the brand's store.
      ['CreateSampleStoreOrder', ['kms:Decrypt']],
      // Issue 22: signs outgoing webhooks with the endpoints' sealed secrets.
      ['SendOutgoingWebhooks', ['kms:Decrypt']],
    ]);
    // Of the scheduled jobs, only the webhook upkeep opens tokens (to call each store's Admin API).
    expect(
      stack.schedules.jobs
        .filter((j) => kmsActions(j.job).length > 0)
        .map((j) => [j.definition.name, kmsActions(j.job)]),
    ).toEqual([
      ['EnsureShopWebhooks', ['kms:Decrypt']],
      // Issue 36: deactivates rotated codes' old text in each store when the grace period ends.
      ['RetireRotatedDiscountCodes', ['kms:Decrypt']],
      // Issue 22: signs the outgoing webhooks it retries.
      ['RetryWebhookDeliveries', ['kms:Decrypt']],
    ]);
  });

  it('the key policy grants no function directly (only the account, which delegates to IAM)', () => {
    const keys = allResourcesOfType(stack, 'AWS::KMS::Key');
    const alarmTopicKey = resourceOf(stack.alarms.key);
    for (const key of keys) {
      for (const statement of key.Properties.KeyPolicy.Statement) {
        // Issue 36: the alarm topic's own key also lets CloudWatch encrypt the alarms it publishes.
        if (equal(key, alarmTopicKey) && equal(statement.Principal, { Service: 'cloudwatch.amazonaws.com' }))
          continue;
        expect(JSON.stringify(statement.Principal)).toContain(':root');
      }
    }
  });

  it('only functions that declare shopifyApp see the app settings or may read its secret', () => {
    const declared = [
      ...(Object.keys(features) as FeatureName[])
        .filter((f) => featureAccess[f].shopifyApp)
        .map((f) => stack.api.functions[f]),
      ...stack.events.consumers.filter((c) => c.definition.access.shopifyApp).map((c) => c.consumer),
      ...stack.schedules.jobs.filter((j) => j.definition.access.shopifyApp).map((j) => j.job),
    ].map((fn) => fn.fn.node.path);
    const withSettings = functionsWith('SHOPIFY_API_SECRET_ARN');
    expect(withSettings.sort()).toEqual(declared.sort());
    expect(declared.length).toBeGreaterThan(0);
  });

  it('only functions that declare stripeApp get the Stripe secret, and may read only that secret', () => {
    const declared: [AppFunction, FunctionAccess][] = [
      ...(Object.keys(features) as FeatureName[])
        .filter((f) => featureAccess[f].stripeApp)
        .map((f): [AppFunction, FunctionAccess] => [stack.api.functions[f], featureAccess[f]]),
      ...stack.events.consumers
        .filter((c) => c.definition.access.stripeApp)
        .map((c): [AppFunction, FunctionAccess] => [c.consumer, c.definition.access]),
      ...stack.schedules.jobs
        .filter((j) => j.definition.access.stripeApp)
        .map((j): [AppFunction, FunctionAccess] => [j.job, j.definition.access]),
    ];
    const withSecret = functionsWith('STRIPE_SECRET_ARN');
    expect(withSecret.sort()).toEqual(declared.map(([fn]) => fn.fn.node.path).sort());
    expect(declared.map(([fn]) => fn.fn)).toContain(stack.api.functions['stripe-webhooks'].fn);
    const stripeSecret = Object.entries(resourcesIn(stack)).find(
      ([, r]) => r.Type === 'AWS::SecretsManager::Secret' && /Stripe/.test(r.Properties.Description ?? ''),
    );
    if (!stripeSecret) throw new Error('no Stripe secret in the stack');
    for (const [fn, access] of declared) {
      const readable = statementsOf(fn)
        .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((s) => JSON.stringify(s.Resource));
      expect(
        readable.some((r) => r.includes(stripeSecret[0])),
        fn.node.path,
      ).toBe(true);
      // A Stripe function that does not call Shopify cannot read the Shopify app secret.
      if (!access.shopifyApp)
        expect(
          readable.every((r) => r.includes(stripeSecret[0])),
          fn.node.path,
        ).toBe(true);
    }
  });
});

describe('deploy timeouts', () => {
  it('each consumer runs with its declared timeout (10 s unless declared) and retries its events twice', () => {
    for (const consumer of stack.events.consumers) {
      const fn = resourceOf(consumer.consumer.fn);
      expect(fn.Properties.Timeout).toBe(consumer.definition.timeoutSeconds ?? 10);
      const invokeConfig = Object.values(resourcesIn(consumer.consumer)).find(
        (r) =>
          r.Type === 'AWS::Lambda::EventInvokeConfig' &&
          JSON.stringify(r.Properties.FunctionName) ===
            JSON.stringify({ Ref: logicalIdOf(consumer.consumer.fn) }),
      );
      expect(invokeConfig?.Properties).toMatchObject({
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 21_600,
      });
    }
    for (const definition of streamConsumers) {
      const fn = stack.streams.functions.find((f) => f.node.path.includes(`/${definition.name}/`));
      if (!fn) throw new Error(`no stream consumer ${definition.name}`);
      expect(resourceOf(fn.fn).Properties.Timeout).toBe(definition.timeoutSeconds ?? 10);
    }
  });
});

describe('e-mail', () => {
  /** Every function of ours with its declaration. */
  const declarations = (): [AppFunction, FunctionAccess][] => [
    ...(Object.keys(features) as FeatureName[]).map((f): [AppFunction, FunctionAccess] => [
      stack.api.functions[f],
      featureAccess[f],
    ]),
    ...stack.events.consumers.map((c): [AppFunction, FunctionAccess] => [c.consumer, c.definition.access]),
    ...stack.schedules.jobs.map((j): [AppFunction, FunctionAccess] => [j.job, j.definition.access]),
    [stack.auth.preSignUp, triggerAccess.preSignUp],
    [stack.auth.postConfirmation, triggerAccess.postConfirmation],
  ];
  const rootRef = (construct: Parameters<typeof logicalIdOf>[0]) => ({ Ref: logicalIdOf(construct) });

  it("only functions that declare mail 'send' may call SES, and only SendEmail as the identity through the configuration set", () => {
    const senders = declarations().filter(([, access]) => access.mail === 'send');
    expect(senders.map(([fn]) => fn.node.path)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/NotifyPeople/'),
        expect.stringContaining('/SendNotificationDigests/'),
      ]),
    );
    const identityArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':ses:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':identity/',
          rootRef(stack.mail.identity),
        ],
      ],
    };
    const configurationSetArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':ses:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':configuration-set/',
          rootRef(stack.mail.configurationSet),
        ],
      ],
    };
    for (const [fn, access] of declarations()) {
      const ses = statementsOf(fn).filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
      if (access.mail !== 'send') {
        expect(ses, fn.node.path).toEqual([]);
        continue;
      }
      expect(ses, fn.node.path).toEqual([
        { Action: 'ses:SendEmail', Effect: 'Allow', Resource: [configurationSetArn, identityArn] },
      ]);
      const variables = resourceOf(fn.fn).Properties.Environment.Variables;
      expect(resolveParameters(fn, variables.MAIL_CONFIGURATION_SET), fn.node.path).toEqual(
        rootRef(stack.mail.configurationSet),
      );
      expect(variables.MAIL_FROM).toBe('Affiliate Marketplace <notifications@mail.example.com>');
      expect(variables.MAIL_POSTAL_ADDRESS).toBe('1 Example Street, Springfield');
      expect(resolveParameters(fn, variables.APP_URL)).toBe('https://app.example.com');
    }
  });

  it("functions that declare mail ('sign' or 'send') read the signing key's secret, and no other function does", () => {
    const signing = declarations().filter(([, access]) => access.mail !== undefined);
    expect(signing.map(([fn]) => fn.node.path)).toEqual(
      expect.arrayContaining([expect.stringContaining('NotificationUnsubscribeFeature')]),
    );
    expect(functionsWith('MAIL_SIGNING_SECRET_ARN').sort()).toEqual(
      signing.map(([fn]) => fn.fn.node.path).sort(),
    );
    const secret = rootRef(stack.mail.signingSecret);
    for (const [fn, access] of declarations()) {
      const readable = statementsOf(fn)
        .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
        .map((s) => s.Resource);
      expect(
        readable.some((r) => JSON.stringify(r) === JSON.stringify(secret)),
        fn.node.path,
      ).toBe(access.mail !== undefined);
      // Nothing else but the key (and the app secrets a function declares besides).
      if (access.mail && !access.shopifyApp && !access.stripeApp)
        expect(readable, fn.node.path).toEqual([secret]);
      if (access.mail) {
        const variables = resourceOf(fn.fn).Properties.Environment.Variables;
        expect(resolveParameters(fn, variables.MAIL_SIGNING_SECRET_ARN), fn.node.path).toEqual(secret);
        // Never the key itself, and no sending settings for a function that only signs.
        expect(variables.MAIL_SIGNING_KEY, fn.node.path).toBeUndefined();
        if (access.mail === 'sign') expect(variables.MAIL_FROM, fn.node.path).toBeUndefined();
      }
    }
  });
});
