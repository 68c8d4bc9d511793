/**
 * The synthesized CloudFormation templates of the product's stack (the root and its nested stacks: one
 * per module's HTTP features, the event consumers, the stream consumers, the scheduled jobs), checked against the contracts they are built from: the route table, the event rules, the
 * table definition. Bundling is skipped (no esbuild run); cdk-nag is checked in nag.test.ts.
 */
import { isDeepStrictEqual as equal } from 'node:util';
import { App, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';
import { featureAccess, features, routeKey, routes } from '../../functions/routes';
import { moduleOfFeature } from '../../infra/constructs/http-api';
import { buildStack, honourBundlingSwitch, type MarketplaceStack } from '../../infra/stack';
import { tableDefinition } from '../../infra/table-definition';
import {
  allResources,
  allResourcesOfType,
  type CfnJson,
  logicalIdOf,
  type Resource,
  resolveParameters,
  resourceOf,
  resourcesIn,
  stacksOf,
  templateOf,
} from './support/stacks';

let stack: MarketplaceStack;
let template: Template;
let warn: MockInstance<typeof console.warn>;

const logicalId = (construct: IConstruct): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);
const resourcesOf = (type: string): Record<string, Resource> =>
  template.findResources(type) as Record<string, Resource>;

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  // No built SPA: the stack must still synthesize (fresh clone, CI), only without the upload.
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
  template = Template.fromStack(stack);
}, 60_000);

afterAll(() => warn.mockRestore());

describe('CloudFormation limits', () => {
  it('the root stack holds at most 300 resources and every nested stack fewer than the 500 CloudFormation allows', () => {
    const counts = Object.fromEntries(
      stacksOf(stack).map((s) => [s.node.path, Object.keys(templateOf(s).toJSON().Resources).length]),
    );
    // Issue 36: + the dead letters' stack.
    expect(Object.keys(counts)).toHaveLength(4 + stack.api.moduleStacks.size + 1);
    // Printed so a run shows how close each stack is (a module's stack grows with its features and routes).
    console.log(`resources per stack: ${JSON.stringify(counts)}`);
    const { [stack.node.path]: root, ...nested } = counts;
    // Room to grow: the root keeps what is shared; features, routes and consumers grow in nested stacks.
    expect(root).toBeLessThanOrEqual(300);
    for (const [path, count] of Object.entries(nested)) expect(count, path).toBeLessThan(500);
  });

  it("the event consumers, stream consumers, scheduled jobs and each module's HTTP features are in nested stacks; the shared resources stay in the root", () => {
    const nested = [
      stack.events.stack,
      stack.events.deadLetters.stack,
      stack.streams.stack,
      stack.schedules.stack,
      ...stack.api.moduleStacks.values(),
    ];
    template.resourceCountIs('AWS::CloudFormation::Stack', nested.length);
    for (const consumer of stack.events.consumers)
      expect(Stack.of(consumer.consumer)).toBe(stack.events.stack);
    for (const fn of stack.streams.functions) expect(Stack.of(fn)).toBe(stack.streams.stack);
    for (const job of stack.schedules.jobs) expect(Stack.of(job.job)).toBe(stack.schedules.stack);
    for (const shared of [stack.data.table, stack.events.bus, stack.auth.userPool]) {
      expect(Stack.of(shared)).toBe(stack);
    }
  });

  it("each module's HTTP features are in the module's nested stack with their routes and integrations; the API, its stage and authorizers stay in the root", () => {
    const modules = new Set(Object.values(features).map((entry) => entry.split('/')[1]));
    expect([...stack.api.moduleStacks.keys()].sort()).toEqual([...modules].sort());
    for (const [feature, fn] of Object.entries(stack.api.functions)) {
      const module = moduleOfFeature(feature as keyof typeof features);
      expect(Stack.of(fn), feature).toBe(stack.api.moduleStacks.get(module));
    }
    for (const route of routes) {
      const httpRoute = stack.api.routes.get(routeKey(route));
      expect(httpRoute && Stack.of(httpRoute), routeKey(route)).toBe(
        stack.api.moduleStacks.get(moduleOfFeature(route.feature)),
      );
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 0);
    for (const root of [stack.api.httpApi, stack.api.stage]) expect(Stack.of(root)).toBe(stack);
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 2);
  });

  it('a nested stack takes the shared resources as parameters from the root, and only those its consumers use', () => {
    const parametersOf = (nested: Stack) => Object.keys(templateOf(nested).toJSON().Parameters ?? {}).sort();
    // AlarmTopicArn: the alarms on the stack's functions and queues act on the root's topic (issue 36).
    expect(parametersOf(stack.streams.stack)).toEqual([
      'AlarmTopicArn',
      'EventBusName',
      'TableName',
      'TableStreamArn',
    ]);
    expect(parametersOf(stack.events.stack)).toEqual(
      expect.arrayContaining(['AlarmTopicArn', 'EventBusName', 'SecretsKeyArn', 'TableName']),
    );
    expect(parametersOf(stack.events.stack)).not.toContain('TableStreamArn');
    // The values are the root's own resources: nothing is copied or looked up.
    expect(resolveParameters(stack.streams.stack, { Ref: 'TableStreamArn' })).toEqual({
      'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'],
    });
    expect(resolveParameters(stack.events.stack, { Ref: 'EventBusName' })).toEqual({
      Ref: logicalId(stack.events.bus),
    });
    // A module's HTTP features take the table (and what else they declare), the API's id and authorizers.
    const ledger = stack.api.moduleStacks.get('ledger');
    if (!ledger) throw new Error('no nested stack for functions/ledger');
    expect(parametersOf(ledger)).toEqual(expect.arrayContaining(['StripeSecretArn', 'TableName']));
    const apiIdParameter = parametersOf(ledger).find((name) =>
      equal(resolveParameters(ledger, { Ref: name }), { Ref: logicalId(stack.api.httpApi) }),
    );
    expect(apiIdParameter).toBeDefined();
    // Nothing in the root refers to a nested stack's outputs, so there is no cycle to break — except
    // (issue 36) what the dead letters' stack takes of the consumers' stack (each rule's consumer and
    // queue), passed on by the root in one direction: the consumers' stack names nothing of it.
    const rootJson = template.toJSON();
    const deadLettersStack = logicalIdOf(stack.events.deadLetters.stack.nestedStackResource as CfnElement);
    const { [deadLettersStack]: deadLetters, ...others } = rootJson.Resources;
    expect(JSON.stringify({ ...rootJson, Resources: others })).not.toContain('Outputs.');
    const consumersStack = logicalIdOf(stack.events.stack.nestedStackResource as CfnElement);
    for (const value of Object.values(deadLetters.Properties.Parameters as Record<string, CfnJson>)) {
      const getAtt = value['Fn::GetAtt'];
      if (getAtt) expect(getAtt[0]).toBe(consumersStack);
    }
    expect(JSON.stringify(templateOf(stack.events.stack).toJSON().Parameters)).not.toContain('DeadLetters');
  });

  it('API Gateway may invoke each feature function through one permission beside it, not one per route', () => {
    const apiPermissions = allResources(stack).filter(
      ({ resource }) =>
        resource.Type === 'AWS::Lambda::Permission' &&
        resource.Properties.Principal === 'apigateway.amazonaws.com',
    );
    // + the API keys' authorizer (issue 22), which API Gateway invokes too.
    expect(apiPermissions).toHaveLength(Object.keys(features).length + 1);
    for (const [feature, fn] of Object.entries(stack.api.functions)) {
      const beside = apiPermissions.filter(
        ({ stack: s, resource }) =>
          s === Stack.of(fn) &&
          equal(resource.Properties.FunctionName, { 'Fn::GetAtt': [logicalIdOf(fn.fn), 'Arn'] }),
      );
      expect(beside, feature).toHaveLength(1);
    }
  });
});

describe('Cognito', () => {
  it('requires a 6-character password and no character classes (product spec)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('signs in with e-mail, verifies it, and keeps the pool on stack deletion', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'email', Required: true }),
          Match.objectLike({ Name: 'given_name', Required: true }),
          Match.objectLike({ Name: 'family_name', Required: true }),
          Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: false }),
        ]),
      }),
    });
  });

  it('has exactly the groups brand and creator, and (issue 36) operator', () => {
    const groups = Object.values(resourcesOf('AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['brand', 'creator', 'operator']);
  });

  it('wires the pre-sign-up and post-confirmation triggers to their functions', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PreSignUp: { 'Fn::GetAtt': [logicalId(stack.auth.preSignUp.fn), 'Arn'] },
        PostConfirmation: { 'Fn::GetAtt': [logicalId(stack.auth.postConfirmation.fn), 'Arn'] },
      },
    });
    for (const fn of [stack.auth.preSignUp.fn, stack.auth.postConfirmation.fn]) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
    }
  });

  it('gives the SPA a public SRP-only client that may write the role at sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      WriteAttributes: Match.arrayWith(['custom:role', 'email', 'family_name', 'given_name']),
      ReadAttributes: Match.arrayWith(['custom:role', 'email', 'family_name', 'given_name']),
    });
  });

  it('issue 35: TOTP is optional (no SMS), and the API has a client of its own for its server-side checks', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const clients = Object.values(resourcesOf('AWS::Cognito::UserPoolClient')).map((c) => c.Properties);
    expect(clients).toHaveLength(2);
    const server = clients.find((c) => c.ClientName === 'marketplace-server');
    expect(server).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
    });
  });

  it('lets post-confirmation add users to groups and write the table (its event goes through the outbox)', () => {
    const role = stack.auth.postConfirmation.fn.role;
    if (!role) throw new Error('post-confirmation has no role');
    const policies = Object.values(resourcesOf('AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: unknown) => JSON.stringify(r) === JSON.stringify({ Ref: logicalId(role) })),
    );
    const statements = policies.flatMap(
      (p) => p.Properties.PolicyDocument.Statement as Record<string, CfnJson>[],
    );
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toContain('cognito-idp:AdminAddUserToGroup');
    expect(actions).not.toContain('events:PutEvents');
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:Scan');
    const addToGroup = statements.find((s) => [s.Action].flat().includes('cognito-idp:AdminAddUserToGroup'));
    expect(JSON.stringify(addToGroup?.Resource)).toContain(':userpool/*');
  });

  it('does not give pre-sign-up any data access', () => {
    const variables =
      template.toJSON().Resources[logicalId(stack.auth.preSignUp.fn)].Properties.Environment.Variables;
    expect(variables.TABLE_NAME).toBeUndefined();
    expect(variables.EVENT_BUS_NAME).toBeUndefined();
  });
});

describe('DynamoDB', () => {
  it('is exactly one table, built from tableDefinition, retained, with PITR and streams', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });
});

describe('HTTP API', () => {
  const authorizerId = () => logicalId(stack.api.httpApi.node.findChild('CognitoJwt'));

  it('has a JWT authorizer trusting the user pool (issuer) and the SPA client (audience)', () => {
    // Two: this one and the API keys' Lambda authorizer (issue 22).
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 2);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.auth.webClient) }],
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.amazonaws.com/',
              { Ref: logicalId(stack.auth.userPool) },
            ],
          ],
        },
      },
    });
  });

  it('has exactly one route per route-table entry', () => {
    const keys = allResourcesOfType(stack, 'AWS::ApiGatewayV2::Route').map((r) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s: authorization follows the route table and it targets its feature function',
    (key, route) => {
      const httpRoute = stack.api.routes.get(key);
      if (!httpRoute) throw new Error(`no route ${key}`);
      // The route is in its module's nested stack: the root's ids reach it as parameters.
      const properties = resolveParameters(httpRoute, resourceOf(httpRoute).Properties);
      expect(properties.RouteKey).toBe(key);
      expect(properties.ApiId).toEqual({ Ref: logicalId(stack.api.httpApi) });
      if (route.auth === 'public') {
        expect(properties.AuthorizationType).toBe('NONE');
        expect(properties.AuthorizerId).toBeUndefined();
      } else if (route.auth === 'apiKey') {
        // Issue 22: the key authorizer (a Lambda authorizer), never the JWT one.
        expect(properties.AuthorizationType).toBe('CUSTOM');
        expect(properties.AuthorizerId).toEqual({
          Ref: logicalId(stack.api.httpApi.node.findChild('ApiKey')),
        });
      } else {
        expect(properties.AuthorizationType).toBe('JWT');
        expect(properties.AuthorizerId).toEqual({ Ref: authorizerId() });
      }
      const integrationRef = properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = resourcesIn(httpRoute)[integrationRef];
      expect(integration?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [logicalIdOf(stack.api.functions[route.feature].fn), 'Arn'] },
      });
    },
  );

  it('logs access on the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue(), Format: Match.anyValue() }),
    });
  });
});

describe('Lambda functions', () => {
  it("are bundled by `cdk synth` unless told `-c bundling=off` (CI's synth check)", () => {
    const bundles = (context: Record<string, unknown>) =>
      new Stack(honourBundlingSwitch(new App({ context })), 'Probe').bundlingRequired;
    expect(bundles({ 'aws:cdk:bundling-stacks': ['**'] })).toBe(true);
    expect(bundles({ 'aws:cdk:bundling-stacks': ['**'], bundling: 'off' })).toBe(false);
    expect(bundles({ 'aws:cdk:bundling-stacks': ['**'], bundling: 'on' })).toBe(true);
  });

  it('are one per feature, one per event consumer, one per scheduled job, the two Cognito triggers, the public pages, their cards, the key authorizer and the upload processor', () => {
    // In the root: the two Cognito triggers, the public pages' render and card functions
    // (constructs/public-pages.ts), the export function (constructs/ledger-exports.ts), the API keys'
    // authorizer (issue 22), the upload processor and CDK's bucket-notifications handler that wires it
    // (issue 34); the features' functions are in their modules' nested stacks.
    template.resourceCountIs('AWS::Lambda::Function', 8);
    // + 1: the dead letters' capture function (issue 36).
    expect(allResourcesOfType(stack, 'AWS::Lambda::Function')).toHaveLength(
      Object.keys(features).length + rules.length + streamConsumers.length + schedules.length + 8 + 1,
    );
  });

  it('all use the shared defaults: Node 24, arm64 (the card function x86_64: its native binary), tracing, own log group, source maps', () => {
    // Ours (AppFunction), not CDK's bucket-notifications handler (its own Python function).
    const functions = allResourcesOfType(stack, 'AWS::Lambda::Function').filter(
      (fn) => !String(fn.Properties.Description).includes('Custom::S3BucketNotifications'),
    );
    expect(functions.length).toBeGreaterThan(0);
    const card = resourceOf(stack.publicPages.card.fn);
    const processor = resourceOf(stack.media.processor.fn);
    for (const fn of functions) {
      // The upload processor (issue 34) is the one exception: x86_64 for the sharp binary it carries, and
      // the memory (so CPU) that decoding a 10 MB photo needs.
      if (fn === processor || equal(fn, processor)) {
        expect(fn.Properties).toMatchObject({
          Runtime: 'nodejs24.x',
          Architectures: ['x86_64'],
          MemorySize: 1536,
          Timeout: 60,
          TracingConfig: { Mode: 'Active' },
        });
        continue;
      }
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: [fn === card ? 'x86_64' : 'arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      expect(fn.Properties.MemorySize).toBeLessThanOrEqual(512);
      // Long work declares its timeout (events/rules.ts timeoutSeconds); Lambda's ceiling is 900 s.
      const declared = Math.max(
        30,
        ...[...rules, ...streamConsumers, ...schedules].map((r) => r.timeoutSeconds ?? 0),
      );
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(Math.min(declared, 900));
    }
    for (const logGroup of allResourcesOfType(stack, 'AWS::Logs::LogGroup')) {
      expect(logGroup.Properties.RetentionInDays).toEqual(expect.any(Number));
    }
  });

  it('gives API feature functions the table when they declare it, the bus only when they publish', () => {
    for (const feature of Object.keys(features) as (keyof typeof features)[]) {
      const access = featureAccess[feature];
      const fn = stack.api.functions[feature].fn;
      const variables = resolveParameters(fn, resourceOf(fn).Properties.Environment.Variables);
      if (access.table === 'none') expect(variables.TABLE_NAME, feature).toBeUndefined();
      else expect(variables.TABLE_NAME, feature).toEqual({ Ref: logicalId(stack.data.table) });
      if (access.putEvents)
        expect(variables.EVENT_BUS_NAME, feature).toEqual({ Ref: logicalId(stack.events.bus) });
      else expect(variables.EVENT_BUS_NAME, feature).toBeUndefined();
    }
  });
});

describe('EventBridge', () => {
  it('has one bus of our own and one rule per entry of events/rules.ts (and, issue 36, its replay rule)', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    templateOf(stack.events.stack).resourceCountIs('AWS::Events::Rule', rules.length);
    templateOf(stack.events.deadLetters.stack).resourceCountIs('AWS::Events::Rule', rules.length);
    expect(allResourcesOfType(stack, 'AWS::Events::Rule')).toHaveLength(2 * rules.length);
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))(
    '%s: exact pattern from rules.ts, on the bus it names, to its consumer, with a DLQ and retries',
    (name, definition) => {
      const consumer = stack.events.consumers.find((c) => c.definition.name === name);
      if (!consumer) throw new Error(`no consumer for ${name}`);
      const nested = templateOf(consumer.rule);
      const queueArn = { 'Fn::GetAtt': [logicalIdOf(consumer.deadLetterQueue), 'Arn'] };
      // On our bus (the root's, passed in as a parameter), or on the account's default bus, where SES
      // puts its events.
      expect(resolveParameters(consumer.rule, resourceOf(consumer.rule).Properties.EventBusName)).toEqual(
        definition.bus === 'default' ? 'default' : { Ref: logicalId(stack.events.bus) },
      );
      nested.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: Match.objectEquals(definition.eventPattern),
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [logicalIdOf(consumer.consumer.fn), 'Arn'] },
            DeadLetterConfig: { Arn: queueArn },
            RetryPolicy: {
              MaximumRetryAttempts: Match.anyValue(),
              MaximumEventAgeInSeconds: Match.anyValue(),
            },
          }),
        ],
      });
      // Failed asynchronous invocations (the consumer threw) land in the same queue.
      nested.hasResourceProperties('AWS::Lambda::Function', {
        Handler: 'index.handler',
        DeadLetterConfig: { TargetArn: queueArn },
      });
    },
  );

  it('encrypts the dead-letter queues and refuses non-TLS access to them', () => {
    const queues = stacksOf(stack).flatMap((s) =>
      Object.entries(templateOf(s).findResources('AWS::SQS::Queue')).map(
        ([id, queue]) => [templateOf(s), id, queue as Resource] as const,
      ),
    );
    expect(queues).toHaveLength(rules.length + streamConsumers.length + schedules.length);
    for (const [queueTemplate, id, queue] of queues) {
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      queueTemplate.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});

describe('e-mail (SES)', () => {
  // Each context is synthesized once (a synthesis takes about a second).
  const synthesized = new Map<string, { root: MarketplaceStack; template: Template }>();
  const mailStack = (context: Record<string, unknown>) => {
    const key = JSON.stringify(context);
    const cached = synthesized.get(key);
    if (cached) return cached;
    const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
    const root = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
    const built = { root, template: Template.fromStack(root) };
    synthesized.set(key, built);
    return built;
  };
  const configured = {
    mailDomain: 'mail.example.org',
    mailPostalAddress: '1 Example Street, Springfield',
  };

  it('has an identity for the mail domain, signed with Easy DKIM, whose DNS records are outputs', () => {
    const { root, template } = mailStack(configured);
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.example.org',
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      // Its default configuration set: mail sent without naming one (Cognito's) reports bounces too.
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalIdOf(root.mail.configurationSet) } },
    });
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs).filter((name) => name.startsWith('MailDkim'))).toEqual([
      'MailDkimRecord1',
      'MailDkimRecord2',
      'MailDkimRecord3',
    ]);
    expect(outputs.MailDkimRecord1?.Value).toEqual({
      'Fn::Join': [
        ' ',
        [
          { 'Fn::GetAtt': [logicalIdOf(root.mail.identity), 'DkimDNSTokenName1'] },
          'CNAME',
          { 'Fn::GetAtt': [logicalIdOf(root.mail.identity), 'DkimDNSTokenValue1'] },
        ],
      ],
    });
  });

  it("reports bounces and complaints, and nothing else, to the account's default bus (the only one SES publishes to)", () => {
    const { root, template } = mailStack(configured);
    template.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 1);
    const [destination] = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destination?.Properties).toEqual({
      ConfigurationSetName: { Ref: logicalIdOf(root.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        EventBridgeDestination: {
          EventBusArn: {
            'Fn::Join': [
              '',
              [
                'arn:',
                { Ref: 'AWS::Partition' },
                ':events:',
                { Ref: 'AWS::Region' },
                ':',
                { Ref: 'AWS::AccountId' },
                ':event-bus/default',
              ],
            ],
          },
        },
      },
    });
    // The rules for SES's events listen there, with the catalogue's patterns.
    const onDefault = rules.filter((rule) => rule.bus === 'default');
    expect(onDefault.map((rule) => rule.name)).toEqual(['SuppressBouncedAddresses']);
    for (const rule of onDefault) expect(rule.eventPattern.source).toEqual(['aws.ses']);
  });

  it('generates the unsubscribe signing key (64 letters and digits) and keeps it on deletion', () => {
    const { root } = mailStack(configured);
    expect(resourceOf(root.mail.signingSecret)).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: { GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true } },
    });
    expect(resourceOf(root.mail.signingSecret).Properties.SecretString).toBeUndefined();
  });

  it('without the context values, synthesizes with placeholders and warns (a deployment must set them)', () => {
    warn.mockClear();
    const { template } = mailStack({});
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'example.com' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mailDomain and mailPostalAddress not set'));
    // Cognito keeps its own sender: an unverifiable identity would fail the deployment.
    const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pool?.Properties.EmailConfiguration).toBeUndefined();
  });

  it("sends Cognito's e-mails through the identity and its configuration set once the domain is verified", () => {
    const unverified = mailStack(configured).template;
    const [before] = Object.values(unverified.findResources('AWS::Cognito::UserPool'));
    expect(before?.Properties.EmailConfiguration).toBeUndefined();

    const { root, template } = mailStack({ ...configured, mailDomainVerified: 'true' });
    const [pool] = Object.entries(template.findResources('AWS::Cognito::UserPool'));
    expect(pool?.[1].Properties.EmailConfiguration).toEqual({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Affiliate Marketplace <notifications@mail.example.org>',
      ConfigurationSet: { Ref: logicalIdOf(root.mail.configurationSet) },
      SourceArn: {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':ses:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':identity/mail.example.org',
          ],
        ],
      },
    });
    // Created after the identity, which Cognito checks when the pool is created or updated.
    expect(pool?.[1].DependsOn).toContain(logicalIdOf(root.mail.identity));
  });

  it("links in e-mail point at our public URL: the appUrl context, else the site's CloudFront address", () => {
    const appUrlOf = (root: MarketplaceStack) => {
      const sender = root.events.consumers.find((c) => c.definition.access.mail === 'send');
      if (!sender) throw new Error('no consumer sends e-mail');
      return resolveParameters(
        sender.consumer,
        resourceOf(sender.consumer.fn).Properties.Environment.Variables.APP_URL,
      );
    };
    expect(appUrlOf(mailStack({ ...configured, appUrl: 'https://app.example.org' }).root)).toBe(
      'https://app.example.org',
    );
    const { root } = mailStack(configured);
    expect(appUrlOf(root)).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf(root.web.distribution), 'DomainName'] }]],
    });
  });
});

describe('web hosting', () => {
  it('keeps the SPA bucket private, TLS-only and retained', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalId(stack.web.bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the files the build names (/assets/*, /config.json) from the bucket through origin access control', () => {
    const [distribution] = Object.values(resourcesOf('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    const s3Origin = config.Origins.find((o: Record<string, CfnJson>) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [expect.stringContaining('OriginAccessControl'), 'Id'],
    });
    for (const pattern of ['/assets/*', '/config.json']) {
      const behavior = config.CacheBehaviors.find((b: Record<string, CfnJson>) => b.PathPattern === pattern);
      expect(behavior, pattern).toMatchObject({
        TargetOriginId: s3Origin.Id,
        CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
        ViewerProtocolPolicy: 'redirect-to-https',
      });
    }
    // `/` is the render function's too (the SPA's shell), not an S3 object.
    expect(config.DefaultRootObject).toBeUndefined();
    // Distribution-wide error responses would turn API 404s into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it.each(['/api/*', '/r/*'])(
    'sends %s to the HTTP API, uncached, with every viewer header but Host',
    (pattern) => {
      const [distribution] = Object.values(resourcesOf('AWS::CloudFront::Distribution'));
      const config = distribution?.Properties.DistributionConfig;
      const behavior = config.CacheBehaviors.find((b: Record<string, CfnJson>) => b.PathPattern === pattern);
      expect(behavior).toMatchObject({
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      expect([...behavior.AllowedMethods].sort()).toEqual([
        'DELETE',
        'GET',
        'HEAD',
        'OPTIONS',
        'PATCH',
        'POST',
        'PUT',
      ]);
      const origin = config.Origins.find((o: Record<string, CfnJson>) => o.Id === behavior.TargetOriginId);
      expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.api.httpApi));
      expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    },
  );

  it('caches the public storefront at the edge: path-only key, TTL from the origin up to 60 s, matched before /api/*', () => {
    const [distribution] = Object.values(resourcesOf('AWS::CloudFront::Distribution'));
    const behaviors = distribution?.Properties.DistributionConfig.CacheBehaviors as Record<string, CfnJson>[];
    const patterns = behaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/storefront/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/storefront/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const behavior = behaviors.find((b) => b.PathPattern === '/api/storefront/*') as Record<string, CfnJson>;
    expect([...(behavior.AllowedMethods as string[])].sort()).toEqual(['GET', 'HEAD']);
    const [policy] = Object.entries(resourcesOf('AWS::CloudFront::CachePolicy')).filter(([id]) =>
      JSON.stringify(behavior.CachePolicyId).includes(id),
    );
    expect(policy).toBeDefined();
    const config = policy?.[1].Properties.CachePolicyConfig;
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 60 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  it('skips the SPA upload with a warning when web/dist is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run build:web'));
  });
});

describe('public pages: the render function is the default origin (issue 20)', () => {
  const config = (): CfnJson =>
    Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;
  const renderFn = () => stack.publicPages.render.fn;

  it('the render function (Node 24, ARM) has a function URL only IAM-signed callers may use', () => {
    expect(resourceOf(renderFn()).Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
    template.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'AWS_IAM',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId(renderFn()), 'Arn'] },
    });
  });

  it('the default behaviour reaches it through origin access control, GET/HEAD only, with the SPA headers', () => {
    const behavior = config().DefaultCacheBehavior;
    const origin = config().Origins.find((o: Record<string, CfnJson>) => o.Id === behavior.TargetOriginId);
    // The function URL's host name, split out of its URL.
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.publicPages.functionUrl));
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const [oacId] = origin.OriginAccessControlId['Fn::GetAtt'];
    expect(resourcesOf('AWS::CloudFront::OriginAccessControl')[oacId]?.Properties).toMatchObject({
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    expect([...behavior.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: { Ref: logicalId(stack.publicPages.cachePolicy) },
      OriginRequestPolicyId: { Ref: logicalId(stack.publicPages.originRequestPolicy) },
      ResponseHeadersPolicyId: { Ref: logicalId(stack.web.spaHeadersPolicy) },
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [logicalId(stack.publicPages.forwardHost), 'FunctionARN'] },
        },
      ],
    });
    // Only this distribution may invoke it (both permissions a function URL behind OAC needs).
    const permissions = Object.values(resourcesOf('AWS::Lambda::Permission')).filter((p) =>
      // The origin names the function through its URL's FunctionArn.
      JSON.stringify(p.Properties.FunctionName).includes(logicalId(stack.publicPages.functionUrl)),
    );
    expect(permissions.map((p) => p.Properties.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(logicalId(stack.web.distribution));
    }
  });

  it('caches a page per path alone, as long as its Cache-Control says, at most a day, compressed', () => {
    const policy = resourceOf(stack.publicPages.cachePolicy).Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 86_400 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    // The origin gets the viewer's host as x-forwarded-host, and not Host (a function URL refuses it).
    expect(
      resourceOf(stack.publicPages.originRequestPolicy).Properties.OriginRequestPolicyConfig,
    ).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-forwarded-host'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    });
  });

  it('the viewer-request function overwrites x-forwarded-host with the real Host', () => {
    const fn = resourceOf(stack.publicPages.forwardHost).Properties;
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn.FunctionCode}; return handler;`)() as (event: CfnJson) => CfnJson;
    const request = handler({
      request: {
        uri: '/ava',
        headers: { host: { value: 'd111.cloudfront.net' }, 'x-forwarded-host': { value: 'evil.example' } },
      },
    });
    expect(request.uri).toBe('/ava');
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'd111.cloudfront.net' });
  });

  it('share cards: /og/* reaches the card function (x86_64, IAM-only URL) through origin access control, cached and keyed as the pages', () => {
    const cardFn = stack.publicPages.card.fn;
    expect(resourceOf(cardFn).Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['x86_64'],
      MemorySize: 512,
    });
    template.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'AWS_IAM',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId(cardFn), 'Arn'] },
    });
    const behaviors = config().CacheBehaviors as Record<string, CfnJson>[];
    const behavior = behaviors.find((b) => b.PathPattern === '/og/*') as Record<string, CfnJson>;
    expect(behavior).toBeDefined();
    const origin = config().Origins.find((o: Record<string, CfnJson>) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.publicPages.cardUrl));
    expect(JSON.stringify(origin.DomainName)).not.toContain(logicalId(stack.publicPages.functionUrl));
    const [oacId] = origin.OriginAccessControlId['Fn::GetAtt'];
    expect(resourcesOf('AWS::CloudFront::OriginAccessControl')[oacId]?.Properties).toMatchObject({
      OriginAccessControlConfig: { OriginAccessControlOriginType: 'lambda', SigningBehavior: 'always' },
    });
    expect([...behavior.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    // The pages' cache policy: the path alone, the function's s-maxage; so an invalidation of a page's
    // paths (invalidation/paths.ts) drops its card's one cached copy too.
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: { Ref: logicalId(stack.publicPages.cachePolicy) },
      OriginRequestPolicyId: { Ref: logicalId(stack.publicPages.originRequestPolicy) },
      ResponseHeadersPolicyId: { Ref: logicalId(stack.web.spaHeadersPolicy) },
    });
    const permissions = Object.values(resourcesOf('AWS::Lambda::Permission')).filter((p) =>
      JSON.stringify(p.Properties.FunctionName).includes(logicalId(stack.publicPages.cardUrl)),
    );
    expect(permissions.map((p) => p.Properties.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(logicalId(stack.web.distribution));
    }
  });

  it('the invalidation consumer gets the distribution id from the root, as a parameter', () => {
    const consumer = stack.events.consumers.find((c) => c.definition.name === 'InvalidatePublicPages');
    if (!consumer) throw new Error('no InvalidatePublicPages consumer');
    const variables = resourceOf(consumer.consumer.fn).Properties.Environment.Variables;
    expect(variables.PUBLIC_PAGES_DISTRIBUTION_ID).toEqual({ Ref: 'PublicPagesDistributionId' });
    expect(resolveParameters(stack.events.stack, { Ref: 'PublicPagesDistributionId' })).toEqual({
      Ref: logicalId(stack.web.distribution),
    });
  });
});

describe('exports: the streaming export function behind /api/exports/* (issue 21)', () => {
  const config = (): CfnJson =>
    Object.values(resourcesOf('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig;
  const exportFn = () => stack.ledgerExports.exporter.fn;

  it('has a function URL in RESPONSE_STREAM mode that only IAM-signed callers may use', () => {
    template.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'AWS_IAM',
      InvokeMode: 'RESPONSE_STREAM',
      TargetFunctionArn: { 'Fn::GetAtt': [logicalId(exportFn()), 'Arn'] },
    });
    const fn = resourceOf(exportFn()).Properties;
    expect(fn).toMatchObject({ Timeout: 120, MemorySize: 512 });
    // It checks the Cognito tokens itself: the pool's issuer and the SPA's client.
    expect(fn.Environment.Variables.COGNITO_CLIENT_ID).toEqual({ Ref: logicalId(stack.auth.webClient) });
    expect(JSON.stringify(fn.Environment.Variables.COGNITO_ISSUER)).toContain(logicalId(stack.auth.userPool));
  });

  it('is reached through origin access control on /api/exports/*, before /api/*, GET/HEAD, uncached', () => {
    const behaviors = config().CacheBehaviors as Record<string, CfnJson>[];
    const patterns = behaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/exports/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/exports/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const behavior = behaviors.find((b) => b.PathPattern === '/api/exports/*') as Record<string, CfnJson>;
    expect([...behavior.AllowedMethods].sort()).toEqual(['GET', 'HEAD']);
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: { Ref: logicalId(stack.ledgerExports.originRequestPolicy) },
      ResponseHeadersPolicyId: { Ref: logicalId(stack.web.apiHeadersPolicy) },
    });
    const origin = config().Origins.find((o: Record<string, CfnJson>) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.ledgerExports.functionUrl));
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const [oacId] = origin.OriginAccessControlId['Fn::GetAtt'];
    expect(resourcesOf('AWS::CloudFront::OriginAccessControl')[oacId]?.Properties).toMatchObject({
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    // The origin gets the range, the token header and the brand in use (issue 35) only (OAC's signature takes Authorization).
    expect(
      resourceOf(stack.ledgerExports.originRequestPolicy).Properties.OriginRequestPolicyConfig,
    ).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-access-token', 'x-brand-id'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['from', 'to', 'year'] },
    });
  });

  it('only this distribution may invoke it (both permissions a function URL behind OAC needs)', () => {
    const permissions = Object.values(resourcesOf('AWS::Lambda::Permission')).filter((p) =>
      JSON.stringify(p.Properties.FunctionName).includes(logicalId(stack.ledgerExports.functionUrl)),
    );
    expect(permissions.map((p) => p.Properties.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of permissions) {
      expect(permission.Properties.Principal).toBe('cloudfront.amazonaws.com');
      expect(JSON.stringify(permission.Properties.SourceArn)).toContain(logicalId(stack.web.distribution));
    }
  });
});

describe('outputs', () => {
  it('are named like the local cloud outputs', () => {
    const names = Object.keys(template.findOutputs('*'));
    expect(names).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'EventBusName',
        'DistributionUrl',
        'Region',
      ]),
    );
  });
});

describe('stream consumers', () => {
  it('each entry of events/stream-consumers.ts reads the table stream with its filter, batching and an on-failure queue', () => {
    const nested = templateOf(stack.streams.stack);
    for (const consumer of streamConsumers) {
      nested.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: Match.anyValue(),
        StartingPosition: 'LATEST',
        BatchSize: consumer.batchSize,
        MaximumBatchingWindowInSeconds: consumer.maxBatchingWindowSeconds,
        BisectBatchOnFunctionError: true,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(consumer.filterPattern) }] },
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
    }
    // The root table's stream, passed in as a parameter.
    for (const mapping of Object.values(nested.findResources('AWS::Lambda::EventSourceMapping'))) {
      expect(resolveParameters(stack.streams.stack, mapping.Properties.EventSourceArn)).toEqual({
        'Fn::GetAtt': [logicalId(stack.data.table), 'StreamArn'],
      });
    }
  });

  it('the table has a KMS key for sealing store tokens, rotated', () => {
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

const shopifySecret = { Properties: { Description: Match.stringLikeRegexp('Shopify') } };
const stripeSecret = { Properties: { Description: Match.stringLikeRegexp('Stripe') } };

describe('the Shopify app, when configured', () => {
  it('gives the functions the key, our URL and only the ARN of the secret, which they may read', () => {
    const app = new App({
      context: {
        ...cdkJson.context,
        'aws:cdk:bundling-stacks': [],
        shopifyApiKey: 'test-key',
        appUrl: 'https://app.example.com',
      },
    });
    const root = buildStack(app);
    const template = Template.fromStack(root);
    expect(Object.keys(template.findResources('AWS::SecretsManager::Secret', shopifySecret))).toHaveLength(1);
    const functions = allResourcesOfType(root, 'AWS::Lambda::Function');
    const withShopify = functions.filter(
      (fn) => fn.Properties?.Environment?.Variables?.SHOPIFY_API_KEY === 'test-key',
    );
    // Exactly the functions that declare shopifyApp (tests/infra/function-access.test.ts names them).
    const declared =
      Object.values(featureAccess).filter((access) => access.shopifyApp).length +
      [...rules, ...streamConsumers, ...schedules].filter((r) => r.access.shopifyApp).length;
    expect(withShopify.length).toBe(declared);
    for (const fn of withShopify) {
      const variables = fn.Properties.Environment.Variables;
      expect(variables.SHOPIFY_APP_URL).toBe('https://app.example.com');
      expect(variables.SHOPIFY_API_SECRET_ARN).toBeDefined();
      expect(variables.SHOPIFY_API_SECRET).toBeUndefined();
      expect(variables.SHOPIFY_DEMO_STORE_URL).toBeUndefined();
    }
  });

  it('without it, no function gets Shopify settings (connections answer "not configured")', () => {
    const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
    const root = buildStack(app);
    const template = Template.fromStack(root);
    expect(Object.keys(template.findResources('AWS::SecretsManager::Secret', shopifySecret))).toHaveLength(0);
    for (const fn of allResourcesOfType(root, 'AWS::Lambda::Function')) {
      expect(fn.Properties?.Environment?.Variables?.SHOPIFY_API_KEY).toBeUndefined();
    }
  });
});

describe('Stripe', () => {
  const stripeFunctions = (context: Record<string, unknown>) => {
    const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
    const root = buildStack(app);
    const secrets = Template.fromStack(root).findResources('AWS::SecretsManager::Secret', stripeSecret);
    const functions = allResourcesOfType(root, 'AWS::Lambda::Function').filter(
      (fn) => fn.Properties?.Environment?.Variables?.STRIPE_SECRET_ARN,
    );
    return { secrets, functions };
  };
  const declared =
    Object.values(featureAccess).filter((access) => access.stripeApp).length +
    [...rules, ...streamConsumers, ...schedules].filter((r) => r.access.stripeApp).length;

  it('is always in the stack: one secret, whose ARN (never a key) the declaring functions get', () => {
    const { secrets, functions } = stripeFunctions({});
    expect(Object.keys(secrets)).toHaveLength(1);
    expect(functions.length).toBe(declared);
    for (const fn of functions) {
      const variables = fn.Properties.Environment.Variables;
      expect(variables.STRIPE_SECRET_KEY).toBeUndefined();
      expect(variables.STRIPE_WEBHOOK_SECRET).toBeUndefined();
      expect(variables.STRIPE_API_URL).toBeUndefined();
      expect(variables.APP_URL).toBeUndefined();
    }
  });

  it('with the appUrl context, the Stripe functions get it as APP_URL (Connect return pages)', () => {
    const { functions } = stripeFunctions({ appUrl: 'https://app.example.com' });
    expect(functions.length).toBe(declared);
    for (const fn of functions)
      expect(fn.Properties.Environment.Variables.APP_URL).toBe('https://app.example.com');
  });
});
