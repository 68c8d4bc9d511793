/**
 * A consumer module for the local bus's journal test (tests/unit/event-bus-journal.test.ts): it records
 * each delivery it gets, throws for events marked `fail`, and, while the test holds it, never finishes
 * (a consumer still working when the process is killed). State lives on globalThis: the bus loads this
 * module through its own import, apart from the test's.
 */
import type { EventBridgeEvent } from 'aws-lambda';

interface JournalTestState {
  deliveries: { eventId: string; key: string }[];
  holding: boolean;
}

export const journalTestState = (): JournalTestState => {
  const scope = globalThis as { __journalTestConsumer?: JournalTestState };
  scope.__journalTestConsumer ??= { deliveries: [], holding: false };
  return scope.__journalTestConsumer;
};

export const handler = async (
  event: EventBridgeEvent<string, { key: string; fail?: boolean }>,
): Promise<void> => {
  const state = journalTestState();
  state.deliveries.push({ eventId: event.id, key: event.detail.key });
  if (event.detail.fail) throw new Error(`consumer refuses ${event.detail.key}`);
  // Held: this delivery never completes (its process "dies" before the consumer is done).
  if (state.holding) await new Promise(() => undefined);
};
