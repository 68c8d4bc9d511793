/**
 * The table's stream consumers (events/stream-consumers.ts): one function per entry with a DynamoDB
 * event source carrying the entry's filter, batching, bisect-on-error, partial batch responses, retries and
 * an on-failure queue.
 * They live in a nested stack of their own (group-stack.ts). The local cloud runs the same entries
 * with its stream poller.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { streamConsumers } from '../../events/stream-consumers';
import {
  AppFunction,
  type MailSending,
  type ShopifyAppSettings,
  type StripeAppSettings,
} from './app-function';
import { GroupStack } from './group-stack';
import { acknowledgeNag } from './nag';

export interface StreamConsumersProps {
  /** The table whose stream feeds the consumers. */
  readonly table: ITable;
  /** For consumers that declare putEvents (the outbox publisher). */
  readonly bus: IEventBus;
  readonly secretsKey?: IKey;
  readonly shopifyApp?: ShopifyAppSettings;
  readonly stripeApp?: StripeAppSettings;
  /** E-mail (constructs/mail.ts), for the functions that declare `mail`. */
  readonly mailSigningSecret?: ISecret;
  readonly mailSending?: MailSending;
}

export class StreamConsumers extends Construct {
  /** The nested stack the consumers are in. */
  readonly stack: GroupStack;
  readonly functions: AppFunction[] = [];
  /** Each consumer's on-failure queue (constructs/alarms.ts watches their depth). */
  readonly onFailureQueues: Queue[] = [];

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    this.stack = new GroupStack(this, 'Stack', {
      description: 'Affiliate marketplace: the DynamoDB stream consumers of events/stream-consumers.ts',
      shared: props,
      tableStream: true,
    });
    const shared = this.stack.shared;
    for (const definition of streamConsumers) {
      const consumerScope = new Construct(this.stack, definition.name);
      const onFailure = new Queue(consumerScope, 'OnFailureQueue', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        removalPolicy: RemovalPolicy.RETAIN,
      });
      acknowledgeNag(
        onFailure,
        'SQS3',
        'This queue IS the dead-letter destination (on-failure) of the stream event source; it needs none of its own.',
      );
      const consumer = new AppFunction(consumerScope, 'Consumer', {
        entry: definition.consumer,
        description: `${definition.name}: ${definition.description}`.slice(0, 256),
        ...(definition.timeoutSeconds ? { timeout: Duration.seconds(definition.timeoutSeconds) } : {}),
      }).bindAccess(definition.access, shared);
      consumer.fn.addEventSource(
        new DynamoEventSource(shared.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: definition.batchSize,
          maxBatchingWindow: Duration.seconds(definition.maxBatchingWindowSeconds),
          bisectBatchOnError: true,
          // The consumers answer which records failed (Powertools Batch): retries start at the first.
          reportBatchItemFailures: true,
          retryAttempts: 10,
          onFailure: new SqsDlq(onFailure),
          filters: [FilterCriteria.filter(definition.filterPattern)],
        }),
      );
      this.functions.push(consumer);
      this.onFailureQueues.push(onFailure);
    }
  }
}
