import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { catalogue, type EventName } from '../../events/catalogue';

/**
 * A catalogue event in a complete EventBridge envelope, as a rule delivers it: for tests that call a
 * consumer directly (the consumer wrapper, functions/shared/events/consumer.ts, checks every field).
 */
export const busEvent = <N extends EventName>(
  name: N,
  detail: unknown,
  overrides: Partial<EventBridgeEvent<N, unknown>> = {},
): EventBridgeEvent<N, unknown> => ({
  version: '0',
  id: randomUUID(),
  'detail-type': name,
  source: catalogue[name].source,
  account: '000000000000',
  time: new Date().toISOString(),
  region: process.env.AWS_REGION ?? 'us-east-1',
  resources: [],
  detail,
  ...overrides,
});
