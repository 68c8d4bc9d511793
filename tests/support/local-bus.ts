/**
 * The local bus's local-only controls (infra/local/event-bus.ts), over HTTP as a test worker reaches the
 * cloud: reject PutEvents for matching entries (an outage, scoped to a test's own data so parallel
 * test files are unaffected), make one rule's consumer fail for matching events (issue 36), heal it, and
 * read what the bus received.
 */
import type { ReceivedEntry } from '../../infra/local/event-bus';
import { outputs } from './cloud';
import { localControlUrl } from './local-only';

const busUrl = (path: string) => {
  localControlUrl("uses the local bus's controls");
  return `${outputs().EventBridgeEndpoint}${path}`;
};

/** From now on the bus rejects entries matching `pattern` (an EventBridge pattern); answers the fault id. */
export const rejectPutEvents = async (pattern: Record<string, unknown>): Promise<string> => {
  const response = await fetch(busUrl('/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rejectPutEvents: { pattern } }),
  });
  if (response.status !== 201) throw new Error(`fault not set: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
};

/**
 * Issue 36: from now on `rule`'s consumer fails for events matching `pattern` (a consumer bug scoped to a
 * test's own data): they are retried, then dead-lettered, and recorded for the operator console.
 */
export const failDeliveries = async (rule: string, pattern: Record<string, unknown>): Promise<string> => {
  const response = await fetch(busUrl('/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failDeliveries: { rule, pattern } }),
  });
  if (response.status !== 201) throw new Error(`fault not set: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
};

export const healBus = async (faultId: string): Promise<void> => {
  const response = await fetch(busUrl(`/faults/${faultId}`), { method: 'DELETE' });
  if (response.status !== 200) throw new Error(`fault not cleared: ${response.status}`);
};

export const receivedByBus = async (): Promise<ReceivedEntry[]> => {
  const response = await fetch(busUrl('/events'));
  return ((await response.json()) as { events: ReceivedEntry[] }).events;
};

/** The outbox id the publisher put on a received entry. */
export const outboxIdOf = (entry: ReceivedEntry): string | undefined =>
  (entry.detail as { meta?: { eventId?: string } } | undefined)?.meta?.eventId;

/** Received entries whose detail has `field` equal to `value`, by outcome. */
export const entriesWith = async (field: string, value: string) => {
  const entries = (await receivedByBus()).filter(
    (entry) => (entry.detail as Record<string, unknown> | undefined)?.[field] === value,
  );
  return {
    accepted: entries.filter((entry) => entry.outcome === 'accepted'),
    rejected: entries.filter((entry) => entry.outcome === 'rejected'),
  };
};
