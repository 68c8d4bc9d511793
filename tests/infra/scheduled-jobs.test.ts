/**
 * The outbox in the synthesized template: the stream publisher and the sweep schedule (EventBridge
 * Scheduler, from events/schedules.ts) may put events on the bus; they are the only functions that may.
 */
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { schedules } from '../../events/schedules';
import { buildStack, type MarketplaceStack } from '../../infra/stack';

// biome-ignore lint/suspicious/noExplicitAny: synthesized CloudFormation is untyped JSON.
type CfnJson = any;

let stack: MarketplaceStack;
let template: Template;
let warn: MockInstance<typeof console.warn>;

beforeAll(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
  template = Template.fromStack(stack);
}, 60_000);

afterAll(() => warn.mockRestore());

const policiesAllowing = (action: string): string[] =>
  Object.entries(template.findResources('AWS::IAM::Policy') as Record<string, CfnJson>)
    .filter(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as CfnJson[]).some((statement) =>
        [statement.Action].flat().includes(action),
      ),
    )
    .map(([id]) => id);

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
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: rateOf(definition.everyMinutes),
        Target: Match.objectLike({
          Input: JSON.stringify(definition.input),
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
