/**
 * The outbox publisher is the product's only way onto the bus: no producer can write, then publish in a
 * second call (a failed publish would lose the event). Checked on the sources, so a new PutEvents call
 * or a new import of the publisher elsewhere fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'tests'].includes(entry.name) ? [] : sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });

const sources = ['functions', 'events', 'infra'].flatMap(sourcesUnder);
const containing = (pattern: RegExp) =>
  sources.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8'))).sort();

describe('the outbox publisher is the only PutEvents caller', () => {
  it('only functions/shared/outbox/put-on-bus.ts sends PutEvents', () => {
    expect(containing(/PutEventsCommand/)).toEqual(['functions/shared/outbox/put-on-bus.ts']);
  });

  it('only the outbox publisher imports put-on-bus', () => {
    expect(containing(/from ['"][./]*(?:[\w-]+\/)*put-on-bus['"]/)).toEqual([
      'functions/shared/outbox/publish-events.ts',
    ]);
  });

  it('the publisher takes stored outbox events, not a name and a detail', async () => {
    const publisher = await import('../../outbox/put-on-bus');
    expect(Object.keys(publisher)).toEqual(['putOutboxEventsOnBus']);
  });
});
