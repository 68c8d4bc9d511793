/**
 * The accessibility check every browser journey runs (tests/support/browser.ts seriousViolations) can
 * fail: it reports a serious or critical violation, on a fresh document and again after the page changed
 * under it (axe is put in a document once and reused), and leaves out moderate and minor findings, which
 * it does not run.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;

describe('seriousViolations', () => {
  it('reports a button without a name (critical) and text without contrast (serious)', async () => {
    await page.setContent(
      html('<main><h1>Hello</h1><button></button><p style="color:#eee;background:#fff">faint</p></main>'),
    );
    const rules = (await seriousViolations(page)).map((violation) => violation.rule).sort();
    expect(rules).toEqual(['button-name', 'color-contrast']);
  });

  it('checks the page as it is now when axe is already in it', async () => {
    await page.evaluate(() => {
      document.querySelector('button')?.setAttribute('aria-label', 'Save');
      document.querySelector('p')?.setAttribute('style', 'color:#111;background:#fff');
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.append(image);
    });
    expect((await seriousViolations(page)).map((violation) => violation.rule)).toEqual(['image-alt']);
  });

  it('leaves out moderate findings (content outside landmarks, no level-one heading)', async () => {
    await page.setContent(html('<div><h3>Skipped levels</h3><p>Outside any landmark</p></div>'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
