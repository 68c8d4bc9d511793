/**
 * The scheduled jobs in the synthesized templates (EventBridge Scheduler, from events/schedules.ts, in
 * their nested stack): each entry's expression, including times that follow the `payoutSchedule`
 * context, and the outbox: the stream publisher and the sweep are the only functions that may put
 * events on the bus.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AttributeType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { type ScheduleDefinition, schedules, scheduleTimeOf } from '../../events/schedules';
import { ScheduledJobs } from '../../infra/constructs/scheduled-jobs';
import { buildStack, type MarketplaceStack } from '../../infra/stack';
import { allResources, type CfnJson, templateOf } from './support/stacks';

let stack: MarketplaceStack;
let template: Template;
let warn: MockInstance<typeof console.warn>;

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
  template = templateOf(stack.schedules.stack);
}, 60_000);

afterAll(() => warn.mockRestore());

/** Policies in any stack, root or nested. */
const policiesAllowing = (action: string): string[] =>
  allResources(stack)
    .filter(({ resource }) => resource.Type === 'AWS::IAM::Policy')
    .filter(({ resource }) =>
      (resource.Properties.PolicyDocument.Statement as CfnJson[]).some((statement) =>
        [statement.Action].flat().includes(action),
      ),
    )
    .map(({ id }) => id);

/** Scheduler's rate expression, in the largest whole unit (as CDK writes it: 60 minutes → 1 hour). */
const rateOf = (minutes: number) => {
  const [amount, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `rate(${amount} ${unit}${amount === 1 ? '' : 's'})`;
};

describe('scheduled jobs', () => {
  it('every schedule of events/schedules.ts is a Scheduler schedule invoking its function with its input', () => {
    for (const definition of schedules) {
      const time = scheduleTimeOf(definition, { payoutSchedule: 'monthly' });
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: time
          ? `cron(${time.minute} ${time.hour} ${time.dayOfMonth ?? '*'} * ? *)`
          : rateOf(definition.everyMinutes),
        ScheduleExpressionTimezone: 'Etc/UTC',
        Target: Match.objectLike({
          Input: JSON.stringify({
            ...definition.input,
            ...(definition.passScheduledTime ? { scheduledTime: '<aws.scheduler.scheduled-time>' } : {}),
          }),
          DeadLetterConfig: Match.objectLike({ Arn: Match.anyValue() }),
        }),
      });
    }
    expect(Object.keys(template.findResources('AWS::Scheduler::Schedule'))).toHaveLength(schedules.length);
  });

  it('only the outbox publisher and the sweep may call events:PutEvents', () => {
    const putters = policiesAllowing('events:PutEvents');
    expect(putters).toHaveLength(2);
    expect(putters.some((id) => id.includes('PublishOutboxEvents'))).toBe(true);
    expect(putters.some((id) => id.includes('SweepOutbox'))).toBe(true);
  });
});

/** A minimal stack with just the scheduled jobs, under a payoutSchedule context. */
const expressionsOf = (definitions: readonly ScheduleDefinition[], payoutSchedule?: string) => {
  const app = new App({
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      ...(payoutSchedule ? { payoutSchedule } : {}),
    },
  });
  const root = new Stack(app, 'Jobs');
  const table = new Table(root, 'Table', {
    partitionKey: { name: 'pk', type: AttributeType.STRING },
    stream: StreamViewType.NEW_AND_OLD_IMAGES,
  });
  const jobs = new ScheduledJobs(root, 'Schedules', {
    table,
    bus: new EventBus(root, 'Bus'),
    schedules: definitions,
  });
  return Object.fromEntries(
    jobs.jobs.map((job) => [
      job.definition.name,
      templateOf(job.schedule).toJSON().Resources[
        jobs.stack.getLogicalId(job.schedule.node.defaultChild as never)
      ].Properties.ScheduleExpression as string,
    ]),
  );
};

describe('calendar schedules', () => {
  // A stand-in with the payout run's shape: its time is a function of the payout schedule setting.
  const followsPayouts: ScheduleDefinition = {
    name: 'FollowsPayoutSchedule',
    description: 'test',
    handler: 'functions/shared/outbox/sweep-outbox.scheduled.ts',
    everyMinutes: 1440,
    at: ({ payoutSchedule }) =>
      payoutSchedule === 'weekly'
        ? { dayOfWeek: 1, hour: 6, minute: 0 }
        : { dayOfMonth: 1, hour: 6, minute: 0 },
    input: {},
    access: { table: 'read' },
  };
  const fixed: ScheduleDefinition = { ...followsPayouts, name: 'Daily', at: { hour: 0, minute: 30 } };
  const sunday: ScheduleDefinition = {
    ...followsPayouts,
    name: 'Sunday',
    at: { dayOfWeek: 0, hour: 23, minute: 5 },
  };

  it('a time that follows the payout schedule is the 1st 06:00 UTC under monthly (the cdk.json default)', () => {
    expect(expressionsOf([followsPayouts, fixed])).toEqual({
      FollowsPayoutSchedule: 'cron(0 6 1 * ? *)',
      Daily: 'cron(30 0 * * ? *)',
    });
  });

  it('and Monday 06:00 UTC under -c payoutSchedule=weekly; fixed times do not move', () => {
    expect(expressionsOf([followsPayouts, fixed, sunday], 'weekly')).toEqual({
      FollowsPayoutSchedule: 'cron(0 6 ? * MON *)',
      Daily: 'cron(30 0 * * ? *)',
      Sunday: 'cron(5 23 ? * SUN *)',
    });
  });

  it("the catalogue's RunPayouts: the 1st 06:00 UTC monthly, Monday 06:00 UTC weekly", () => {
    const runPayouts = schedules.filter((definition) => definition.name === 'RunPayouts');
    expect(runPayouts).toHaveLength(1);
    expect(expressionsOf(runPayouts)).toEqual({ RunPayouts: 'cron(0 6 1 * ? *)' });
    expect(expressionsOf(runPayouts, 'weekly')).toEqual({ RunPayouts: 'cron(0 6 ? * MON *)' });
  });

  it('refuses a payoutSchedule context that is not a schedule', () => {
    expect(() => expressionsOf([followsPayouts], 'fortnightly')).toThrow(/payoutSchedule/);
  });
});
