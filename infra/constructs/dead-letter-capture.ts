/**
 * Issue 36: the rules' dead letters, for the operator console. In a nested stack of its own (the
 * consumers' stack, domain-events.ts, holds a rule, a queue and a function per rule already: these add
 * three resources per rule, which it has no room to keep growing by), referring to each rule's consumer
 * and queue there through the parent:
 * - each rule's dead-letter queue is tagged with its rule's name, and one capture function reads every
 *   queue (an SQS event source each) and records each message as a dead letter the console lists
 *   (functions/ops/triggers/capture-dead-letters.sqs.ts; the queue's tag names the rule);
 * - each rule has a replay rule: DeadLetterReplayRequested naming it (`replayPatternOf`) goes to the
 *   same consumer, which gets `REPLAYED_EVENT_PATH` of the event, the original envelope, as its input.
 *   So an operator's replay reaches that one consumer through the bus, with the same retries and
 *   dead-letter queue as the first delivery, and nothing needs permission to invoke a consumer.
 * The local cloud does both in its bus (infra/local/event-bus.ts), with the same patterns.
 */
import { Duration, Stack, Tags } from 'aws-cdk-lib';
import { type CfnRule, type IEventBus, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import type { FunctionAccess } from '../../events/function-access';
import { REPLAYED_EVENT_PATH, replayPatternOf } from '../../events/rules';
import { AppFunction } from './app-function';
import { type EventConsumer, toL2EventPattern } from './domain-events';
import { GroupStack, type SharedResources } from './group-stack';

/** The capture function's handler (bundled and checked like every function's). */
export const DEAD_LETTER_CAPTURE_ENTRY = 'functions/ops/triggers/capture-dead-letters.sqs.ts';

/** The tag naming a dead-letter queue's rule (functions/ops/triggers/capture-dead-letters.sqs.ts reads it). */
export const DEAD_LETTER_RULE_TAG = 'marketplace:rule';

/** The capture function writes dead letters only: OPS#DEADLETTERS items, by a conditional PutItem. */
export const deadLetterCaptureAccess = {
  table: { items: [{ actions: ['PutItem'], partitionKeyPrefixes: ['OPS#DEADLETTERS'] }] },
} as const satisfies FunctionAccess;

export interface DeadLetterCaptureProps {
  readonly consumers: readonly EventConsumer[];
  /** The root's shared resources; the product's bus is where the replay events are published. */
  readonly shared: SharedResources;
  /** The product bus's name as the consumers' stack has it (their queues' policies name its rules). */
  readonly consumersBusName: string;
}

export class DeadLetterCapture extends Construct {
  /** The nested stack the capture function and the replay rules are in. */
  readonly stack: GroupStack;
  readonly capture: AppFunction;
  readonly replayRules: Rule[] = [];

  constructor(scope: Construct, id: string, props: DeadLetterCaptureProps) {
    super(scope, id);
    this.stack = new GroupStack(this, 'Stack', {
      description:
        'Affiliate marketplace: the dead letters of the event rules, captured and replayable (issue 36)',
      shared: props.shared,
    });
    const bus: IEventBus = this.stack.shared.bus;
    this.capture = new AppFunction(this.stack, 'Capture', {
      entry: DEAD_LETTER_CAPTURE_ENTRY,
      description: 'Records each message of the rules’ dead-letter queues for the operator console',
    }).bindAccess(deadLetterCaptureAccess, this.stack.shared);

    for (const { definition, consumer, deadLetterQueue } of props.consumers) {
      Tags.of(deadLetterQueue).add(DEAD_LETTER_RULE_TAG, definition.name);
      this.capture.fn.addEventSource(
        new SqsEventSource(deadLetterQueue, { batchSize: 10, reportBatchItemFailures: true }),
      );

      const replay = new Rule(this.stack, `${definition.name}Replay`, {
        eventBus: bus,
        description: `Issue 36: an operator's replay of a dead letter of ${definition.name}`.slice(0, 512),
        eventPattern: toL2EventPattern(replayPatternOf(definition.name)),
      });
      replay.addTarget(
        new LambdaFunction(consumer.fn, {
          event: RuleTargetInput.fromEventPath(REPLAYED_EVENT_PATH),
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
        }),
      );
      // A replay EventBridge cannot deliver is parked in the rule's own queue, as its first delivery was
      // (the consumer's own failures go there through its asynchronous invocation config anyway). Set on
      // the target here, and allowed by the queue's policy for the bus's rules: given as the target's
      // `deadLetterQueue`, CDK would name this stack's rule in the consumers' stack, a cycle of stacks.
      (replay.node.defaultChild as CfnRule).addPropertyOverride(
        'Targets.0.DeadLetterConfig.Arn',
        deadLetterQueue.queueArn,
      );
      deadLetterQueue.addToResourcePolicy(
        new PolicyStatement({
          sid: 'AllowReplayRulesOfTheBus',
          principals: [new ServicePrincipal('events.amazonaws.com')],
          actions: ['sqs:SendMessage'],
          resources: [deadLetterQueue.queueArn],
          conditions: {
            ArnLike: {
              'aws:SourceArn': Stack.of(deadLetterQueue).formatArn({
                service: 'events',
                resource: 'rule',
                resourceName: `${props.consumersBusName}/*`,
              }),
            },
          },
        }),
      );
      this.replayRules.push(replay);
    }

    // The capture function names a message's rule by its queue's tag.
    this.capture.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['sqs:ListQueueTags'],
        resources: props.consumers.map(({ deadLetterQueue }) => deadLetterQueue.queueArn),
      }),
    );
  }
}
