/**
 * A command's input to DynamoDB's JSON and its answer back: the attribute maps of a call (items, keys,
 * expression values, paging keys), wherever they sit in it (a transaction's items, a batch's tables),
 * are converted; everything else (expressions, names, options) passes as it is.
 */
import { type AttributeMap, marshall, type UnmarshallOptions, unmarshall } from './marshall';

/** Fields that hold one attribute map. */
const MAPS = new Set([
  'Item',
  'Key',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'LastEvaluatedKey',
  'Attributes',
]);
/** Fields that hold a list of attribute maps. */
const MAP_LISTS = new Set(['Items', 'Keys']);

type Convert = (map: Record<string, unknown>) => Record<string, unknown>;

const walk = (node: unknown, convert: Convert): unknown => {
  if (Array.isArray(node)) return node.map((child) => walk(child, convert));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (MAPS.has(name) && value !== null && typeof value === 'object') {
      out[name] = convert(value as Record<string, unknown>);
    } else if (MAP_LISTS.has(name) && Array.isArray(value)) {
      out[name] = value.map((map) => convert(map));
    } else if (name === 'Responses' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      // BatchGetItem's answer: the items read, by table.
      out[name] = Object.fromEntries(
        Object.entries(value).map(([table, items]) => [
          table,
          (items as Record<string, unknown>[]).map(convert),
        ]),
      );
    } else {
      out[name] = walk(value, convert);
    }
  }
  return out;
};

/** The request's JSON body. */
export const toWire = (input: object): string => JSON.stringify(walk(input, marshall));

/** The answer with its attribute maps as plain values. */
export const fromWire = (output: object, options: UnmarshallOptions): Record<string, unknown> =>
  walk(output, (map) => unmarshall(map as AttributeMap, options)) as Record<string, unknown>;
