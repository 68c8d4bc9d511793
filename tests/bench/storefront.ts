/**
 * The storefront's budget (issue 12): a shopper's first load of /{username} in headless Chromium against
 * the running local cloud — the JS it downloads (gzip; goal ≤ 100 KB) and the API calls it makes per view
 * (goal 1: the one cacheable GET). Seeds a storefront with one product for the bench creator.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../support/browser';

const JS_GOAL_KB = 100;

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

  console.log('\n7. Storefront /{username}: first load in Chromium (no session)');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    let jsGzip = 0;
    const apiCalls: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
      if (url.pathname.endsWith('.js'))
        jsGzip += gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${input.url}/${creator.username}`);
    await page.getByTestId('storefront').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const kb = jsGzip / 1024;
    console.log(`   first-load JS: ${kb.toFixed(1)} KB gzip (goal ≤ ${JS_GOAL_KB} KB)`);
    console.log(`   API calls per view: ${apiCalls.length} (goal 1): ${apiCalls.join(', ')}`);
    return kb <= JS_GOAL_KB && apiCalls.length === 1;
  } finally {
    await browser.close();
  }
};
