/** `npm run openapi`: writes the OpenAPI document generated from contracts/ to docs/openapi.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../contracts/openapi';

const target = path.resolve(import.meta.dirname, '..', 'docs', 'openapi.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
