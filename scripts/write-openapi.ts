/**
 * `npm run openapi`: writes the OpenAPI documents generated from contracts/: the whole API to
 * docs/openapi.json, and the public API (/api/v1, issue 22) to docs/openapi-v1.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, buildPublicApiDocument } from '../contracts/openapi';

const docs = path.resolve(import.meta.dirname, '..', 'docs');
mkdirSync(docs, { recursive: true });
for (const [name, document] of [
  ['openapi.json', buildOpenApiDocument()],
  ['openapi-v1.json', buildPublicApiDocument()],
] as const) {
  const target = path.join(docs, name);
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
