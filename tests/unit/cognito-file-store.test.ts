/**
 * cognito-local's files under .local/cognito must hold the newest state, whole, however many changes run
 * at once (concurrent sign-ups): its own store started one unordered fs.writeFile per change, so an older
 * snapshot could land last or two writes interleave into invalid JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableDataStoreFactory } from '../../infra/local/cognito-file-store';

interface Store {
  set(ctx: unknown, key: string[], value: unknown): Promise<void>;
  delete(ctx: unknown, key: string[]): Promise<void>;
  getRoot(ctx: unknown): Promise<unknown>;
}

const ctx = { logger: { debug: () => undefined } };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cognito-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const open = async (dir: string) =>
  (await new DurableDataStoreFactory(dir).create(ctx, 'pool', { Users: {}, Groups: {} })) as Store;

describe('DurableDataStoreFactory (cognito-local data on disk)', () => {
  it('300 concurrent changes of varying size leave the newest state on disk, as valid JSON', async () => {
    const dir = tempDir();
    const factory = new DurableDataStoreFactory(dir);
    const store = (await factory.create(ctx, 'pool', { Users: {}, Groups: {} })) as Store;
    const created = new Date('2026-01-02T03:04:05.000Z');
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        store.set(ctx, ['Users', `user-${i}`], {
          Username: `user-${i}`,
          // Sizes vary so that interleaved or reordered writes would show as a wrong or broken file.
          Padding: 'x'.repeat((i * 7919) % 5000),
          UserCreateDate: created,
        }),
      ),
    );
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.delete(ctx, ['Users', `user-${i * 2}`])));
    await store.set(ctx, ['Groups', 'creator'], { GroupName: 'creator', members: ['user-1', 'user-3'] });
    await factory.flush();

    const onDisk = JSON.parse(readFileSync(path.join(dir, 'pool.json'), 'utf8'));
    expect(Object.keys(onDisk.Users)).toHaveLength(250);
    expect(onDisk.Users['user-0']).toBeUndefined();
    expect(onDisk.Users['user-299']).toMatchObject({
      Username: 'user-299',
      UserCreateDate: created.toISOString(),
    });
    expect(onDisk.Groups.creator.members).toEqual(['user-1', 'user-3']);
    // No temporary file is left behind.
    expect(readdirSync(dir)).toEqual(['pool.json']);

    // Opened again (a restart): the same state, dates revived as Dates as cognito-local expects.
    const reopened = (await (await open(dir)).getRoot(ctx)) as {
      Users: Record<string, { UserCreateDate: Date }>;
    };
    expect(reopened).toEqual(await store.getRoot(ctx));
    expect(reopened.Users['user-1']?.UserCreateDate).toEqual(created);
  });

  it('a write resolves only once its change is on disk', async () => {
    const dir = tempDir();
    const store = await open(dir);
    await store.set(ctx, ['Groups', 'brand'], { GroupName: 'brand', members: ['a'] });
    expect(JSON.parse(readFileSync(path.join(dir, 'pool.json'), 'utf8')).Groups.brand.members).toEqual(['a']);
  });

  it('a process killed in the middle of a write leaves the previous file whole', async () => {
    const dir = tempDir();
    const storeModule = path.resolve(import.meta.dirname, '../../infra/local/cognito-file-store.ts');
    // The child saves one user, starts writing a 40 MB state and is SIGKILLed once a file holds part of it.
    const child = `
      const { readdirSync, statSync } = await import('node:fs');
      const { DurableDataStoreFactory } = await import(${JSON.stringify(storeModule)});
      const ctx = { logger: { debug: () => undefined } };
      const dir = ${JSON.stringify(dir)};
      const store = await new DurableDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });
      await store.set(ctx, ['Users', 'saved'], { Username: 'saved' });
      setInterval(() => {
        const partial = readdirSync(dir).some((name) => statSync(dir + '/' + name).size > 1024 * 1024);
        if (partial) process.kill(process.pid, 'SIGKILL');
      }, 1);
      store.set(ctx, ['Users', 'big'], { Username: 'big', Padding: 'x'.repeat(40 * 1024 * 1024) });
      setTimeout(() => process.exit(3), 20_000);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.signal, run.stderr).toBe('SIGKILL');
    const root = (await (await open(dir)).getRoot(ctx)) as { Users: Record<string, unknown> };
    expect(Object.keys(root.Users)).toEqual(['saved']);
  });

  it('refuses to start on a broken file instead of starting empty', async () => {
    const dir = tempDir();
    const store = await open(dir);
    await store.set(ctx, ['Users', 'a'], { Username: 'a' });
    writeFileSync(path.join(dir, 'pool.json'), '{"Users": {');
    await expect(open(dir)).rejects.toThrow(/pool\.json is not valid JSON/);
  });
});
