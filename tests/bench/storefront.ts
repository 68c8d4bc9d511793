/**
 * Section 7: the public pages' first loads (issues 20 and 33), as a visitor with no session gets them
 * in headless Chromium against the running local cloud: every JavaScript file the first view loads
 * (the entry, its preloads and the lazy route chunks the page imports before it is ready), each body
 * gzipped here (zlib's default level, as the issue's figures were counted), summed, and counted. The
 * storefront also counts its API calls per view (goal 0: the server rendered it, the CDN caches it).
 *
 * Largest Contentful Paint: the storefront loaded cold on a throttled phone (Lighthouse's mobile
 * profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4x slower; 375 px wide at 2x),
 * read from the browser's own `largest-contentful-paint` entries. Goal ≤ 1.5 s locally; over it fails
 * the section.
 *
 * Counting: tests/bench/page-figures.ts (every script body awaited, then gzipped and summed), as section
 * 10 counts the signed-in dashboards.
 *
 * Budgets (issue 33): the storefront, the product page and the landing ≤ 50 KB gzip (their script is
 * plain DOM, no framework); login and sign-up ≤ 150 KB (React 19, the router, the query client and the
 * form). Over budget, a page is marked OVER with its files listed, and the section fails (the bench's
 * exit code is 1; the other sections still run and print).
 */
import type { Page } from 'playwright-core';
import { launchBrowser, stopSharedChromium } from '../support/browser';
import { readLcp, recordScripts, type ScriptLoad } from './page-figures';

const KB = 1024;

type PublicPage = {
  name: string;
  path: string;
  budgetKb: number;
  /** The first view is shown: what the page waits for before its network settles. */
  ready: (page: Page) => Promise<unknown>;
  note?: string;
};

type FirstLoad = ScriptLoad & { apiCalls: string[] };

/** One cold first load of `path`: a new context each time, so nothing comes from a cache. */
const firstLoad = async (
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  target: PublicPage,
): Promise<FirstLoad> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto(`${url}${target.path}`);
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    return { ...(await scripts()), apiCalls };
  } finally {
    await context.close();
  }
};

const LCP_GOAL_MS = 1500;
const LCP_RUNS = 5;

/** Lighthouse's mobile throttling (the "Slow 4G" it simulates) and a mid-range phone's CPU. */
const phoneProfile = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** One cold load on the throttled phone; the page's own largest-contentful-paint entry, in ms. */
const largestContentfulPaint = async (
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  target: PublicPage,
): Promise<number> => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneProfile.latency,
      downloadThroughput: phoneProfile.downloadThroughput,
      uploadThroughput: phoneProfile.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    await page.goto(`${url}${target.path}`, { waitUntil: 'load' });
    await target.ready(page);
    return await readLcp(page);
  } finally {
    await context.close();
  }
};

export const benchStorefront = async (input: {
  url: string;
  creatorId: string;
  productId: string;
}): Promise<boolean> => {
  const { getCreator } = await import('../../functions/identity');
  const { saveStorefrontSettings, defaultSettings } = await import('../../functions/storefront');
  const { addProductToStorefront } = await import('../../functions/storefront');
  const creator = await getCreator(input.creatorId);
  if (!creator) throw new Error('bench creator missing');
  await saveStorefrontSettings(creator, defaultSettings(creator.username));
  await addProductToStorefront(creator, { product_id: input.productId, featured: true });

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  const pages: PublicPage[] = [
    {
      name: 'storefront',
      path: `/${creator.username}`,
      budgetKb: 50,
      ready: (page) => page.getByTestId('storefront').waitFor({ timeout: 15_000 }),
    },
    {
      name: 'product page',
      path: `/product/${encodeURIComponent(input.productId)}`,
      budgetKb: 50,
      ready: (page) => page.getByTestId('product-page').waitFor({ timeout: 15_000 }),
    },
    { name: 'landing', path: '/', budgetKb: 50, ready: h1 },
    { name: 'login', path: '/login', budgetKb: 150, ready: h1 },
    { name: 'sign-up', path: '/signup', budgetKb: 150, ready: h1 },
  ];

  console.log('\n7. Public pages: first-load JS in Chromium (no session; every JS file, gzip, all awaited)');
  console.log('   Over budget fails the bench (exit 1) and the other sections still run.');
  const browser = await launchBrowser();
  let ok = true;
  try {
    for (const target of pages) {
      const load = await firstLoad(browser, input.url, target);
      const kb = load.gzipBytes / KB;
      const over = kb > target.budgetKb;
      if (over) ok = false;
      console.log(
        `   ${target.name.padEnd(13)} ${`${kb.toFixed(1)} KB`.padStart(9)} gzip in ${String(load.files.length).padStart(2)} files` +
          ` (${(load.rawBytes / KB).toFixed(1)} KB raw)  budget ≤ ${target.budgetKb} KB  ${over ? 'OVER' : 'ok'}` +
          (target.note ? `  (${target.note})` : ''),
      );
      if (over)
        for (const file of load.files)
          console.log(
            `   ${''.padEnd(13)} ${`${(file.gzipBytes / KB).toFixed(1)} KB`.padStart(9)}  ${file.path}`,
          );
      if (target.name === 'storefront') {
        const calls = load.apiCalls.length;
        if (calls !== 0) ok = false;
        console.log(
          `   ${''.padEnd(13)} API calls per view: ${calls} (goal 0: server-rendered) ${calls === 0 ? 'ok' : 'OVER'}` +
            (calls ? `: ${load.apiCalls.join(', ')}` : ''),
        );
      }
    }
    const storefront = pages[0] as PublicPage;
    const lcps: number[] = [];
    for (let run = 0; run < LCP_RUNS; run++)
      lcps.push(await largestContentfulPaint(browser, input.url, storefront));
    const median = [...lcps].sort((a, b) => a - b)[Math.floor(LCP_RUNS / 2)] as number;
    const slow = median > LCP_GOAL_MS;
    if (slow) ok = false;
    console.log(
      `   storefront LCP on a throttled phone: median ${(median / 1000).toFixed(2)} s of ${LCP_RUNS} cold loads` +
        ` (${lcps.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)  goal ≤ ${LCP_GOAL_MS / 1000} s  ${slow ? 'OVER' : 'ok'}`,
    );
  } finally {
    await browser.close();
    await stopSharedChromium();
  }
  if (!ok) console.log('   section 7 FAILED: a page is over its budget');
  return ok;
};
