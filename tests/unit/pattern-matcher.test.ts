import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { rules } from '../../events/rules';
import { streamConsumers } from '../../events/stream-consumers';
import { createLocalEventBus } from '../../infra/local/event-bus';
import {
  assertValidEventPattern,
  InvalidEventPatternError,
  MAX_EVENT_PATTERN_LENGTH,
  testEventPattern,
} from '../../infra/local/pattern-matcher';

// Outcomes recorded against the real EventBridge TestEventPattern API (see the directory's README).
const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/eventbridge-patterns/', import.meta.url));
const EXPECTED_CASES = 16;

type Expected = 'invalid' | 'no match' | 'match';

const fixtures = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json5'))
  .sort()
  .map((file) => {
    const { EventPattern, Event } = JSON5.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8'));
    const expected: Expected = file.endsWith('_EXC.json5')
      ? 'invalid'
      : file.endsWith('_NEG.json5')
        ? 'no match'
        : 'match';
    return { file, expected, pattern: EventPattern as unknown, event: Event as unknown };
  });

/** The message every refusal of syntax EventBridge has and the local bus has not carries. */
const UNSUPPORTED = /the local event bus does not support: it matches exact values only/;

describe('EventBridge conformance fixtures (exact values)', () => {
  it(`finds all ${EXPECTED_CASES} recorded cases in ${FIXTURE_DIR}`, () => {
    expect(existsSync(FIXTURE_DIR)).toBe(true);
    expect(fixtures.length).toBe(EXPECTED_CASES);
  });

  it.each(fixtures)('$file → $expected', ({ expected, pattern, event }) => {
    if (expected === 'invalid') {
      expect(() => assertValidEventPattern(pattern)).toThrow(InvalidEventPatternError);
      expect(() => testEventPattern(pattern, event)).toThrow(InvalidEventPatternError);
    } else {
      expect(() => assertValidEventPattern(pattern)).not.toThrow();
      expect(testEventPattern(pattern, event)).toBe(expected === 'match');
    }
  });
});

function envelope(detail: unknown, overrides: Record<string, unknown> = {}) {
  return {
    version: '0',
    id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
    'detail-type': 'ProfileCreated',
    source: 'marketplace.accounts',
    account: '123456789012',
    time: '2024-01-01T00:00:00Z',
    region: 'eu-west-1',
    resources: [],
    detail,
    ...overrides,
  };
}

describe('testEventPattern', () => {
  const brandRule = {
    source: ['marketplace.accounts'],
    'detail-type': ['ProfileCreated'],
    detail: { role: ['brand'] },
  };

  it("matches the marketplace's brand rule against a brand profile only", () => {
    expect(testEventPattern(brandRule, envelope({ userId: 'u1', role: 'brand' }))).toBe(true);
    expect(testEventPattern(brandRule, envelope({ userId: 'u2', role: 'creator' }))).toBe(false);
    expect(testEventPattern(brandRule, envelope({ userId: 'u3', role: 'brand' }, { source: 'other' }))).toBe(
      false,
    );
    expect(testEventPattern(brandRule, envelope({ userId: 'u4' }))).toBe(false);
  });

  it('matches any of the listed values (a rule for several event types)', () => {
    const pattern = { 'detail-type': ['SaleAttributed', 'ProfileCreated'] };
    expect(testEventPattern(pattern, envelope({}))).toBe(true);
    expect(testEventPattern(pattern, envelope({}, { 'detail-type': 'PayoutSent' }))).toBe(false);
  });

  it('matches array fields when any element matches, keeping values from one element together', () => {
    const event = envelope({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
      tags: ['x', ['y']],
    });
    expect(testEventPattern({ detail: { items: { sku: ['b'], qty: [5] } } }, event)).toBe(true);
    // 'a' and 5 exist, but in different elements of the same array.
    expect(testEventPattern({ detail: { items: { sku: ['a'], qty: [5] } } }, event)).toBe(false);
    expect(testEventPattern({ detail: { tags: ['y'] } }, event)).toBe(true);
  });

  it('compares exactly: numbers never equal numeric-looking strings, null is not a missing field', () => {
    expect(testEventPattern({ detail: { n: [300] } }, envelope({ n: 3.0e2 }))).toBe(true);
    expect(testEventPattern({ detail: { n: [300] } }, envelope({ n: '300' }))).toBe(false);
    expect(testEventPattern({ detail: { n: ['300'] } }, envelope({ n: 300 }))).toBe(false);
    expect(testEventPattern({ detail: { flag: [true] } }, envelope({ flag: 'true' }))).toBe(false);
    expect(testEventPattern({ detail: { gone: [null] } }, envelope({ gone: null }))).toBe(true);
    expect(testEventPattern({ detail: { gone: [null] } }, envelope({}))).toBe(false);
    expect(testEventPattern({ detail: { role: ['Brand'] } }, envelope({ role: 'brand' }))).toBe(false);
  });

  it('matches a nested field only against an object, never against a value at that name', () => {
    expect(testEventPattern({ detail: { role: { name: ['brand'] } } }, envelope({ role: 'brand' }))).toBe(
      false,
    );
    expect(testEventPattern({ detail: { role: ['brand'] } }, envelope({ role: { name: 'brand' } }))).toBe(
      false,
    );
  });
});

describe('assertValidEventPattern', () => {
  it.each([
    ['a bare value instead of an array', { source: 'marketplace.accounts' }],
    ['an empty array', { source: [] }],
    ['an empty object', { detail: {} }],
    ['an empty pattern', {}],
    ['a non-object pattern', ['marketplace.accounts']],
    ['a pattern given as JSON text', '{"source": ["a"]}'],
    ['a number leaf', { detail: { n: 5 } }],
    ['a null leaf', { detail: { flag: null } }],
  ])('refuses %s', (_name, pattern) => {
    expect(() => assertValidEventPattern(pattern)).toThrow(InvalidEventPatternError);
  });

  it('accepts every rule and stream filter the marketplace uses', () => {
    for (const rule of rules) expect(() => assertValidEventPattern(rule.eventPattern)).not.toThrow();
    for (const consumer of streamConsumers) {
      expect(() => assertValidEventPattern(consumer.filterPattern)).not.toThrow();
    }
  });

  it(`refuses a pattern over EventBridge's ${MAX_EVENT_PATTERN_LENGTH}-character quota (it would not deploy)`, () => {
    const long = {
      source: ['marketplace.accounts'],
      detail: { id: Array.from({ length: 200 }, (_, i) => `id-${i}-xxxx`) },
    };
    expect(JSON.stringify(long).length).toBeGreaterThan(MAX_EVENT_PATTERN_LENGTH);
    expect(() => assertValidEventPattern(long)).toThrow(/limit is 2048/);
  });
});

/**
 * Syntax EventBridge accepts and the local bus does not: refused with a message that names the field and
 * says what is supported, never treated as "no match" (the rule would match on AWS and not here).
 */
describe('refuses syntax other than exact values, with the reason', () => {
  it.each([
    ['prefix', { time: [{ prefix: '2022-07-13' }] }, 'time'],
    ['suffix', { detail: { FileName: [{ suffix: '.png' }] } }, 'detail.FileName'],
    ['anything-but', { detail: { state: [{ 'anything-but': 'initializing' }] } }, 'detail.state'],
    ['numeric', { detail: { n: [{ numeric: ['>', 0, '<=', 5] }] } }, 'detail.n'],
    ['exists', { detail: { state: [{ exists: true }] } }, 'detail.state'],
    ['wildcard', { detail: { path: [{ wildcard: '*/dir/*' }] } }, 'detail.path'],
    ['cidr', { detail: { ip: [{ cidr: '10.0.0.0/24' }] } }, 'detail.ip'],
    ['equals-ignore-case', { 'detail-type': [{ 'equals-ignore-case': 'a' }] }, 'detail-type'],
    ['$or', { detail: { $or: [{ role: ['brand'] }, { plan: ['pro'] }] } }, 'detail.$or'],
    ['a dotted field name', { detail: { 'state.status': ['running'] } }, 'detail.state.status'],
    ['a nested array of values', { detail: { tags: [['a']] } }, 'detail.tags'],
  ])('refuses %s', (_name, pattern, field) => {
    expect(() => assertValidEventPattern(pattern)).toThrow(UNSUPPORTED);
    expect(() => assertValidEventPattern(pattern)).toThrow(`field "${field}"`);
    expect(() => testEventPattern(pattern, envelope({}))).toThrow(UNSUPPORTED);
  });

  it('refuses it when the bus starts, for a rule, and when a fault is set', () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'bus-pattern-'));
    const bus = (eventPattern: Record<string, unknown>) =>
      createLocalEventBus({
        busName: 'marketplace',
        region: 'us-east-1',
        deadLetterFile: join(dir, 'dead-letters.jsonl'),
        journalDir: join(dir, 'event-journal'),
        rules: [
          { name: 'R', description: 'test', eventPattern, consumer: 'none.ts', access: { table: 'none' } },
        ],
        log: () => undefined,
      });
    try {
      expect(() => bus({ source: [{ prefix: 'marketplace.' }] })).toThrow(UNSUPPORTED);
      const started = bus({ source: ['marketplace.accounts'] });
      expect(() => started.addFault({ pattern: { detail: { brandId: [{ exists: true }] } } })).toThrow(
        UNSUPPORTED,
      );
      started.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
