/**
 * DynamoDB Local's launcher is compiled once and run as a class (infra/local/dynamodb-local-command.ts):
 * every start after the first runs the cached class instead of compiling the source again.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamoDbLocalCommand } from '../../infra/local/dynamodb-local-command';

describe('the DynamoDB Local command', () => {
  it('runs the launcher compiled once into the cache, bound to the host', () => {
    const options = { port: 8000, host: '127.0.0.1', dataDir: undefined };
    const first = dynamoDbLocalCommand(options);
    const second = dynamoDbLocalCommand(options);
    expect(second.args).toEqual(first.args);
    expect(first.boundToHost).toBe(true);
    const classpath = first.args[first.args.indexOf('-cp') + 1] as string;
    const [jar, compiled] = classpath.split(path.delimiter) as [string, string];
    expect(jar.endsWith('DynamoDBLocal.jar')).toBe(true);
    expect(compiled).toContain(path.join('.cache', 'dynamodb-local-launcher'));
    expect(existsSync(path.join(compiled, 'DynamoDbLocalOnHost.class'))).toBe(true);
    expect(first.args).toContain('DynamoDbLocalOnHost');
    expect(first.args.some((arg) => arg.endsWith('.java'))).toBe(false);
    expect(first.args).toContain('-Ddynamodb.local.host=127.0.0.1');
    // The first call may compile it (javac: seconds on a loaded 2-core machine).
  }, 120_000);
});
