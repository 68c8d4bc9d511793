/**
 * The data layer's boundaries (issue 18): DynamoDB is reached only through entity files. No file of
 * functions/ outside an `entities/` folder (or the data layer's own base in functions/shared/data/)
 * holds a DynamoDB expression or a document-client command, and no entity throws the HTTP AppError:
 * storage throws DomainError (functions/shared/errors.ts) and the API's edge maps it. One module declares
 * each item kind (ElectroDB entity name); the others use the operations it exports.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sources = execFileSync('git', ['ls-files', 'functions'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !file.includes('/tests/'));
/** The file's code without its comments (a comment may name an expression to explain a key). */
const text = (file: string) =>
  readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Where expressions may be written: entity files and the data layer's base (client, entity helpers). */
const mayTalkToDynamoDb = (file: string) =>
  file.includes('/entities/') || file.startsWith('functions/shared/data/');

const DYNAMODB =
  /\b(KeyConditionExpression|UpdateExpression|ConditionExpression|FilterExpression|ProjectionExpression|ExpressionAttributeNames|ExpressionAttributeValues|TransactItems)\b|new (Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite|TransactGet)Command\b/;

describe('the data layer boundaries', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no DynamoDB expression or command outside entity files', () => {
    expect(sources.filter((file) => !mayTalkToDynamoDb(file) && DYNAMODB.test(text(file)))).toEqual([]);
  });

  it("one module declares each item kind: another module's items are reached through its index", () => {
    const declared = new Map<string, Set<string>>();
    for (const file of sources) {
      for (const [, kind] of text(file).matchAll(/model:\s*\{\s*entity:\s*'([^']+)'/g)) {
        const owner = file.split('/')[1] ?? file;
        declared.set(kind as string, (declared.get(kind as string) ?? new Set()).add(owner));
      }
    }
    expect(declared.size).toBeGreaterThan(40);
    expect([...declared].filter(([, modules]) => modules.size > 1).map(([kind]) => kind)).toEqual([]);
  });

  it('no entity throws (or imports) the HTTP AppError', () => {
    expect(sources.filter((file) => file.includes('/entities/') && /\bAppError\b/.test(text(file)))).toEqual(
      [],
    );
  });
});
