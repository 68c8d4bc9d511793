/**
 * What sections 7 and 10 read from a page in Chromium. The first-load JavaScript: every script file the page loads,
 * each body awaited before the sum is taken (a sum taken in a `response` handler still running
 * under-reported: 6.0 KB for 148.7 KB), gzipped here at zlib's default level, as the issues' figures were
 * counted. A script whose body cannot be read fails the count rather than counting as 0.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export type ScriptLoad = {
  /** Each file's path and gzip size, largest first. */
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
  rawBytes: number;
};

const isScript = (response: Response): boolean => {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  return type === 'script' || /\.m?js$/.test(pathname);
};

/** Starts recording `page`'s scripts (before it navigates); the answer counts what it loaded by then. */
export const recordScripts = (page: Page): (() => Promise<ScriptLoad>) => {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (!isScript(response) || bodies.has(response.url())) return;
    const { pathname } = new URL(response.url());
    bodies.set(
      response.url(),
      response.status() === 200
        ? response.body()
        : Promise.reject(new Error(`${pathname} answered ${response.status()}`)),
    );
  });
  return async () => {
    const paths = [...bodies.keys()].map((address) => new URL(address).pathname);
    const buffers = await Promise.all(bodies.values());
    const files = buffers
      .map((body, i) => ({ path: paths[i] ?? '?', gzipBytes: gzipSync(body).length }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      rawBytes: buffers.reduce((sum, body) => sum + body.length, 0),
    };
  };
};

/**
 * The page's own Largest Contentful Paint: the last buffered `largest-contentful-paint` entry's
 * startTime, in ms (final once the page is loaded and idle; the buffered entries hold every candidate).
 */
export const readLcp = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No entry at all (nothing painted that counts) would otherwise never resolve.
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
