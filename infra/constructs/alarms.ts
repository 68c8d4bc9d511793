/**
 * Issue 36: the alarms of the stack, all sent to one SNS topic whose e-mail subscriber is the `alarmEmail`
 * context value (`cdk deploy -c alarmEmail=ops@example.com`; without it the topic has no subscriber and
 * synth warns):
 * - a dead-letter queue holds a message (every DLQ the stack makes: the event rules', the stream
 *   consumers' on-failure queues, the schedules'); for the event rules' queues, whose messages the
 *   dead letters' capture function takes into the operator console as they arrive (issue 36 part 5), a
 *   message arrived;
 * - a function of ours threw (one alarm per AppFunction: an event consumer's throw is retried, a
 *   feature's is an unhandled failure);
 * - the HTTP API answers 5xx to too large a share of its requests (a feature's bug is a 500 the handler
 *   writes, not a Lambda error, so only this sees it);
 * - a payout failed, and webhook signatures fail in a burst (the product's own metrics,
 *   functions/shared/metrics).
 *
 * Each function's and queue's alarm is created beside it, in the stack that owns it: CloudFormation's 500
 * resources are counted per stack (group-stack.ts), and a nested stack takes the topic as one parameter
 * (GroupStack.alarmTopic). Alarm names start with the stack's name, which is what the topic's and its
 * key's policies let CloudWatch publish for, and name what failed in the e-mail's subject.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { METRICS_NAMESPACE, type ProductMetric } from '../../functions/shared/metrics/catalogue';
import { AppFunction } from './app-function';
import { GroupStack } from './group-stack';

/** Every alarm is evaluated over five-minute periods. */
export const ALARM_PERIOD = Duration.minutes(5);
/** The API alarms when more than this share (%) of its requests answered 5xx, in 2 of 3 periods. */
export const API_5XX_PERCENT = 5;
/**
 * Signature failures in one period that make a spike. Shopify and Stripe sign every delivery, so a
 * failure is a misconfiguration (a rotated secret not stored) or someone probing the public endpoints;
 * the odd probe is not worth an e-mail, ten in five minutes is.
 */
export const WEBHOOK_SIGNATURE_SPIKE = 10;

/** A product metric (functions/shared/metrics/catalogue.ts), summed per period. */
export const productMetric = (name: ProductMetric, period: Duration = ALARM_PERIOD): Metric =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName: name, statistic: Stats.SUM, period });

/** The e-mail of the `alarmEmail` context value, checked; undefined when it is not set. */
export const alarmEmailOf = (scope: IConstruct): string | undefined => {
  const value: unknown = scope.node.tryGetContext('alarmEmail');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
    throw new Error(`context alarmEmail must be an e-mail address; got "${String(value)}"`);
  }
  return value;
};

export interface AlarmsProps {
  /** Every function of ours (AppFunction), wherever it is in the tree. */
  readonly functions: readonly AppFunction[];
  /** Every dead-letter queue of the stack: a message there is work that failed for good. */
  readonly deadLetterQueues: readonly IQueue[];
  /**
   * Issue 36: those of `deadLetterQueues` whose messages the dead letters' capture function takes as
   * they arrive (the event rules'; dead-letter-capture.ts): they are waiting in the operator console, not
   * in the queue, so their alarm counts the messages that arrived rather than the ones still there.
   */
  readonly capturedDeadLetterQueues?: readonly IQueue[];
  readonly httpApi: HttpApi;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  readonly key: Key;
  /** The alarm of each function's errors and of each dead-letter queue's depth, by the construct. */
  readonly functionAlarms = new Map<AppFunction, Alarm>();
  readonly queueAlarms = new Map<IQueue, Alarm>();
  readonly api5xx: Alarm;
  readonly payoutsFailed: Alarm;
  readonly webhookSignatureFailures: Alarm;
  private readonly namePrefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.namePrefix = `${stack.stackName}-`;
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    // Only this account's alarms named for this stack: CloudWatch cannot be made to publish for others.
    const fromOurAlarms = {
      StringEquals: { 'aws:SourceAccount': stack.account },
      ArnLike: {
        'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:${this.namePrefix}*`,
      },
    };

    // A key of its own: CloudWatch cannot use the AWS-managed SNS key, and the secrets key is not to be
    // shared with a service. It only protects notifications in flight, so it goes with the stack.
    this.key = new Key(this, 'TopicKey', {
      description: 'Affiliate marketplace: encrypts the alarm notifications topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    this.key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublishEncrypted',
        principals: [cloudWatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromOurAlarms,
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Affiliate marketplace alarms',
      masterKey: this.key,
      // Publishing over TLS only (cdk-nag SNS3; the KMS key already makes it compliant).
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromOurAlarms,
      }),
    );
    const email = alarmEmailOf(this);
    if (email) this.topic.addSubscription(new EmailSubscription(email));
    else {
      // A deployment without it alarms to nobody; the topic is there to subscribe to by hand.
      console.warn(
        '[infra] alarmEmail not set: the alarm topic has no subscriber and alarms reach nobody. Deploy with ' +
          '-c alarmEmail=<address> (README, "Alarms").',
      );
    }

    for (const fn of props.functions) this.functionAlarms.set(fn, this.functionErrors(fn));
    const captured = new Set(props.capturedDeadLetterQueues ?? []);
    for (const queue of props.deadLetterQueues)
      this.queueAlarms.set(queue, captured.has(queue) ? this.queueArrivals(queue) : this.queueDepth(queue));

    const { httpApi } = props;
    const serverErrorRate = new MathExpression({
      label: 'API 5xx (% of requests)',
      expression: '100 * serverErrors / requests',
      usingMetrics: {
        serverErrors: httpApi.metricServerError({ statistic: Stats.SUM, period: ALARM_PERIOD }),
        requests: httpApi.metricCount({ statistic: Stats.SUM, period: ALARM_PERIOD }),
      },
      period: ALARM_PERIOD,
    });
    this.api5xx = this.alarm(this, 'Api5xxRate', {
      name: 'api-5xx-rate',
      description: `The HTTP API answered 5xx to more than ${API_5XX_PERCENT}% of its requests in two of three 5-minute periods. The features' logs (ERROR lines) say which failed.`,
      metric: serverErrorRate,
      threshold: API_5XX_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });
    this.payoutsFailed = this.alarm(this, 'PayoutsFailed', {
      name: 'payouts-failed',
      description:
        "A creator's payout failed (Stripe refused the transfer, the payout account cannot receive it, or the stale-payout sweep gave it up). Its amount is back in the creator's balance; the payout's failure code says why.",
      metric: productMetric('PayoutsFailed'),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.webhookSignatureFailures = this.alarm(this, 'WebhookSignatureFailures', {
      name: 'webhook-signature-failures',
      description: `At least ${WEBHOOK_SIGNATURE_SPIKE} Shopify or Stripe webhook deliveries in 5 minutes failed their signature check: a signing secret out of step with the provider (deliveries are being refused and retried), or someone probing the endpoints. The log lines "metric WebhookSignatureFailures" name the provider and the check.`,
      metric: productMetric('WebhookSignatureFailures'),
      threshold: WEBHOOK_SIGNATURE_SPIKE,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });
  }

  /** Any error of the function in a period (Lambda's Errors: invocations that threw or timed out). */
  private functionErrors(fn: AppFunction): Alarm {
    return this.alarm(fn, 'ErrorsAlarm', {
      name: `errors-${this.labelOf(fn)}`,
      description: `${fn.node.path}: the function failed (threw or timed out) in the last 5 minutes. Its log group: ${fn.logGroup.node.path}.`,
      metric: fn.fn.metricErrors({ statistic: Stats.SUM, period: ALARM_PERIOD }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /** A message in the queue: stays in alarm while one is there (it is replayed or dropped by a person). */
  private queueDepth(queue: IQueue): Alarm {
    return this.alarm(queue, 'DepthAlarm', {
      name: `dead-letters-${this.labelOf(queue)}`,
      description: `${queue.node.path}: a dead-letter queue holds at least one message, work that failed every retry. The message body is the original event.`,
      metric: queue.metricApproximateNumberOfMessagesVisible({
        statistic: Stats.MAXIMUM,
        period: ALARM_PERIOD,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /**
   * Issue 36: a message arrived in a queue the capture function empties at once (the dead letter waits
   * in the operator console, /ops): in alarm for the period it arrived in.
   */
  private queueArrivals(queue: IQueue): Alarm {
    return this.alarm(queue, 'DepthAlarm', {
      name: `dead-letters-${this.labelOf(queue)}`,
      description: `${queue.node.path}: an event failed every retry and was dead-lettered; it waits in the operator console (/ops), to replay once its cause is fixed.`,
      metric: queue.metricNumberOfMessagesSent({ statistic: Stats.SUM, period: ALARM_PERIOD }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
  }

  /**
   * One alarm in `scope`'s stack, acting on the topic there: a period without data is not a breach (no
   * traffic, no failure), one period in breach is enough unless said otherwise.
   */
  private alarm(
    scope: Construct,
    id: string,
    options: {
      name: string;
      description: string;
      metric: Metric | MathExpression;
      threshold: number;
      comparisonOperator: ComparisonOperator;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
    },
  ): Alarm {
    const alarm = new Alarm(scope, id, {
      alarmName: `${this.namePrefix}${options.name}`.slice(0, 255),
      alarmDescription: options.description.slice(0, 1024),
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: options.comparisonOperator,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topicIn(scope));
    alarm.addAlarmAction(action);
    // And when it clears, so the person told knows it is over.
    alarm.addOkAction(action);
    return alarm;
  }

  /** The topic as `scope`'s stack sees it: itself in the root, a parameter in a nested stack. */
  private topicIn(scope: IConstruct): ITopic {
    const stack = Stack.of(scope);
    if (stack === Stack.of(this)) return this.topic;
    if (stack instanceof GroupStack) return stack.alarmTopic(this.topic);
    throw new Error(`${scope.node.path}: an alarm in a stack that cannot take the alarm topic`);
  }

  /** What failed, from its path below the root stack (Events/Consumers/RecordOrderInLedger/Consumer). */
  private labelOf(construct: IConstruct): string {
    const root = Stack.of(this).node.path;
    return construct.node.path
      .slice(root.length + 1)
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  }
}

/** Every function of ours in the tree below `scope` (constructs/app-function.ts makes each). */
export const appFunctionsIn = (scope: IConstruct): AppFunction[] =>
  scope.node.findAll().filter((construct): construct is AppFunction => construct instanceof AppFunction);
