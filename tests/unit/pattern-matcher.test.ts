import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import {
  assertValidEventPattern,
  InvalidEventPatternError,
  MAX_EVENT_PATTERN_LENGTH,
  testEventPattern,
} from '../../infra/local/pattern-matcher';

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

/**
 * Every pattern EventBridge refuses (InvalidEventPatternException, or a PutRule quota) is refused here,
 * so a rule that would fail to deploy fails at the local bus's start-up too. Grouped by the rule the
 * EventBridge documentation (content filtering, comparison operators) and Event Ruler state.
 */
describe('refuses what EventBridge refuses', () => {
  const refuses = (pattern: unknown, reason?: RegExp) => {
    expect(() => assertValidEventPattern(pattern)).toThrow(InvalidEventPatternError);
    if (reason) expect(() => assertValidEventPattern(pattern)).toThrow(reason);
  };
  const accepts = (pattern: unknown) => expect(() => assertValidEventPattern(pattern)).not.toThrow();
  const wildcards = (...texts: string[]) => ({ detail: { key: texts.map((wildcard) => ({ wildcard })) } });

  describe('wildcards', () => {
    it.each([
      ['consecutive wildcards', 'a**b'],
      ['consecutive wildcards at the start', '**.png'],
      ['an escape other than \\* and \\\\', 'a\\b'],
      ['a lone trailing backslash', 'abc\\'],
    ])('refuses %s (%s)', (_name, text) => {
      refuses(wildcards(text));
      refuses({ detail: { key: [{ 'anything-but': { wildcard: text } }] } });
    });

    it('refuses a wildcard with too many wildcard characters in a repeating sequence (complexity over 10)', () => {
      refuses(wildcards('*a*a*a*a*a*'), /Rule is too complex/);
      refuses({ detail: { key: [{ 'anything-but': { wildcard: '*a*a*a*a*a*' } }] } }, /Rule is too complex/);
      accepts(wildcards('*a*a*a*a*'));
    });

    it('refuses too many overlapping wildcard values on one field, as EventBridge did for four of these', () => {
      const datasync = ['*/datasync/*.bif', '*/datasync/*.tif', '*/datasync/*.svs', '*/datasync/*.tiff'];
      refuses(wildcards(...datasync), /Rule is too complex/);
      accepts(wildcards(...datasync.slice(0, 2)));
      accepts(wildcards('*.bif', '*.tiff', '*.tif', '*.svs'));
      // Spread over $or branches they still share one field machine, and are still refused.
      refuses(
        {
          detail: {
            $or: [
              { key: datasync.slice(0, 2).map((w) => ({ wildcard: w })) },
              { key: datasync.slice(2).map((w) => ({ wildcard: w })) },
            ],
          },
        },
        /Rule is too complex/,
      );
      // On different fields, each field is rated on its own.
      accepts({
        detail: {
          a: datasync.slice(0, 2).map((w) => ({ wildcard: w })),
          b: datasync.slice(2).map((w) => ({ wildcard: w })),
        },
      });
    });

    it('refuses a too-complex wildcard in testEventPattern too (TestEventPattern validates as PutRule)', () => {
      expect(() => testEventPattern(wildcards('*a*a*a*a*a*'), envelope({ key: 'aaaa' }))).toThrow(
        InvalidEventPatternError,
      );
    });
  });

  describe('numeric', () => {
    it.each([
      ['an empty range', []],
      ['a missing bound', ['>']],
      ['a string bound', ['=', '5']],
      ['a null bound', ['>=', null]],
      ['an unknown operator', ['!=', 1]],
      ['a second bound after =', ['=', 1, '<', 2]],
      ['a second bound after <', ['<', 1, '>', 0]],
      ['an upper operator that is not < or <=', ['>', 0, '>', 5]],
      ['an upper bound missing', ['>', 0, '<']],
      ['a range with its bounds equal', ['>=', 5, '<=', 5]],
      ['a range upside down', ['>', 10, '<', 5]],
      ['a lower bound below -5e9', ['>', -5.000001e9]],
      ['an upper bound above 5e9', ['>', 0, '<', 5.000001e9]],
      ['an equality beyond 5e9', ['=', 1e10]],
      ['five terms', ['>', 0, '<', 5, 6]],
      ['a non-array operand', '>5'],
    ])('refuses %s', (_name, operand) => {
      refuses({ detail: { n: [{ numeric: operand }] } });
    });

    it('accepts the bounds themselves (±5e9 inclusive)', () => {
      accepts({ detail: { n: [{ numeric: ['>=', -5e9, '<=', 5e9] }] } });
    });
  });

  describe('anything-but', () => {
    it.each([
      ['numeric', { numeric: ['>', 1] }],
      ['exists', { exists: true }],
      ['cidr', { cidr: '10.0.0.0/8' }],
      ['anything-but', { 'anything-but': 'a' }],
      ['prefix with a nested equals-ignore-case', { prefix: { 'equals-ignore-case': 'a' } }],
      ['an empty operator object', {}],
      ['two operators', { prefix: 'a', suffix: 'b' }],
      ['an empty prefix', { prefix: '' }],
      ['an empty suffix list entry', { suffix: ['a', ''] }],
      ['a number in a prefix list', { prefix: ['a', 1] }],
      ['a number under equals-ignore-case', { 'equals-ignore-case': 1 }],
      ['an empty prefix list', { prefix: [] }],
    ])('refuses anything-but with %s', (_name, operand) => {
      refuses({ detail: { state: [{ 'anything-but': operand }] } });
    });

    it.each([
      ['an empty list', []],
      ['null', null],
      ['true', true],
      ['a list holding null', ['a', null]],
      ['a list holding an object', [{ prefix: 'a' }]],
      ['a mixed list', ['a', 1]],
    ])('refuses anything-but with %s', (_name, operand) => {
      refuses({ detail: { state: [{ 'anything-but': operand }] } });
    });

    it('accepts the documented forms', () => {
      for (const operand of [
        'initializing',
        123,
        ['stopped', 'overloaded'],
        [100, 200],
        { prefix: 'init' },
        { suffix: '.png' },
        { 'equals-ignore-case': 'initializing' },
        { wildcard: '*/lib/*' },
        { wildcard: ['*/lib/*', '*/bin/*'] },
      ]) {
        accepts({ detail: { state: [{ 'anything-but': operand }] } });
      }
    });
  });

  describe('exists and the other operators', () => {
    it.each([
      ['exists as a string', { exists: 'true' }],
      ['exists as null', { exists: null }],
      ['exists as a number', { exists: 1 }],
      ['prefix as a number', { prefix: 1 }],
      ['suffix as a list', { suffix: ['.png'] }],
      ['equals-ignore-case as a number', { 'equals-ignore-case': 1 }],
      ['wildcard as a list', { wildcard: ['*'] }],
      ['cidr as a number', { cidr: 10 }],
      ['cidr with a full-length mask', { cidr: '10.0.0.1/32' }],
      ['cidr without a mask', { cidr: '10.0.0.1' }],
      ['an undocumented operator (exactly)', { exactly: 'a' }],
      ['a reserved operator (regex)', { regex: 'a.*' }],
      ['$or as a value', { $or: [{ a: ['b'] }, { c: ['d'] }] }],
    ])('refuses %s', (_name, expression) => {
      refuses({ detail: { field: [expression] } });
    });
  });

  describe('structure', () => {
    it.each([
      ['an empty value list', { source: [] }],
      ['a string leaf', { source: 'marketplace.accounts' }],
      ['a number leaf', { detail: { n: 5 } }],
      ['a boolean leaf', { detail: { flag: true } }],
      ['a null leaf', { detail: { flag: null } }],
      ['a nested array in a value list', { detail: { tags: [['a']] } }],
      ['an empty object', { detail: {} }],
      ['an empty pattern', {}],
      ['a pattern that is an array', [{ source: ['a'] }]],
      ['a pattern that is a string of an array', '["a"]'],
      ['$or that is not an array', { $or: { a: ['b'] } }],
      ['$or with one branch', { $or: [{ a: ['b'] }] }],
      ['$or with no branch', { $or: [] }],
      ['$or with a non-object branch', { $or: [{ a: ['b'] }, 'c'] }],
      ['$or with an empty branch', { $or: [{ a: ['b'] }, {}] }],
      ['an operator name as a field inside $or', { detail: { $or: [{ numeric: ['>', 1] }, { b: ['c'] }] } }],
    ])('refuses %s', (_name, pattern) => {
      refuses(pattern);
    });

    it(`refuses a pattern over EventBridge's ${MAX_EVENT_PATTERN_LENGTH}-character quota, at deploy only`, () => {
      const long = {
        source: ['marketplace.accounts'],
        detail: { id: Array.from({ length: 200 }, (_, i) => `id-${i}-xxxx`) },
      };
      expect(JSON.stringify(long).length).toBeGreaterThan(MAX_EVENT_PATTERN_LENGTH);
      refuses(long, /limit is 2048/);
      refuses(JSON.stringify(long), /limit is 2048/);
      // A quota raised to 4096 (on request) lets it through; TestEventPattern does not apply the quota.
      expect(() => assertValidEventPattern(long, { maxLength: 4096 })).not.toThrow();
      expect(testEventPattern(long, envelope({ id: 'id-7-xxxx' }, { source: 'marketplace.accounts' }))).toBe(
        true,
      );
    });
  });
});
