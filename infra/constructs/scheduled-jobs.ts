/**
 * The scheduled jobs of events/schedules.ts: per entry a function (with exactly the access the entry
 * declares), an EventBridge Scheduler schedule (UTC) that invokes it with the entry's input, and a
 * dead-letter queue for invocations Scheduler could not deliver. The local cloud runs the same entries
 * on a clock.
 */
import { Duration, RemovalPolicy, TimeZone } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  ContextAttribute,
  Schedule,
  ScheduleExpression,
  ScheduleTargetInput,
} from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type ScheduleDefinition, schedules } from '../../events/schedules';
import { AppFunction, type ShopifyAppSettings, type StripeAppSettings } from './app-function';
import { acknowledgeNag, wildcardResourceFinding } from './nag';

export interface ScheduledJobsProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  /** For jobs that open sealed store tokens (declared per job in events/schedules.ts). */
  readonly secretsKey?: IKey;
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
}

export interface ScheduledJob {
  readonly definition: ScheduleDefinition;
  readonly job: AppFunction;
  readonly schedule: Schedule;
  readonly deadLetterQueue: Queue;
}

export class ScheduledJobs extends Construct {
  readonly jobs: ScheduledJob[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    for (const definition of schedules) {
      const jobScope = new Construct(this, definition.name);
      const deadLetterQueue = new Queue(jobScope, 'DeadLetterQueue', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy: RemovalPolicy.RETAIN,
      });
      acknowledgeNag(
        deadLetterQueue,
        'SQS3',
        'This queue IS the dead-letter destination of the schedule target; it needs none of its own.',
      );
      const job = new AppFunction(jobScope, 'Job', {
        entry: definition.handler,
        description: `${definition.name}: ${definition.description}`.slice(0, 256),
        ...(definition.timeoutSeconds ? { timeout: Duration.seconds(definition.timeoutSeconds) } : {}),
      }).bindAccess(definition.access, props);
      // Its own role (rather than the stack-wide one the target would create): invoking this function only.
      const invokeRole = new Role(jobScope, 'InvokeRole', {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      });
      const schedule = new Schedule(jobScope, 'Schedule', {
        description: definition.description.slice(0, 512),
        schedule: definition.at
          ? ScheduleExpression.cron({
              minute: String(definition.at.minute),
              hour: String(definition.at.hour),
              ...(definition.at.dayOfMonth ? { day: String(definition.at.dayOfMonth) } : {}),
              timeZone: TimeZone.ETC_UTC,
            })
          : ScheduleExpression.rate(Duration.minutes(definition.everyMinutes)),
        target: new LambdaInvoke(job.fn, {
          role: invokeRole,
          input: ScheduleTargetInput.fromObject({
            ...definition.input,
            ...(definition.passScheduledTime ? { scheduledTime: ContextAttribute.scheduledTime } : {}),
          }),
          deadLetterQueue,
          retryAttempts: 2,
          // A run later than the next one is pointless: the next run does the same work.
          maxEventAge: Duration.minutes(Math.max(definition.everyMinutes, 1)),
        }),
      });
      acknowledgeNag(
        invokeRole,
        wildcardResourceFinding(invokeRole, `${job.fn.functionArn}:*`),
        "lambda:InvokeFunction on this one function's versions and aliases (grantInvoke's qualified ARNs); nothing else.",
      );
      this.jobs.push({ definition, job, schedule, deadLetterQueue });
    }
  }
}
