import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/browser';
import { bundledChromiumDir, unpackBundledChromium } from '../support/bundled-chromium';

const nodeModules = path.resolve('node_modules');

describe('the browser tests use the npm package Chromium, not a system one', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterAll(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  it('resolves inside node_modules when CHROMIUM_PATH is unset or empty', () => {
    for (const value of [undefined, '']) {
      if (value === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = value;
      expect(chromiumPath().startsWith(`${nodeModules}${path.sep}`)).toBe(true);
      expect(chromiumPath()).not.toBe('/usr/bin/chromium');
    }
  });

  it('lets CHROMIUM_PATH override it', () => {
    process.env.CHROMIUM_PATH = '/opt/some/chrome';
    expect(chromiumPath()).toBe('/opt/some/chrome');
  });
});

describe('unpacking the npm package Chromium', () => {
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'chromium-cache-'));
  afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));

  it('is safe when several callers race: one complete copy, no staging left, and it runs', async () => {
    // Two unpackers at once into the same (empty) cache, as two workers without the global setup would.
    const [first, second] = await Promise.all([
      unpackBundledChromium(cacheRoot),
      unpackBundledChromium(cacheRoot),
    ]);
    expect(second).toEqual(first);
    expect(first.executablePath).toBe(path.join(bundledChromiumDir(cacheRoot), 'chromium'));
    expect(readdirSync(cacheRoot)).toEqual([path.basename(bundledChromiumDir(cacheRoot))]);
    // It starts with only its own environment's libraries and fonts (no system browser involved).
    const version = execFileSync(first.executablePath, ['--version'], {
      env: { ...process.env, ...first.env },
      encoding: 'utf8',
    });
    expect(version).toMatch(/Chromium \d+\./);
    // A later call reuses the copy instead of unpacking again.
    const started = Date.now();
    await unpackBundledChromium(cacheRoot);
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 120_000);
});
