/**
 * Issue 36, the local bus's side of the operator console (infra/local/event-bus.ts): a rule whose
 * consumer fails (the `failDeliveries` fault) is retried, then dead-lettered into the file and to
 * `onDeadLetter` with the rule, the error and the envelope; a DeadLetterReplayRequested event delivers
 * its `detail.event` (the original envelope) to the one rule it names, as AWS's replay rules do, and is
 * journaled as finished; a replay that fails again is dead-lettered again with the original envelope.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue';
import type { RuleDefinition } from '../../events/rules';
import { createLocalEventBus, type DeadLetterRecord, type LocalEventBus } from '../../infra/local/event-bus';
import { journalTestState } from '../support/journal-test-consumer';

const rule = (name: string): RuleDefinition => ({
  name,
  description: 'test',
  eventPattern: { source: ['test.journal'] },
  consumer: 'tests/support/journal-test-consumer.ts',
  access: { table: 'none' },
});

let dir: string;
let bus: LocalEventBus;
let letters: DeadLetterRecord[];

const replayOf = (ruleName: string, event: unknown) => ({
  Source: catalogue.DeadLetterReplayRequested.source,
  DetailType: catalogue.DeadLetterReplayRequested.detailType,
  Detail: JSON.stringify({ version: 1, deadLetterId: 'DL1', rule: ruleName, event }),
});

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bus-dead-letters-'));
  Object.assign(journalTestState(), { deliveries: [], holding: false });
  letters = [];
  bus = createLocalEventBus({
    busName: 'marketplace',
    region: 'us-east-1',
    deadLetterFile: path.join(dir, 'dead-letters.jsonl'),
    journalDir: path.join(dir, 'event-journal'),
    rules: [rule('First'), rule('Second')],
    retryDelaysMs: [1, 1],
    onDeadLetter: async (letter) => {
      letters.push(letter);
    },
    log: () => undefined,
  });
});
afterEach(() => {
  bus.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('dead letters and their replay on the local bus', () => {
  it('a failing rule is retried, then dead-lettered to the file and the console; the other rule is not', async () => {
    const fault = bus.addFault({ failRule: 'First', pattern: { detail: { key: ['broken'] } } });
    bus.putEvents([
      { Source: 'test.journal', DetailType: 'Test', Detail: JSON.stringify({ key: 'broken' }) },
    ]);
    bus.putEvents([{ Source: 'test.journal', DetailType: 'Test', Detail: JSON.stringify({ key: 'fine' }) }]);
    await bus.idle();
    expect(letters).toEqual([
      expect.objectContaining({
        rule: 'First',
        error: 'Error: Local fault: First fails for this event',
        event: expect.objectContaining({ detail: { key: 'broken' } }),
      }),
    ]);
    expect(readFileSync(path.join(dir, 'dead-letters.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);
    // Second got both; First only the fine one (the fault fails it before its consumer runs).
    expect(
      journalTestState()
        .deliveries.map((d) => d.key)
        .sort(),
    ).toEqual(['broken', 'fine', 'fine']);
    expect(bus.undelivered()).toBe(0);
    bus.clearFaults(fault);
  });

  it('a replay delivers the original envelope to the one rule it names, once, and finishes in the journal', async () => {
    const original = {
      version: '0',
      id: 'original-1',
      source: 'test.journal',
      'detail-type': 'Test',
      detail: { key: 'again' },
    };
    bus.putEvents([replayOf('Second', original)]);
    await bus.idle();
    expect(journalTestState().deliveries).toEqual([{ eventId: 'original-1', key: 'again' }]);
    expect(bus.undelivered()).toBe(0);
  });

  it('a replay that fails again is a new dead letter of the original envelope', async () => {
    const original = {
      version: '0',
      id: 'original-2',
      source: 'test.journal',
      'detail-type': 'Test',
      detail: { key: 'x', fail: true },
    };
    bus.putEvents([replayOf('First', original)]);
    await bus.idle();
    expect(letters).toEqual([expect.objectContaining({ rule: 'First', event: original })]);
    expect(bus.undelivered()).toBe(0);
  });

  it('refuses a fault for a rule that does not exist', () => {
    expect(() => bus.addFault({ failRule: 'Nope' })).toThrow('No rule named Nope');
  });
});
