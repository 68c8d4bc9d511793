/**
 * `npm run docs:keys`: writes docs/access-patterns.md from the entities' key templates and the uses in
 * infra/access-patterns.ts (tests/unit/access-patterns.test.ts fails while the file is out of date).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEntities, renderAccessPatterns } from '../infra/access-patterns';

const target = path.resolve(import.meta.dirname, '..', 'docs/access-patterns.md');
writeFileSync(target, renderAccessPatterns(await readEntities()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
