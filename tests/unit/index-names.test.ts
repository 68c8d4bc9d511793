/**
 * Every Query names an index the table defines: a Query on an index that does not exist (an old name
 * such as gsi1, or a typo) only fails at run time, on the one path that reads it. An entity's index
 * (`index: 'byOwner'` in its ElectroDB schema) and a raw Query's IndexName are plain strings to the type
 * checker, so the source is read here instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../infra/table-definition';

const sourceRoots = ['functions', 'events', 'infra'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** `IndexName: 'name'` and entity `index: 'name'` literals with the file and line they are on. */
const indexNamesInSource = () =>
  sourceRoots.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        const name = /\b(?:IndexName|index):\s*['"`]([^'"`]+)['"`]/.exec(line)?.[1];
        return name ? [{ name, at: `${file}:${i + 1}` }] : [];
      }),
  );

describe('index names in the code', () => {
  const defined = new Set<string>(tableDefinition.globalSecondaryIndexes.map((index) => index.indexName));

  it('finds the Queries it checks', () => {
    expect(indexNamesInSource().length).toBeGreaterThan(5);
  });

  it('every IndexName is an index of the table definition', () => {
    const unknown = indexNamesInSource().filter(({ name }) => !defined.has(name));
    expect(unknown, 'IndexName not in infra/table-definition.ts').toEqual([]);
  });
});
