/**
 * Consumers of the table's DynamoDB stream, the counterpart of events/rules.ts for item changes. The CDK
 * stack attaches each as a Lambda event source (with the filter, batching and an on-failure queue); the
 * local cloud polls DynamoDB Local's stream and invokes the same module with the same filter, using the
 * EventBridge pattern matcher (Lambda's filter criteria use the same pattern syntax).
 */
import type { FunctionAccess } from './function-access';

export interface StreamConsumerDefinition {
  name: string;
  description: string;
  consumer: string;
  /** Lambda event filter pattern, applied to each stream record. */
  filterPattern: Record<string, unknown>;
  batchSize: number;
  /** Seconds to gather a batch: at most this delay before totals move, and far fewer writes. */
  maxBatchingWindowSeconds: number;
  /** What the consumer may touch in AWS (least privilege; see events/function-access.ts). */
  access: FunctionAccess;
  /** Lambda timeout. @default 10 */
  timeoutSeconds?: number;
}

export const streamConsumers: readonly StreamConsumerDefinition[] = [
  {
    name: 'AggregateClicks',
    description: 'Adds counted clicks to link, brand and creator totals and their daily series.',
    consumer: 'functions/referrals/streams/aggregate-clicks.stream.ts',
    filterPattern: {
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { NewImage: { type: { S: ['click-shard'] } } },
    },
    batchSize: 500,
    maxBatchingWindowSeconds: 2,
    access: { table: 'readWrite' },
  },
  {
    name: 'PublishOutboxEvents',
    description:
      'The transactional outbox: puts each new outbox item on the bus, then marks it published (the only PutEvents caller).',
    consumer: 'functions/shared/outbox/publish-outbox-events.stream.ts',
    // Only new items: the publisher's own marks (MODIFY) and TTL removals (REMOVE) are not events.
    filterPattern: {
      eventName: ['INSERT'],
      dynamodb: { NewImage: { type: { S: ['outbox-event'] } } },
    },
    batchSize: 100,
    // Events go out as soon as their transaction commits.
    maxBatchingWindowSeconds: 0,
    access: { table: 'readWrite', putEvents: true },
    timeoutSeconds: 30,
  },
];
