import { describe, expect, it } from 'vitest';
import { indexKeys, keys } from '../../functions/shared/data/keys';
import { indexAccessPatterns, itemAccessPatterns, tableDefinition } from '../../infra/table-definition';

/** A row's `USER#{userId}` as a regular expression: literal text, each `{…}` one or more characters. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** Calls a key builder with distinct placeholder arguments (`v1`, `v2`, …), as many as it declares. */
const sample = (builder: unknown): unknown =>
  typeof builder === 'function'
    ? builder(...Array.from({ length: builder.length }, (_, i) => `v${i + 1}`))
    : builder;

describe('the access-pattern table in infra/table-definition.ts', () => {
  it('has exactly one row for every key builder in `keys`, and none for a builder that is gone', () => {
    const named = itemAccessPatterns.map((row) => row.key);
    expect(new Set(named).size, 'a key builder has two rows').toBe(named.length);
    expect([...named].sort()).toEqual(Object.keys(keys).sort());
  });

  it.each(itemAccessPatterns.map((row) => [row.key, row] as const))(
    "row %s describes the builder's pk and sk",
    (name, row) => {
      const key = sample(keys[name]) as { pk: string; sk: string };
      expect(key.pk).toMatch(patternOf(row.pk));
      expect(key.sk).toMatch(patternOf(row.sk));
    },
  );

  it('has a row for every index partition builder in `indexKeys`, describing its value', () => {
    const named = new Set(indexAccessPatterns.flatMap((row) => (row.indexKey ? [row.indexKey] : [])));
    expect([...named].sort()).toEqual(Object.keys(indexKeys).sort());
    for (const row of indexAccessPatterns) {
      if (row.indexKey)
        expect(sample(indexKeys[row.indexKey]) as string, row.indexKey).toMatch(patternOf(row.pk));
    }
  });

  it('describes every index of the table, and only those', () => {
    const defined = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName).sort();
    expect([...new Set(indexAccessPatterns.map((row) => row.index))].sort()).toEqual(defined);
  });

  it("agrees with itself: an item's `indexes` are exactly the index rows naming that item", () => {
    const fromItems = itemAccessPatterns.flatMap((row) =>
      (row.indexes ?? []).map((index) => `${row.key} ${index}`),
    );
    const fromIndexes = indexAccessPatterns.map((row) => `${row.item} ${row.index}`);
    expect([...new Set(fromItems)].sort()).toEqual([...new Set(fromIndexes)].sort());
  });
});
