import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import {
  assertValidEventPattern,
  InvalidEventPatternError,
  testEventPattern,
} from '../../events/pattern-matcher';

// Outcomes recorded against the real EventBridge TestEventPattern API (see the directory's README).
const FIXTURE_DIR =
  process.env.EVENTBRIDGE_PATTERN_FIXTURES ??
  fileURLToPath(new URL('../fixtures/eventbridge-patterns/', import.meta.url));
const EXPECTED_CASES = 124;

type Expected = 'invalid' | 'no match' | 'match';

interface FixtureCase {
  file: string;
  expected: Expected;
  pattern: unknown;
  event: unknown;
}

function loadFixtures(): FixtureCase[] {
  if (!existsSync(FIXTURE_DIR)) return [];
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json5'))
    .sort()
    .map((file) => {
      const { EventPattern, Event } = JSON5.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8'));
      const expected: Expected = file.endsWith('_EXC.json5')
        ? 'invalid'
        : file.endsWith('_NEG.json5')
          ? 'no match'
          : 'match';
      return { file, expected, pattern: EventPattern, event: Event };
    });
}

const fixtures = loadFixtures();

describe('EventBridge conformance fixtures', () => {
  it(`finds all ${EXPECTED_CASES} recorded cases in ${FIXTURE_DIR}`, () => {
    expect(existsSync(FIXTURE_DIR), `fixture directory ${FIXTURE_DIR} is missing`).toBe(true);
    expect(fixtures.length).toBeGreaterThanOrEqual(EXPECTED_CASES);
  });

  if (fixtures.length > 0) {
    it.each(fixtures)('$file → $expected', ({ expected, pattern, event }) => {
      // TestEventPattern takes the pattern as a string: both forms must agree.
      for (const form of [pattern, JSON.stringify(pattern)]) {
        if (expected === 'invalid') {
          expect(() => assertValidEventPattern(form)).toThrow(InvalidEventPatternError);
          expect(() => testEventPattern(form, event)).toThrow(InvalidEventPatternError);
        } else {
          expect(() => assertValidEventPattern(form)).not.toThrow();
          expect(testEventPattern(form, event)).toBe(expected === 'match');
        }
      }
    });
  }
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
  });

  it('accepts the pattern and the event as JSON strings, like the API', () => {
    const event = JSON.stringify(envelope({ role: 'brand' }));
    expect(testEventPattern(JSON.stringify(brandRule), event)).toBe(true);
    expect(() => testEventPattern('{"source": [', event)).toThrow(InvalidEventPatternError);
  });

  it('matches array fields when any element matches, keeping values from one element together', () => {
    const event = envelope({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
    });
    expect(testEventPattern({ detail: { items: { sku: ['b'], qty: [5] } } }, event)).toBe(true);
    // 'a' and 5 exist, but in different elements of the same array.
    expect(testEventPattern({ detail: { items: { sku: ['a'], qty: [5] } } }, event)).toBe(false);
    // exists:false on a field that is present in some element of an array is not satisfied...
    expect(testEventPattern({ detail: { items: { sku: [{ exists: false }] } } }, event)).toBe(false);
    // ...but is when the field is absent everywhere, or only in an element other than the one matched.
    expect(testEventPattern({ detail: { items: { colour: [{ exists: false }] } } }, event)).toBe(true);
    const tagged = envelope({ items: [{ sku: 'a', tag: 'sale' }, { sku: 'b' }] });
    expect(testEventPattern({ detail: { items: { sku: ['b'], tag: [{ exists: false }] } } }, tagged)).toBe(
      true,
    );
    expect(testEventPattern({ detail: { items: { sku: ['a'], tag: [{ exists: false }] } } }, tagged)).toBe(
      false,
    );
  });

  it('compares numbers numerically, never against numeric-looking strings', () => {
    expect(testEventPattern({ detail: { n: [300] } }, envelope({ n: 3.0e2 }))).toBe(true);
    expect(testEventPattern({ detail: { n: [300] } }, envelope({ n: '300' }))).toBe(false);
    expect(testEventPattern({ detail: { n: ['300'] } }, envelope({ n: 300 }))).toBe(false);
    expect(testEventPattern({ detail: { n: [{ numeric: ['>=', 0, '<', 1] }] } }, envelope({ n: 0.5 }))).toBe(
      true,
    );
    expect(testEventPattern({ detail: { n: [{ numeric: ['=', 1] }] } }, envelope({ n: 1.0000001 }))).toBe(
      true,
    );
  });

  it('matches cidr ranges and plain IP values by address, not spelling', () => {
    expect(testEventPattern({ detail: { ip: [{ cidr: '10.0.0.0/8' }] } }, envelope({ ip: '10.1.2.3' }))).toBe(
      true,
    );
    expect(testEventPattern({ detail: { ip: [{ cidr: '10.0.0.0/8' }] } }, envelope({ ip: '11.0.0.1' }))).toBe(
      false,
    );
    expect(
      testEventPattern({ detail: { ip: ['2001:db8::1'] } }, envelope({ ip: '2001:0db8:0:0:0:0:0:1' })),
    ).toBe(true);
  });

  it('treats only \\* and \\\\ as wildcard escapes', () => {
    expect(testEventPattern({ detail: { f: [{ wildcard: 'a\\*b*' }] } }, envelope({ f: 'a*bc' }))).toBe(true);
    expect(testEventPattern({ detail: { f: [{ wildcard: 'a\\*b*' }] } }, envelope({ f: 'axbc' }))).toBe(
      false,
    );
    expect(() => assertValidEventPattern({ detail: { f: [{ wildcard: 'a\\b' }] } })).toThrow(
      InvalidEventPatternError,
    );
  });

  it('expands $or into alternatives', () => {
    const pattern = { detail: { $or: [{ role: ['brand'] }, { plan: [{ prefix: 'pro' }] }] } };
    expect(testEventPattern(pattern, envelope({ role: 'creator', plan: 'pro-annual' }))).toBe(true);
    expect(testEventPattern(pattern, envelope({ role: 'creator', plan: 'free' }))).toBe(false);
  });
});

describe('assertValidEventPattern', () => {
  it.each([
    ['an unknown operator', { detail: { name: [{ regex: 'x' }] } }],
    ['an operator in the wrong case', { source: [{ Prefix: 'a' }] }],
    ['a bare value instead of an array', { source: 'marketplace.accounts' }],
    ['an empty array', { source: [] }],
    ['an empty object', { detail: {} }],
    ['a non-object pattern', ['marketplace.accounts']],
    ['invalid JSON text', '{"source": ['],
    ['a two-key match expression', { source: [{ prefix: 'a', suffix: 'b' }] }],
    ['a numeric range written upper bound first', { n: [{ numeric: ['<', 5, '>', 0] }] }],
    ['an empty numeric range', { n: [{ numeric: ['>', 5, '<', 5] }] }],
    ['a numeric bound beyond ±5e9', { n: [{ numeric: ['>', 6e9] }] }],
    ['mixed anything-but types', { n: [{ 'anything-but': ['a', 1] }] }],
    ['a CIDR without mask', { ip: [{ cidr: '10.0.0.0' }] }],
    ['an operator name as a field inside $or', { $or: [{ prefix: ['a'] }, { b: ['c'] }] }],
    ['a single-branch $or', { $or: [{ a: ['b'] }] }],
  ])('refuses %s', (_name, pattern) => {
    expect(() => assertValidEventPattern(pattern)).toThrow(InvalidEventPatternError);
  });

  it('accepts every rule shape the marketplace uses', () => {
    expect(() =>
      assertValidEventPattern({ source: ['marketplace.accounts'], detail: { role: ['brand'] } }),
    ).not.toThrow();
  });
});
