/**
 * The product's own EventBridge bus (in the root stack, beside the API and the Cognito triggers that
 * publish through the outbox) and one rule per entry of events/rules.ts, each targeting a consumer
 * function; the rules and consumers live in a nested stack of their own (group-stack.ts). Every consumer has a dead-letter queue: EventBridge parks events it could not
 * deliver there (target DLQ), and Lambda parks events whose invocations kept failing there too
 * (function DLQ), so nothing a consumer failed on is lost. Both put the original event in the body.
 *
 * A rule with `bus: 'default'` listens on the account's default bus instead: AWS services publish there
 * only (SES's bounces and complaints, constructs/mail.ts). Its consumer is otherwise like the others.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type EventPattern, type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type RuleDefinition, rules } from '../../events/rules';
import {
  AppFunction,
  type MailSending,
  type ShopifyAppSettings,
  type StripeAppSettings,
} from './app-function';
import { DeadLetterCapture } from './dead-letter-capture';
import { GroupStack } from './group-stack';

/**
 * events/rules.ts holds patterns in EventBridge's own JSON; the L2 Rule takes the same pattern with
 * `detail-type` spelled `detailType` (it renders it back). Every other top-level key is already the
 * same, so the rendered EventPattern equals the catalogue's pattern (a test checks this).
 */
export const toL2EventPattern = (pattern: Record<string, unknown>): EventPattern => {
  const { 'detail-type': detailType, ...rest } = pattern;
  return { ...rest, ...(detailType === undefined ? {} : { detailType }) } as EventPattern;
};

export interface DomainEventsProps {
  readonly table: ITable;
  /** Seals store access tokens (consumers such as the product import decrypt them). */
  readonly secretsKey: IKey;
  /** The Shopify app, when configured: the import and discount consumers call Shopify. */
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
  /** E-mail (constructs/mail.ts): the consumers that notify people send it. */
  readonly mailSigningSecret?: ISecret;
  readonly mailSending?: MailSending;
  /** The site's distribution: the public pages' invalidation consumer (constructs/public-pages.ts). */
  readonly publicPagesDistributionId?: string;
}

export interface EventConsumer {
  readonly definition: RuleDefinition;
  readonly rule: Rule;
  readonly consumer: AppFunction;
  readonly deadLetterQueue: Queue;
}

export class DomainEvents extends Construct {
  readonly bus: EventBus;
  /** The nested stack the rules and their consumers are in. */
  readonly stack: GroupStack;
  readonly consumers: EventConsumer[] = [];
  /** Issue 36: the dead letters' capture for the operator console, and each rule's replay rule. */
  readonly deadLetters: DeadLetterCapture;

  constructor(scope: Construct, id: string, props: DomainEventsProps) {
    super(scope, id);

    this.bus = new EventBus(this, 'Bus', { description: 'Affiliate marketplace domain events' });
    this.stack = new GroupStack(this, 'Consumers', {
      description: 'Affiliate marketplace: the event rules of events/rules.ts and their consumers',
      shared: { ...props, bus: this.bus },
    });
    const shared = this.stack.shared;
    // Imported by name on first use: a fixed name, so no parameter (and no reference to the root).
    let defaultBus: IEventBus | undefined;
    const busOf = (definition: RuleDefinition): IEventBus => {
      if (definition.bus !== 'default') return shared.bus;
      defaultBus ??= EventBus.fromEventBusName(this.stack, 'DefaultBus', 'default');
      return defaultBus;
    };

    for (const definition of rules) {
      const ruleScope = new Construct(this.stack, definition.name);

      const deadLetterQueue = new Queue(ruleScope, 'DeadLetterQueue', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy: RemovalPolicy.RETAIN,
      });

      const consumer = new AppFunction(ruleScope, 'Consumer', {
        entry: definition.consumer,
        description: `${definition.name}: ${definition.description}`.slice(0, 256),
        deadLetterQueue,
        ...(definition.timeoutSeconds ? { timeout: Duration.seconds(definition.timeoutSeconds) } : {}),
      }).bindAccess(definition.access, shared);
      // A consumer that threw is retried twice by Lambda, then parked in the DLQ; every consumer is
      // idempotent, so a retry after a timeout redoes nothing twice. Six hours covers a slow store.
      consumer.fn.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6) });

      const rule = new Rule(ruleScope, 'Rule', {
        eventBus: busOf(definition),
        description: definition.description.slice(0, 512),
        eventPattern: toL2EventPattern(definition.eventPattern),
      });
      // EventBridge retries only delivery (Lambda throttled or unavailable), with backoff; a day of
      // attempts rides out a regional hiccup before the event is parked in the DLQ.
      rule.addTarget(
        new LambdaFunction(consumer.fn, {
          deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
        }),
      );

      this.consumers.push({ definition, rule, consumer, deadLetterQueue });
    }
    this.deadLetters = new DeadLetterCapture(this, 'DeadLetters', {
      consumers: this.consumers,
      shared: { ...props, bus: this.bus },
      consumersBusName: shared.bus.eventBusName,
    });
  }
}
