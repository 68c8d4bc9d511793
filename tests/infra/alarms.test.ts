/**
 * Issue 36: the stack's alarms and its money dashboard (infra/constructs/alarms.ts, money-dashboard.ts),
 * synthesized as `cdk synth -c alarmEmail=…` builds them, cdk-nag included: the encrypted topic and its
 * e-mail subscriber, one alarm per dead-letter queue and per function of ours (each in the stack that owns
 * it), the API's 5xx rate, failed payouts and webhook signature failures, every alarm acting on the topic,
 * and the dashboard's four stages of the money pipeline.
 */
import { isDeepStrictEqual as equal } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { CfnSubscription } from 'aws-cdk-lib/aws-sns';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';
import { features } from '../../functions/routes';
import { METRICS_NAMESPACE, productMetricNames } from '../../functions/shared/metrics/catalogue';
import { API_5XX_PERCENT, appFunctionsIn, WEBHOOK_SIGNATURE_SPIKE } from '../../infra/constructs/alarms';
import { MONEY_PIPELINE } from '../../infra/constructs/money-dashboard';
import { buildStack, createApp, type MarketplaceStack } from '../../infra/stack';
import {
  allResources,
  type CfnJson,
  logicalIdOf,
  type Resource,
  resolveParameters,
  resourceOf,
  resourcesIn,
} from './support/stacks';

const context = { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] };
const ALARM_EMAIL = 'alarms@example.org';

let stack: MarketplaceStack;
let synthError: unknown;
let warn: MockInstance<typeof console.warn>;

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const built = createApp({
    appProps: { context: { ...context, alarmEmail: ALARM_EMAIL } },
    stackProps: { env: undefined, webDistPath: '/nonexistent/web/dist' },
  });
  stack = built.stack;
  try {
    // cdk-nag runs in this synthesis; the templates below are read from its assembly.
    built.app.synth();
  } catch (error) {
    synthError = error;
  }
}, 120_000);

afterAll(() => warn.mockRestore());

type Located = { stack: Stack; id: string; resource: Resource };
const alarms = (): Located[] =>
  allResources(stack).filter(({ resource }) => resource.Type === 'AWS::CloudWatch::Alarm');
const topicRef = () => ({ Ref: logicalIdOf(stack.alarms.topic) });
/** The alarms (in any stack) whose metric has this dimension value, resolved to the root's terms. */
const alarmsOn = (dimension: string, value: CfnJson): Located[] =>
  alarms().filter(({ resource }) =>
    (resource.Properties.Dimensions ?? []).some(
      (d: CfnJson) => d.Name === dimension && equal(d.Value, value),
    ),
  );

describe('the alarm topic', () => {
  it('synthesizes with no unacknowledged cdk-nag finding', () => {
    expect(synthError === undefined ? 'synth ok' : String(synthError)).toBe('synth ok');
  });

  it('is encrypted with a rotated key of its own and takes publications over TLS only', () => {
    const topic = resourceOf(stack.alarms.topic);
    expect(topic.Properties.KmsMasterKeyId).toEqual({
      'Fn::GetAtt': [logicalIdOf(stack.alarms.key), 'Arn'],
    });
    expect(resourceOf(stack.alarms.key).Properties.EnableKeyRotation).toBe(true);
    const [policy] = Object.values(resourcesIn(stack)).filter(
      (r) => r.Type === 'AWS::SNS::TopicPolicy' && equal(r.Properties.Topics, [topicRef()]),
    );
    const statements: CfnJson[] = policy?.Properties.PolicyDocument.Statement ?? [];
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sns:Publish',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it("lets CloudWatch publish (and use the key) only for this account's alarms named for the stack", () => {
    const statements: CfnJson[] = [
      ...resourceOf(stack.alarms.key).Properties.KeyPolicy.Statement,
      ...Object.values(resourcesIn(stack))
        .filter((r) => r.Type === 'AWS::SNS::TopicPolicy')
        .flatMap((r) => r.Properties.PolicyDocument.Statement),
    ].filter((s) => equal(s.Principal, { Service: 'cloudwatch.amazonaws.com' }));
    expect(statements.map((s) => s.Action)).toEqual([['kms:Decrypt', 'kms:GenerateDataKey*'], 'sns:Publish']);
    for (const statement of statements) {
      expect(statement.Condition.StringEquals).toEqual({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } });
      expect(JSON.stringify(statement.Condition.ArnLike['aws:SourceArn'])).toContain(
        `:alarm:${stack.stackName}-*`,
      );
    }
    for (const { resource } of alarms()) {
      expect(resource.Properties.AlarmName.startsWith(`${stack.stackName}-`)).toBe(true);
    }
  });

  it('e-mails the address of the alarmEmail context value', () => {
    const subscriptions = allResources(stack).filter(
      ({ resource }) => resource.Type === 'AWS::SNS::Subscription',
    );
    expect(subscriptions.map(({ resource }) => resource.Properties)).toEqual([
      { Protocol: 'email', Endpoint: ALARM_EMAIL, TopicArn: topicRef() },
    ]);
  });

  it('without alarmEmail, the topic is there with no subscriber, and synth says so; a malformed one is refused', () => {
    warn.mockClear();
    const bare = buildStack(new App({ context }), { env: undefined, webDistPath: '/nonexistent/web/dist' });
    expect(bare.alarms.topic).toBeDefined();
    expect(bare.node.findAll().filter((c) => c instanceof CfnSubscription)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('alarmEmail not set'));
    expect(() =>
      buildStack(new App({ context: { ...context, alarmEmail: 'not an address' } }), {
        env: undefined,
        webDistPath: '/nonexistent/web/dist',
      }),
    ).toThrow(/alarmEmail must be an e-mail address/);
  });
});

describe('alarms', () => {
  it('every alarm acts on the topic, when it fires and when it clears (a nested stack through its AlarmTopicArn parameter)', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const { stack: owner, id, resource } of alarms()) {
      const { AlarmActions, OKActions } = resource.Properties;
      for (const actions of [AlarmActions, OKActions]) {
        expect(actions, id).toHaveLength(1);
        expect(resolveParameters(owner, actions[0]), `${owner.node.path} ${id}`).toEqual(topicRef());
      }
      expect(resource.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('one per dead-letter queue, beside it: a message visible there (> 0), or arrived in a rule’s queue', () => {
    const queues = allResources(stack).filter(({ resource }) => resource.Type === 'AWS::SQS::Queue');
    // The event rules' DLQs, the stream consumers' on-failure queues, the schedules' DLQs: no other queue.
    expect(queues).toHaveLength(rules.length + streamConsumers.length + schedules.length);
    // Issue 36: the capture function empties the rules' queues into the operator console as messages
    // arrive, so theirs count the messages sent to them.
    const captured = new Set(stack.events.consumers.map((consumer) => logicalIdOf(consumer.deadLetterQueue)));
    for (const { stack: owner, id } of queues) {
      const watching = alarmsOn('QueueName', { 'Fn::GetAtt': [id, 'QueueName'] });
      expect(watching, `${owner.node.path} ${id}`).toHaveLength(1);
      const [{ stack: alarmStack, resource }] = watching as [Located];
      expect(alarmStack).toBe(owner);
      expect(resource.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        ...(captured.has(id) && owner === stack.events.stack
          ? { MetricName: 'NumberOfMessagesSent', Statistic: 'Sum' }
          : { MetricName: 'ApproximateNumberOfMessagesVisible', Statistic: 'Maximum' }),
        Period: 300,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });

  it('one per function of ours, beside it: any error in five minutes', () => {
    const ours = appFunctionsIn(stack);
    // Every feature, consumer and job, the Cognito triggers, the public pages and their cards, the
    // export function, the key authorizer and the upload processor; + 1: the dead letters' capture
    // function (issue 36).
    expect(ours).toHaveLength(
      Object.keys(features).length + rules.length + streamConsumers.length + schedules.length + 7 + 1,
    );
    for (const fn of ours) {
      const watching = alarmsOn('FunctionName', { Ref: logicalIdOf(fn.fn) });
      expect(watching, fn.node.path).toHaveLength(1);
      const [{ stack: alarmStack, resource }] = watching as [Located];
      expect(alarmStack).toBe(Stack.of(fn));
      expect(resource.Properties).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Period: 300,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
      });
    }
    // The only Lambda functions without one are CDK's own deployment-time handlers (BucketDeployment's,
    // the bucket notifications'), whose failure fails the deployment itself.
    const watched = new Set(ours.map((fn) => `${Stack.of(fn).node.path} ${logicalIdOf(fn.fn)}`));
    const unwatched = allResources(stack).filter(
      ({ stack: s, id, resource }) =>
        resource.Type === 'AWS::Lambda::Function' && !watched.has(`${s.node.path} ${id}`),
    );
    // (No SPA build here, so no BucketDeployment: the notifications handler is the one left.)
    expect(unwatched.map(({ resource }) => resource.Properties.Description)).toEqual([
      expect.stringContaining('Custom::S3BucketNotifications'),
    ]);
  });

  it("the HTTP API's 5xx rate: 5xx / Count of the API, over the threshold in 2 of 3 periods", () => {
    const alarm = resourceOf(stack.alarms.api5xx);
    expect(alarm.Properties).toMatchObject({
      Threshold: API_5XX_PERCENT,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
    });
    const queries: CfnJson[] = alarm.Properties.Metrics;
    const expression = queries.find((q) => q.Expression);
    expect(expression).toMatchObject({ Expression: '100 * serverErrors / requests', ReturnData: true });
    const apiId = { Ref: logicalIdOf(stack.api.httpApi) };
    for (const [id, metricName] of [
      ['serverErrors', '5xx'],
      ['requests', 'Count'],
    ]) {
      expect(queries.find((q) => q.Id === id)).toMatchObject({
        ReturnData: false,
        MetricStat: {
          Metric: {
            Namespace: 'AWS/ApiGateway',
            MetricName: metricName,
            Dimensions: [{ Name: 'ApiId', Value: apiId }],
          },
          Stat: 'Sum',
          Period: 300,
        },
      });
    }
  });

  it('payouts failed (any) and webhook signature failures (a spike), on the metrics the functions count', () => {
    expect(resourceOf(stack.alarms.payoutsFailed).Properties).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'PayoutsFailed',
      Statistic: 'Sum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(resourceOf(stack.alarms.webhookSignatureFailures).Properties).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      MetricName: 'WebhookSignatureFailures',
      Statistic: 'Sum',
      Threshold: WEBHOOK_SIGNATURE_SPIKE,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it("no function's log level is set above info: the metrics the alarms read are info lines", () => {
    for (const { id, resource } of allResources(stack)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const variables = resource.Properties.Environment?.Variables ?? {};
      for (const name of ['LOG_LEVEL', 'POWERTOOLS_LOG_LEVEL', 'AWS_LAMBDA_LOG_LEVEL']) {
        expect(['debug', 'info', undefined], `${id} ${name}`).toContain(variables[name]?.toLowerCase());
      }
      expect(['DEBUG', 'INFO', 'TRACE', undefined], id).toContain(
        resource.Properties.LoggingConfig?.ApplicationLogLevel,
      );
    }
  });
});

describe('the money dashboard', () => {
  const body = () => JSON.stringify(resourceOf(stack.moneyDashboard.dashboard).Properties.DashboardBody);

  it('is in the root stack and graphs the four stages of the money pipeline', () => {
    expect(Stack.of(stack.moneyDashboard.dashboard)).toBe(stack);
    expect(MONEY_PIPELINE.map((stage) => stage.title)).toEqual([
      'Orders in',
      'Commissions recorded',
      'Invoices',
      'Payouts',
    ]);
    const text = body();
    for (const name of [
      'OrdersReceived',
      'CommissionsRecorded',
      'InvoicesIssued',
      'InvoicesPaid',
      'PayoutsSent',
    ]) {
      // A metric of a widget: [namespace, name, …] in the dashboard's JSON (itself a string here).
      expect(text).toContain(`[\\"${METRICS_NAMESPACE}\\",\\"${name}\\"`);
    }
  });

  it('reads only metrics of the catalogue, as the alarms do (each is counted in functions/: tests/unit/product-metrics.test.ts)', () => {
    const fromDashboard = [
      ...body().matchAll(new RegExp(`\\[\\\\"${METRICS_NAMESPACE}\\\\",\\\\"(\\w+)\\\\"`, 'g')),
    ].map((match) => match[1]);
    const fromAlarms = alarms()
      .filter(({ resource }) => resource.Properties.Namespace === METRICS_NAMESPACE)
      .map(({ resource }) => resource.Properties.MetricName);
    expect(fromDashboard.length).toBeGreaterThan(0);
    expect(fromAlarms.sort()).toEqual(['PayoutsFailed', 'WebhookSignatureFailures']);
    for (const name of [...fromDashboard, ...fromAlarms]) expect(productMetricNames).toContain(name);
  });

  it('shows the state of the pipeline alarms', () => {
    const text = body();
    for (const alarm of [
      stack.alarms.payoutsFailed,
      stack.alarms.api5xx,
      stack.alarms.webhookSignatureFailures,
    ]) {
      expect(text).toContain(logicalIdOf(alarm));
    }
  });
});
