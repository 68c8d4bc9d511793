import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { env } from '../functions/shared/config';
import { catalogue, type EventDetail, type EventName } from './catalogue';

let client: EventBridgeClient | undefined;
const eventBridge = (): EventBridgeClient => {
  client ??= new EventBridgeClient({
    region: env.region,
    ...(env.eventBridgeEndpoint ? { endpoint: env.eventBridgeEndpoint } : {}),
  });
  return client;
};

/**
 * Publishes a catalogue event to the product's bus. The detail is validated against the event's
 * schema first, so a producer cannot put a malformed event in front of consumers.
 */
export const publishEvent = async <N extends EventName>(name: N, detail: EventDetail<N>): Promise<string> => {
  const definition = catalogue[name];
  const valid = definition.schema.parse(detail);
  const result = await eventBridge().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: env.eventBusName,
          Source: definition.source,
          DetailType: definition.detailType,
          Detail: JSON.stringify(valid),
        },
      ],
    }),
  );
  const entry = result.Entries?.[0];
  if (result.FailedEntryCount || !entry?.EventId) {
    throw new Error(
      `PutEvents refused ${name}: ${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`,
    );
  }
  return entry.EventId;
};
