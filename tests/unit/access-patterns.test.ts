/**
 * Key formats are declared once, by the entities' key templates. This file reads the entities and holds
 * everything else to them: docs/access-patterns.md is what `npm run docs:keys` writes from them today, the
 * uses in infra/access-patterns.ts name exactly the entities and indexes there are, and what is left in
 * functions/shared/data/keys.ts is used by product code and is the key an entity declares.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys, keys, prefixes } from '../../functions/shared/data/keys';
import {
  type DeclaredEntity,
  indexUses,
  itemUses,
  partitionValue,
  readEntities,
  renderAccessPatterns,
} from '../../infra/access-patterns';
import { tableDefinition } from '../../infra/table-definition';

const root = path.resolve(import.meta.dirname, '..', '..');

let entities: DeclaredEntity[];
beforeAll(async () => {
  entities = await readEntities();
}, 60_000);

/** A key with every `${name}` or `{name}` as one placeholder: `BRAND#${brand_id}` and `BRAND#{x}` compare equal. */
const shape = (key: string) => key.replace(/\$?\{[^}]+\}/g, '{}');

/** Calls a builder with a placeholder for each of its parameters. */
const sample = (builder: unknown): unknown =>
  typeof builder === 'function'
    ? builder(...Array.from({ length: builder.length }, (_, i) => `{v${i + 1}}`))
    : builder;

const secondaryIndexes = (entity: DeclaredEntity) =>
  Object.entries(entity.indexes).filter(([name]) => name !== 'primary');

describe('docs/access-patterns.md', () => {
  it('is what `npm run docs:keys` writes from the entities', () => {
    const written = readFileSync(path.join(root, 'docs/access-patterns.md'), 'utf8');
    expect(written, 'run `npm run docs:keys` and commit docs/access-patterns.md').toBe(
      renderAccessPatterns(entities),
    );
  });
});

describe('the uses in infra/access-patterns.ts', () => {
  it('finds the entities (one per item kind, each named once)', () => {
    const names = entities.map((entity) => entity.name);
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size, 'two entities share a `type`').toBe(names.length);
  });

  it('say what every item kind serves, and name no entity that is gone', () => {
    expect(Object.keys(itemUses).sort()).toEqual(entities.map((entity) => entity.name).sort());
  });

  it("name each entity's every secondary index, and only indexes that exist", () => {
    const declared = entities.flatMap((entity) =>
      secondaryIndexes(entity).map(([index]) => `${entity.name} ${index}`),
    );
    const described = indexUses.map((use) => `${use.entity} ${use.entityIndex}`);
    expect([...new Set(described)].sort()).toEqual(declared.sort());
  });

  it('describe a key only where the entity computes it instead of declaring a template', () => {
    for (const use of indexUses) {
      const index = entities.find((entity) => entity.name === use.entity)?.indexes[use.entityIndex];
      const at = `${use.entity} ${use.entityIndex}`;
      if (index?.pk.template !== undefined) expect(use.partition, at).toBeUndefined();
      if (index?.sk?.template !== undefined) expect(use.sk, at).toBeUndefined();
      else expect(use.sk, `${at}: the sort key code composes`).toBeDefined();
    }
  });

  it('use only the indexes of the table, and every one of them', () => {
    const used = entities.flatMap((entity) => secondaryIndexes(entity).map(([, index]) => index.index));
    const defined = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName);
    expect([...new Set(used)].sort()).toEqual([...defined].sort());
  });
});

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('functions/shared/data/keys.ts', () => {
  const product = ['functions', 'events', 'infra']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => !file.endsWith(path.join('shared', 'data', 'keys.ts')))
    .map((file) => readFileSync(file, 'utf8'));

  it.each([
    ['keys', keys],
    ['indexKeys', indexKeys],
    ['prefixes', prefixes],
  ] as const)('%s: every entry is used by product code (not only by tests)', (object, entries) => {
    const unused = Object.keys(entries).filter(
      (name) => !product.some((text) => new RegExp(`\\b${object}\\.${name}\\b`).test(text)),
    );
    expect(unused).toEqual([]);
  });

  it('keys: each is the primary key an entity declares', () => {
    const declared = new Set(
      entities.map(
        ({ indexes: { primary } }) =>
          `${shape(primary?.pk.template ?? '')} ${shape(primary?.sk?.template ?? '')}`,
      ),
    );
    for (const [name, builder] of Object.entries(keys)) {
      const key = sample(builder) as { pk: string; sk: string };
      expect(declared.has(`${shape(key.pk)} ${shape(key.sk)}`), `keys.${name}`).toBe(true);
    }
  });

  it("indexKeys: each is a partition a use names, or an entity's index template", () => {
    const named = new Set(indexUses.flatMap((use) => (use.partition ? [use.partition] : [])));
    const templates = new Set(
      entities.flatMap((entity) =>
        secondaryIndexes(entity).map(([, index]) => shape(index.pk.template ?? '')),
      ),
    );
    for (const name of Object.keys(indexKeys) as (keyof typeof indexKeys)[]) {
      expect(named.has(name) || templates.has(shape(partitionValue(name))), `indexKeys.${name}`).toBe(true);
    }
  });
});
