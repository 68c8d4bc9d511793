/**
 * The lean DynamoDB client's value conversion (functions/shared/data/dynamodb/marshall.ts) against the
 * SDK's (@aws-sdk/util-dynamodb, with the options the product's document client always had:
 * removeUndefinedValues): the same attribute values for the same items, the same items back, and a
 * throw wherever the SDK throws rather than storing something else.
 */
import * as sdk from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { marshall, NumberValue, unmarshall } from '../../functions/shared/data/dynamodb/marshall';

const sdkMarshall = (item: Record<string, unknown>) => sdk.marshall(item, { removeUndefinedValues: true });
/** The SDK answers binary as base64 on the wire; the lean client's JSON carries the same text. */
const onTheWire = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)),
  );

const items: [string, Record<string, unknown>][] = [
  ['scalars', { s: 'text', n: 42, f: -3.25, z: 0, t: true, b: false, nothing: null, empty: '' }],
  ['undefined attributes are left out', { kept: 1, dropped: undefined }],
  [
    'lists and maps, nested, with undefined left out',
    { l: [1, 'a', [true, null], { x: 1, y: undefined }, undefined], m: { a: { b: { c: [] } } } },
  ],
  ['sets', { ss: new Set(['a', 'b']), ns: new Set([1, 2.5]) }],
  ['binary', { bin: new Uint8Array([0, 1, 254, 255]) }],
  [
    'large safe integers and bigints',
    { max: Number.MAX_SAFE_INTEGER, min: -Number.MAX_SAFE_INTEGER, big: 12345678901234567890n },
  ],
  [
    'an item as the ledger writes it',
    {
      pk: 'BRAND#b1',
      sk: 'SALE#2026-11#o1',
      amount_cents: 129900,
      lines: [{ id: 'l1', cents: 500 }],
      rate_changes: [{ percentage: 10, from: '2026-11-01' }],
    },
  ],
];

describe('marshall / unmarshall as the SDK does', () => {
  for (const [name, item] of items) {
    it(`${name}: the same attribute values`, () => {
      expect(marshall(item)).toEqual(onTheWire(sdkMarshall(item)));
    });
  }

  it('values read back are the values written (bigints beyond 2^53 excepted: read with wrapNumbers)', () => {
    for (const [, item] of items.filter(([name]) => !name.includes('bigint'))) {
      const wire = onTheWire(sdkMarshall(item));
      expect(unmarshall(wire)).toEqual(sdk.unmarshall(sdkMarshall(item)));
    }
  });

  it('wrapNumbers reads every number exactly, as its text', () => {
    const wire = { a: { N: '12345678901234567890' }, b: { N: '1.5' }, l: { L: [{ N: '7' }] } };
    const read = unmarshall(wire, { wrapNumbers: true });
    expect(read.a).toBeInstanceOf(NumberValue);
    expect((read.a as NumberValue).value).toBe('12345678901234567890');
    expect(((read.l as NumberValue[])[0] as NumberValue).value).toBe('7');
    // And it is written back as the same number.
    expect(marshall(read)).toEqual(wire);
  });

  it('a map with a single `value` key stays a map', () => {
    expect(marshall({ m: { value: '5' } })).toEqual({ m: { M: { value: { S: '5' } } } });
  });

  it('throws where the SDK throws: NaN, Infinity, unsafe integers, empty sets, class instances', () => {
    const bad: Record<string, unknown>[] = [
      { n: Number.NaN },
      { n: Number.POSITIVE_INFINITY },
      { n: Number.MAX_SAFE_INTEGER + 2 },
      { s: new Set() },
      { d: new Date() },
    ];
    for (const item of bad) {
      expect(() => sdkMarshall(item)).toThrow();
      expect(() => marshall(item)).toThrow();
    }
  });

  it('refuses what the SDK would silently drop or coerce: a function, a Map, a Set of mixed types', () => {
    for (const item of [{ f: () => 1 }, { m: new Map([['a', 1]]) }, { s: new Set(['a', 1]) }]) {
      expect(() => sdkMarshall(item)).not.toThrow();
      expect(() => marshall(item)).toThrow();
    }
  });

  it('an integer beyond 2^53 reads as a bigint, and a number neither can hold exactly throws', () => {
    expect(unmarshall({ a: { N: '12345678901234567890' } })).toEqual(
      sdk.unmarshall({ a: { N: '12345678901234567890' } }),
    );
    expect(unmarshall({ a: { N: '12345678901234567890' } }).a).toBe(12345678901234567890n);
    expect(() => sdk.unmarshall({ a: { N: '1.5e300' } })).toThrow();
    expect(() => unmarshall({ a: { N: '1.5e300' } })).toThrow(/wrapNumbers/);
  });
});
