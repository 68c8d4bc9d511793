/**
 * `npm run test:stack` reads any stack's outputs file: cdk's `{ "<StackName>": { … } }`, a flat one, or
 * the local cloud's (both at once); and one `npm start` holds a data folder at a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../infra/local/data-dir-lock';
import { outputsForStack, secretsForStack, stackOutputsOf } from '../support/stack-outputs';

const deployed = {
  ApiUrl: 'https://d1.cloudfront.net/api',
  DistributionUrl: 'https://d1.cloudfront.net',
  TableName: 't',
};

const fileWith = (content: unknown) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stack-outputs-'));
  const file = path.join(dir, 'outputs.json');
  writeFileSync(file, JSON.stringify(content));
  return { dir, file };
};

describe('an outputs file', () => {
  it("cdk's nested shape, a flat one and the local cloud's (both) give the stack's outputs", () => {
    expect(stackOutputsOf({ AffiliateMarketplace: deployed })).toEqual(deployed);
    expect(stackOutputsOf(deployed)).toEqual(deployed);
    expect(stackOutputsOf({ AffiliateMarketplace: deployed, ...deployed })).toEqual(deployed);
  });

  it('without an ApiUrl, or with two stacks, is refused with what to pass', () => {
    expect(() => stackOutputsOf({ Other: { TableName: 't' } })).toThrow(/names no ApiUrl/);
    expect(() => stackOutputsOf({ A: deployed, B: deployed })).toThrow(/2 stacks/);
  });

  it("a deployment's site is its DistributionUrl; local control is never passed on", () => {
    const { file } = fileWith({
      AffiliateMarketplace: { ...deployed, LocalControlUrl: 'http://127.0.0.1:3300' },
    });
    const outputs = outputsForStack(file) as unknown as Record<string, string>;
    expect(outputs.WebUrl).toBe('https://d1.cloudfront.net');
    expect(outputs.LocalControlUrl).toBeUndefined();
  });

  it('secrets come from the environment first, else from secrets.json beside the file', () => {
    const { dir, file } = fileWith(deployed);
    expect(secretsForStack(file, {})).toEqual({});
    writeFileSync(
      path.join(dir, 'secrets.json'),
      JSON.stringify({ shopifyApiSecret: 'kept', stripeSecretKey: 'sk' }),
    );
    expect(secretsForStack(file, { SHOPIFY_API_SECRET: 'exported' })).toEqual({
      SHOPIFY_API_SECRET: 'exported',
      STRIPE_SECRET_KEY: 'sk',
    });
  });
});

describe('a data folder', () => {
  it('is held by one live process: a second start is told which; a dead holder is taken over', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
    // The test's parent process is alive: its lock holds.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, port: 3000 }));
    expect(lockDataDir(dir, 3300)).toEqual({ locked: false, holder: { pid: process.ppid, port: 3000 } });
    // A process that has exited left its lock behind.
    const exited = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: Number(exited.stdout.trim()), port: 3000 }),
    );
    const taken = lockDataDir(dir, 3300);
    expect(taken.locked).toBe(true);
    if (taken.locked) taken.release();
    expect(lockDataDir(dir, 3300).locked).toBe(true);
  });
});
