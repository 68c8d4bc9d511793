/**
 * Issue 36: the rules' dead letters in the synthesized stack (infra/constructs/dead-letter-capture.ts).
 * Each rule's dead-letter queue is tagged with its rule and read by the capture function (one SQS event
 * source each, partial batch responses); each rule has a replay rule on our bus, with the pattern of
 * events/rules.ts `replayPatternOf`, whose target is that rule's consumer, given the replayed envelope
 * (`$.detail.event`) and the same dead-letter queue. They live in a nested stack of their own, beside
 * the consumers' stack.
 */
import { App, type CfnElement, type NestedStack, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import cdkJson from '../../cdk.json';
import { REPLAYED_EVENT_PATH, replayPatternOf, rules } from '../../events/rules';
import { DEAD_LETTER_RULE_TAG, deadLetterCaptureAccess } from '../../infra/constructs/dead-letter-capture';
import { buildStack, type MarketplaceStack } from '../../infra/stack';
import { type CfnJson, logicalIdOf, resolveParameters, resourceOf, templateOf } from './support/stacks';

let stack: MarketplaceStack;

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  stack = buildStack(app, { env: undefined, webDistPath: '/nonexistent/web/dist' });
}, 60_000);

/**
 * A value of the dead letters' stack as the consumers' stack defines it: the parameter the root passes is
 * an output of the consumers' nested stack; that output's value, in the consumers' template.
 */
const fromConsumersStack = (json: CfnJson): CfnJson => {
  const resolved = resolveParameters(stack.events.deadLetters.stack, json);
  const getAtt = resolved?.['Fn::GetAtt'] as [string, string] | undefined;
  const consumers = stack.events.stack as NestedStack;
  if (!getAtt || getAtt[0] !== logicalIdOf(consumers.nestedStackResource as CfnElement)) return resolved;
  const output = getAtt[1].replace(/^Outputs\./, '');
  return templateOf(consumers).toJSON().Outputs[output].Value;
};

describe("the rules' dead letters", () => {
  it('are in a nested stack of their own, with the capture function and one replay rule per rule', () => {
    const { deadLetters } = stack.events;
    expect(Stack.of(deadLetters.capture)).toBe(deadLetters.stack);
    expect(deadLetters.stack).not.toBe(stack.events.stack);
    expect(deadLetters.replayRules).toHaveLength(rules.length);
  });

  it.each(rules.map((rule) => [rule.name] as const))(
    '%s: its queue is tagged with the rule and read by the capture function; its replay rule reaches its consumer',
    (name) => {
      const consumer = stack.events.consumers.find((candidate) => candidate.definition.name === name);
      if (!consumer) throw new Error(`no consumer for ${name}`);
      const queueArn = { 'Fn::GetAtt': [logicalIdOf(consumer.deadLetterQueue), 'Arn'] };
      const consumerArn = { 'Fn::GetAtt': [logicalIdOf(consumer.consumer.fn), 'Arn'] };
      expect(resourceOf(consumer.deadLetterQueue).Properties.Tags).toContainEqual({
        Key: DEAD_LETTER_RULE_TAG,
        Value: name,
      });

      const deadLetters = templateOf(stack.events.deadLetters.stack).toJSON().Resources as Record<
        string,
        { Type: string; Properties: CfnJson }
      >;
      const mappings = Object.values(deadLetters).filter(
        (resource) =>
          resource.Type === 'AWS::Lambda::EventSourceMapping' &&
          JSON.stringify(fromConsumersStack(resource.Properties.EventSourceArn)) === JSON.stringify(queueArn),
      );
      expect(mappings).toHaveLength(1);
      expect(mappings[0]?.Properties).toMatchObject({
        FunctionName: { Ref: logicalIdOf(stack.events.deadLetters.capture.fn) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });

      const replay = stack.events.deadLetters.replayRules.find((rule) => rule.node.id === `${name}Replay`);
      if (!replay) throw new Error(`no replay rule for ${name}`);
      const properties = resourceOf(replay).Properties;
      expect(properties.EventPattern).toEqual(replayPatternOf(name));
      expect(resolveParameters(replay, properties.EventBusName)).toEqual({
        Ref: stack.getLogicalId(stack.events.bus.node.defaultChild as CfnElement),
      });
      expect(properties.Targets).toHaveLength(1);
      const [target] = properties.Targets;
      expect(target.InputPath).toBe(REPLAYED_EVENT_PATH);
      expect(fromConsumersStack(target.Arn)).toEqual(consumerArn);
      expect(fromConsumersStack(target.DeadLetterConfig.Arn)).toEqual(queueArn);
      // The queue lets the bus's rules (the replay rule among them) park what they cannot deliver.
      const policies = templateOf(consumer.deadLetterQueue).toJSON().Resources as Record<string, CfnJson>;
      const policy = Object.values(policies).find(
        (resource) =>
          resource.Type === 'AWS::SQS::QueuePolicy' &&
          JSON.stringify(resource.Properties.Queues) ===
            JSON.stringify([{ Ref: logicalIdOf(consumer.deadLetterQueue) }]),
      );
      expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Sid: 'AllowReplayRulesOfTheBus',
          Action: 'sqs:SendMessage',
          Principal: { Service: 'events.amazonaws.com' },
        }),
      );
    },
  );

  it('the capture function may write dead letters and read the queues’ tags, nothing more of them', () => {
    expect(deadLetterCaptureAccess.table.items).toEqual([
      { actions: ['PutItem'], partitionKeyPrefixes: ['OPS#DEADLETTERS'] },
    ]);
    // Its statements on the queues name every queue (CDK may move some into an overflow managed policy).
    const statements = Object.values(
      templateOf(stack.events.deadLetters.stack).toJSON().Resources as Record<string, CfnJson>,
    )
      .filter((resource) => ['AWS::IAM::Policy', 'AWS::IAM::ManagedPolicy'].includes(resource.Type))
      .flatMap((resource) => resource.Properties.PolicyDocument.Statement as CfnJson[]);
    const tags = statements.filter((statement) => statement.Action === 'sqs:ListQueueTags');
    expect(tags).toHaveLength(1);
    expect(tags[0].Resource).toHaveLength(rules.length);
    expect(
      statements
        .flatMap((statement) => [statement.Action].flat())
        .filter((action) => /^sqs:/.test(action))
        .sort(),
    ).toEqual([
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:ListQueueTags',
      'sqs:ReceiveMessage',
    ]);
  });
});
