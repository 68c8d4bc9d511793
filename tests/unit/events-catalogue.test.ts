/** Contract tests: every catalogue event's example validates, and every rule matches what it should. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { profileCreatedV1 } from '../../events/schemas/profile-created';
import { streamConsumers } from '../../events/stream-consumers';
import { testEventPattern } from '../../infra/local/pattern-matcher';

const envelopeOf = (name: keyof typeof catalogue, detail: unknown) => ({
  version: '0',
  id: '1',
  'detail-type': catalogue[name].detailType,
  source: catalogue[name].source,
  account: '000000000000',
  time: '2026-11-21T00:00:00Z',
  region: 'us-east-1',
  resources: [],
  detail,
});

describe('event catalogue', () => {
  it.each(Object.entries(catalogue))('%s example payload satisfies its schema', (_name, definition) => {
    expect(definition.schema.safeParse(definition.example).success).toBe(true);
  });

  it('ProfileCreated v1 refuses a role other than brand or creator and a missing user id', () => {
    expect(profileCreatedV1.safeParse({ ...catalogue.ProfileCreated.example, role: 'admin' }).success).toBe(
      false,
    );
    const { userId: _omit, ...withoutUser } = catalogue.ProfileCreated.example;
    expect(profileCreatedV1.safeParse(withoutUser).success).toBe(false);
  });

  it('every rule consumer module exists and exports a handler', async () => {
    for (const rule of rules) {
      const module = await import(/* @vite-ignore */ new URL(`../../${rule.consumer}`, import.meta.url).href);
      expect(typeof module.handler, rule.consumer).toBe('function');
    }
    // Loads every consumer's module graph: seconds on a busy 2-core machine.
  }, 60_000);
});

describe('rule CreateBrandForNewBrandProfile', () => {
  const rule = rules.find((r) => r.name === 'CreateBrandForNewBrandProfile');

  it('matches a brand ProfileCreated event', () => {
    expect(rule).toBeDefined();
    const event = envelopeOf('ProfileCreated', { ...catalogue.ProfileCreated.example, role: 'brand' });
    expect(testEventPattern(rule?.eventPattern, event)).toBe(true);
  });

  it('does not match a creator ProfileCreated event', () => {
    const event = envelopeOf('ProfileCreated', { ...catalogue.ProfileCreated.example, role: 'creator' });
    expect(testEventPattern(rule?.eventPattern, event)).toBe(false);
  });
});

describe('outbox publishing and import steps', () => {
  const publisher = streamConsumers.find((consumer) => consumer.name === 'PublishOutboxEvents');
  const outboxRecord = (eventName: string) => ({
    eventName,
    dynamodb: { NewImage: { type: { S: 'outbox-event' }, id: { S: 'evt_1' } } },
  });

  it('the outbox publisher takes new outbox items only, not its own marks or TTL removals', () => {
    expect(publisher?.access).toEqual({ table: 'readWrite', putEvents: true });
    expect(testEventPattern(publisher?.filterPattern, outboxRecord('INSERT'))).toBe(true);
    expect(testEventPattern(publisher?.filterPattern, outboxRecord('MODIFY'))).toBe(false);
    expect(testEventPattern(publisher?.filterPattern, outboxRecord('REMOVE'))).toBe(false);
  });

  it('every stream consumer and scheduled job module exists and exports a handler', async () => {
    for (const module of [
      ...streamConsumers.map((consumer) => consumer.consumer),
      ...schedules.map((schedule) => schedule.handler),
    ]) {
      const loaded = await import(/* @vite-ignore */ new URL(`../../${module}`, import.meta.url).href);
      expect(typeof loaded.handler, module).toBe('function');
    }
  }, 60_000);

  it('only the outbox publisher and its sweep may put events on the bus', () => {
    const putters = [
      ...rules.filter((rule) => rule.access?.putEvents).map((rule) => rule.name),
      ...streamConsumers.filter((consumer) => consumer.access?.putEvents).map((consumer) => consumer.name),
      ...schedules.filter((schedule) => schedule.access.putEvents).map((schedule) => schedule.name),
    ];
    expect(putters.sort()).toEqual(['PublishOutboxEvents', 'SweepOutbox']);
  });

  it('ProductImportRequested v1 takes an optional page; each page step matches the import rule', () => {
    const rule = rules.find((r) => r.name === 'ImportProductsFromStore');
    const step = { ...catalogue.ProductImportRequested.example, page: 3 };
    expect(catalogue.ProductImportRequested.schema.safeParse(step).success).toBe(true);
    expect(catalogue.ProductImportRequested.schema.safeParse({ ...step, page: -1 }).success).toBe(false);
    expect(testEventPattern(rule?.eventPattern, envelopeOf('ProductImportRequested', step))).toBe(true);
    expect(rule?.timeoutSeconds).toBeGreaterThanOrEqual(30);
  });
});
