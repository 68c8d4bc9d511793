/**
 * The scheduled jobs of events/schedules.ts: per entry a function (with exactly the access the entry
 * declares), an EventBridge Scheduler schedule (UTC) that invokes it with the entry's input, and a
 * dead-letter queue for invocations Scheduler could not deliver. They live in a nested stack of their
 * own (group-stack.ts). A calendar time may follow the deployment's settings (the payout run: monthly
 * or weekly, from the `payoutSchedule` context). The local cloud runs the same entries on a clock.
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
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  schedules as catalogueSchedules,
  type ScheduleDefinition,
  type ScheduleTime,
  scheduleTimeOf,
} from '../../events/schedules';
import {
  AppFunction,
  type MailSending,
  payoutScheduleOf,
  type ShopifyAppSettings,
  type StripeAppSettings,
} from './app-function';
import { GroupStack } from './group-stack';
import { acknowledgeNag, wildcardResourceFinding } from './nag';

/** Scheduler's cron names the day of the week; ScheduleTime counts from 0 = Sunday. */
const WEEK_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/**
 * The Scheduler expression of a calendar time (UTC): `cron(m h dayOfMonth * ? *)` monthly,
 * `cron(m h ? * DAY *)` weekly, `cron(m h * * ? *)` daily.
 */
export const cronOf = (time: ScheduleTime): ScheduleExpression => {
  const weekDay = time.dayOfWeek === undefined ? undefined : WEEK_DAYS[time.dayOfWeek];
  if (time.dayOfWeek !== undefined && weekDay === undefined) {
    throw new Error(`dayOfWeek must be 0 (Sunday) … 6 (Saturday); got ${time.dayOfWeek}`);
  }
  if (weekDay && time.dayOfMonth) throw new Error('a schedule time has a day of the month or of the week');
  return ScheduleExpression.cron({
    minute: String(time.minute),
    hour: String(time.hour),
    ...(time.dayOfMonth ? { day: String(time.dayOfMonth) } : {}),
    ...(weekDay ? { weekDay } : {}),
    timeZone: TimeZone.ETC_UTC,
  });
};

export interface ScheduledJobsProps {
  readonly table: ITable;
  readonly bus: IEventBus;
  /** For jobs that open sealed store tokens (declared per job in events/schedules.ts). */
  readonly secretsKey?: IKey;
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
  /** E-mail (constructs/mail.ts), for the functions that declare `mail`. */
  readonly mailSigningSecret?: ISecret;
  readonly mailSending?: MailSending;
  /** @default events/schedules.ts (tests pass their own) */
  readonly schedules?: readonly ScheduleDefinition[];
}

export interface ScheduledJob {
  readonly definition: ScheduleDefinition;
  readonly job: AppFunction;
  readonly schedule: Schedule;
  readonly deadLetterQueue: Queue;
}

export class ScheduledJobs extends Construct {
  /** The nested stack the jobs are in. */
  readonly stack: GroupStack;
  readonly jobs: ScheduledJob[] = [];

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const { schedules = catalogueSchedules, ...resources } = props;
    this.stack = new GroupStack(this, 'Stack', {
      description: 'Affiliate marketplace: the scheduled jobs of events/schedules.ts',
      shared: resources,
    });
    const shared = this.stack.shared;
    const settings = { payoutSchedule: payoutScheduleOf(this) };
    for (const definition of schedules) {
      const jobScope = new Construct(this.stack, definition.name);
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
      }).bindAccess(definition.access, shared);
      // Its own role (rather than the stack-wide one the target would create): invoking this function only.
      const invokeRole = new Role(jobScope, 'InvokeRole', {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      });
      const time = scheduleTimeOf(definition, settings);
      const schedule = new Schedule(jobScope, 'Schedule', {
        description: definition.description.slice(0, 512),
        schedule: time ? cronOf(time) : ScheduleExpression.rate(Duration.minutes(definition.everyMinutes)),
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
