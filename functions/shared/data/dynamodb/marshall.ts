/**
 * JavaScript values to DynamoDB's attribute values and back, as the SDK's document client converts them
 * with `removeUndefinedValues` (the options the product always used): strings, numbers, booleans, null,
 * lists, maps, Sets (SS / NS / BS) and binary (Uint8Array, base64 on the wire). A Date, a class instance,
 * NaN, an empty Set or an integer beyond 2^53 throws, as the SDK does, rather than being stored as
 * something else; so do a function, a Map and a Set of mixed types, which the SDK would drop or coerce.
 * tests/unit/dynamodb-marshall.test.ts holds it to @aws-sdk/util-dynamodb.
 */

// biome-ignore lint/suspicious/noExplicitAny: DynamoDB's attribute value, as JSON: one key of many shapes.
export type AttributeValue = Record<string, any>;
export type AttributeMap = Record<string, AttributeValue>;

/** A number read exactly, as its text (`wrapNumbers`): for values that may be beyond 2^53. */
export class NumberValue {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const numberText = (value: number | bigint): string => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Special numeric value ${value} is not allowed`);
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      throw new Error(`Number ${value} is greater than Number.MAX_SAFE_INTEGER. Use BigInt.`);
    }
  }
  return value.toString();
};

const isBinary = (value: unknown): value is Uint8Array | ArrayBuffer =>
  value instanceof Uint8Array || value instanceof ArrayBuffer;

const base64 = (value: Uint8Array | ArrayBuffer): string =>
  Buffer.from(value instanceof ArrayBuffer ? new Uint8Array(value) : value).toString('base64');

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const setAttribute = (set: Set<unknown>): AttributeValue => {
  const members = [...set].filter((member) => member !== undefined);
  if (members.length === 0) throw new Error('An empty Set is not allowed (DynamoDB stores no empty sets).');
  if (members.every((member) => typeof member === 'string')) return { SS: members };
  if (members.every((member) => typeof member === 'number' || typeof member === 'bigint')) {
    return { NS: members.map((member) => numberText(member as number | bigint)) };
  }
  if (members.every(isBinary)) return { BS: members.map((member) => base64(member as Uint8Array)) };
  throw new Error('A Set holds strings only, numbers only or binary only.');
};

/** One value's attribute; undefined for undefined (left out of its map or list). */
export const toAttribute = (value: unknown): AttributeValue | undefined => {
  if (value === undefined) return undefined;
  if (value === null) return { NULL: true };
  switch (typeof value) {
    case 'string':
      return { S: value };
    case 'number':
    case 'bigint':
      return { N: numberText(value) };
    case 'boolean':
      return { BOOL: value };
    case 'object':
      break;
    default:
      throw new Error(`Unsupported type passed: ${typeof value}`);
  }
  if (Array.isArray(value)) {
    return { L: value.map(toAttribute).filter((item): item is AttributeValue => item !== undefined) };
  }
  if (value instanceof Set) return setAttribute(value);
  if (isBinary(value)) return { B: base64(value) };
  if (value instanceof NumberValue) return { N: value.value };
  if (!isPlainObject(value)) {
    throw new Error(`Unsupported type passed: ${value.constructor?.name ?? 'object'}; pass a plain object.`);
  }
  return { M: marshall(value as Record<string, unknown>) };
};

/** An item (or key, or expression values) as DynamoDB takes it; undefined attributes left out. */
export const marshall = (item: Record<string, unknown>): AttributeMap => {
  const map: AttributeMap = {};
  for (const [name, value] of Object.entries(item)) {
    const attribute = toAttribute(value);
    if (attribute !== undefined) map[name] = attribute;
  }
  return map;
};

export interface UnmarshallOptions {
  /** Numbers as `{ value: text }`, exact at any size; otherwise numbers, and a throw beyond 2^53. */
  wrapNumbers?: boolean;
}

const toNumber = (text: string, options: UnmarshallOptions): number | bigint | NumberValue => {
  if (options.wrapNumbers) return new NumberValue(text);
  const value = Number(text);
  if (Number.isFinite(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    // As the SDK: an integer beyond 2^53 is read as a bigint; a number neither can hold exactly throws.
    try {
      return BigInt(text);
    } catch {
      throw new Error(`${text} can't be converted to BigInt. Read it with wrapNumbers.`);
    }
  }
  return value;
};

/** One attribute's value. */
export const fromAttribute = (attribute: AttributeValue, options: UnmarshallOptions = {}): unknown => {
  const [type, value] = Object.entries(attribute)[0] ?? [];
  switch (type) {
    case 'S':
    case 'BOOL':
      return value;
    case 'N':
      return toNumber(value, options);
    case 'NULL':
      return null;
    case 'B':
      return new Uint8Array(Buffer.from(value, 'base64'));
    case 'L':
      return (value as AttributeValue[]).map((item) => fromAttribute(item, options));
    case 'M':
      return unmarshall(value, options);
    case 'SS':
      return new Set(value as string[]);
    case 'NS':
      return new Set((value as string[]).map((text) => toNumber(text, options)));
    case 'BS':
      return new Set((value as string[]).map((text) => new Uint8Array(Buffer.from(text, 'base64'))));
    default:
      throw new Error(`Unsupported attribute value: ${JSON.stringify(attribute)}`);
  }
};

/** An item as JavaScript values. */
export const unmarshall = (map: AttributeMap, options: UnmarshallOptions = {}): Record<string, unknown> => {
  const item: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(map)) item[name] = fromAttribute(attribute, options);
  return item;
};
