/**
 * The local bus's journal (infra/local/event-bus.ts, event-journal.ts): PutEvents answers only once the
 * event and its matched rules are on disk; a "restart" (a new bus on the same folder, the old one
 * abandoned mid-delivery as a SIGKILL would) delivers what was accepted and not finished, and only
 * that; a dead-lettered delivery is finished and never replayed; the file stays bounded.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RuleDefinition } from '../../events/rules';
import { createLocalEventBus, type LocalEventBus } from '../../infra/local/event-bus';
import { journalTestState } from '../support/journal-test-consumer';

const consumer = 'tests/support/journal-test-consumer.ts';
const rule = (name: string, keys?: string[]): RuleDefinition => ({
  name,
  description: 'test',
  eventPattern: { source: ['test.journal'], ...(keys ? { detail: { key: keys } } : {}) },
  consumer,
  access: { table: 'none' },
});

let dir: string;
const buses: LocalEventBus[] = [];
const newBus = (rules: RuleDefinition[], journalMaxBytes?: number, ruleConcurrency?: number) => {
  const bus = createLocalEventBus({
    busName: 'marketplace',
    region: 'us-east-1',
    deadLetterFile: path.join(dir, 'dead-letters.jsonl'),
    journalDir: path.join(dir, 'event-journal'),
    journalMaxBytes,
    rules,
    retryDelaysMs: [1, 1],
    ruleConcurrency,
    log: () => undefined,
  });
  buses.push(bus);
  return bus;
};
const put = (bus: LocalEventBus, detail: Record<string, unknown>): { EventId?: string } =>
  bus.putEvents([{ Source: 'test.journal', DetailType: 'Test', Detail: JSON.stringify(detail) }])[0] ?? {};
const deliveriesOf = (key: string) => journalTestState().deliveries.filter((d) => d.key === key);
const deadLetters = () => {
  try {
    return readFileSync(path.join(dir, 'dead-letters.jsonl'), 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
};
const journalText = () => readFileSync(path.join(dir, 'event-journal', 'events.jsonl'), 'utf8');

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bus-journal-'));
  Object.assign(journalTestState(), { deliveries: [], holding: false });
});
afterEach(() => {
  journalTestState().holding = false;
  for (const bus of buses.splice(0)) bus.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the local bus journal', () => {
  it('has the event and its targets on disk when PutEvents answers', () => {
    const bus = newBus([rule('First'), rule('Second')]);
    journalTestState().holding = true;
    const { EventId } = put(bus, { key: 'on-disk' });
    const line = journalText()
      .split('\n')
      .find((text) => text.includes(String(EventId)));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      event: { id: EventId, detail: { key: 'on-disk' } },
      targets: ['First', 'Second'],
    });
  });

  it('delivers an accepted event again after a restart when its consumer had not finished', async () => {
    const crashed = newBus([rule('Target')]);
    journalTestState().holding = true;
    const { EventId } = put(crashed, { key: 'unfinished' });
    await expect.poll(() => deliveriesOf('unfinished').length).toBe(1);
    // The process dies here: the consumer never finished. A new run starts on the same folder.
    journalTestState().holding = false;
    const restarted = newBus([rule('Target')]);
    expect(restarted.undelivered()).toBe(1);
    restarted.resume();
    await restarted.idle();
    expect(deliveriesOf('unfinished').map((d) => d.eventId)).toEqual([EventId, EventId]);
    expect(restarted.undelivered()).toBe(0);
    // And a third run has nothing left to deliver.
    const third = newBus([rule('Target')]);
    third.resume();
    await third.idle();
    expect(deliveriesOf('unfinished')).toHaveLength(2);
  });

  it('redelivers only to the targets that had not finished', async () => {
    const crashed = newBus([rule('Quick', ['both']), rule('Slow', ['both'])]);
    // Quick finishes; Slow is "killed" mid-delivery: hold only the second delivery.
    let calls = 0;
    const state = journalTestState();
    const original = state.deliveries.push.bind(state.deliveries);
    state.deliveries.push = (...items) => {
      calls++;
      if (calls === 2) state.holding = true;
      return original(...items);
    };
    put(crashed, { key: 'both' });
    await expect.poll(() => deliveriesOf('both').length).toBe(2);
    state.deliveries.push = original;
    state.holding = false;
    const restarted = newBus([rule('Quick', ['both']), rule('Slow', ['both'])]);
    expect(restarted.undelivered()).toBe(1);
    restarted.resume();
    await restarted.idle();
    expect(deliveriesOf('both')).toHaveLength(3);
  });

  it('does not deliver again what was delivered before the restart', async () => {
    const first = newBus([rule('Target')]);
    put(first, { key: 'delivered' });
    await first.idle();
    first.close();
    const restarted = newBus([rule('Target')]);
    expect(restarted.undelivered()).toBe(0);
    restarted.resume();
    await restarted.idle();
    expect(deliveriesOf('delivered')).toHaveLength(1);
  });

  it('writes a failing target to the dead letters once, and never replays it', async () => {
    const first = newBus([rule('Target')]);
    put(first, { key: 'refused', fail: true });
    await first.idle();
    // The first attempt and the two retries.
    expect(deliveriesOf('refused')).toHaveLength(3);
    expect(deadLetters()).toHaveLength(1);
    expect(JSON.parse(deadLetters()[0] ?? '{}')).toMatchObject({
      rule: 'Target',
      event: { detail: { key: 'refused' } },
    });
    const restarted = newBus([rule('Target')]);
    restarted.resume();
    await restarted.idle();
    expect(deliveriesOf('refused')).toHaveLength(3);
    expect(deadLetters()).toHaveLength(1);
  });

  it('stays bounded: delivered entries are compacted away as it grows and when it opens', async () => {
    const bus = newBus([rule('Target')], 8 * 1024);
    for (let i = 0; i < 60; i++) put(bus, { key: `bulk-${i}`, padding: 'x'.repeat(2_000) });
    await bus.idle();
    expect(deliveriesOf('bulk-59')).toHaveLength(1);
    // 60 events of ~2.4 KB went through; the file holds at most the threshold and what followed it.
    expect(statSync(path.join(dir, 'event-journal', 'events.jsonl')).size).toBeLessThan(16 * 1024);
    bus.close();
    newBus([rule('Target')]);
    expect(journalText()).toBe('');
  }, 30_000);

  it('ignores a torn last line (a crash in the middle of a write)', async () => {
    const first = newBus([rule('Target')]);
    journalTestState().holding = true;
    put(first, { key: 'before-tear' });
    await expect.poll(() => deliveriesOf('before-tear').length).toBe(1);
    journalTestState().holding = false;
    const { appendFileSync } = await import('node:fs');
    appendFileSync(path.join(dir, 'event-journal', 'events.jsonl'), '{"event":{"id":"torn');
    const restarted = newBus([rule('Target')]);
    restarted.resume();
    await restarted.idle();
    expect(deliveriesOf('before-tear')).toHaveLength(2);
  });

  it("runs at most the rule's concurrency of its consumer at once; another rule's events do not wait behind them", async () => {
    const bus = newBus([rule('Busy', ['busy']), rule('Other', ['other'])], undefined, 3);
    journalTestState().holding = true;
    for (let i = 0; i < 20; i++) put(bus, { key: 'busy' });
    await expect.poll(() => deliveriesOf('busy').length).toBe(3);
    put(bus, { key: 'other' });
    await expect.poll(() => deliveriesOf('other').length).toBe(1);
    // The held three never finish, so the other seventeen are still waiting their turn (all twenty are
    // unfinished, and so is the other rule's, held too once started).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(deliveriesOf('busy')).toHaveLength(3);
    expect(bus.undelivered()).toBe(21);
  });

  it('delivers a burst larger than the concurrency, each event once, in arrival order', async () => {
    const bus = newBus([rule('Busy', ['burst'])], undefined, 3);
    const ids = Array.from({ length: 50 }, () => put(bus, { key: 'burst' }).EventId);
    await expect.poll(() => deliveriesOf('burst').length).toBe(50);
    // Each started in order (the three slots finish in any order, so only the starts are compared).
    expect(deliveriesOf('burst').map((d) => d.eventId)).toEqual(ids);
    await expect.poll(() => bus.undelivered()).toBe(0);
  });
});
