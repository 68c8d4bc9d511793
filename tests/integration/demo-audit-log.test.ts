/**
 * Issue 35: the demo's audit log as a newcomer meets it after `npm start`. Glow Skincare's log spans the
 * history's months (its setup, its team joining, its invoices paid, its API key), by its people, and
 * agrees with its own screens: each invoice.paid entry is an invoice's amount on the day Invoices says it
 * was paid, each product's latest commission entry ends at the rate Products shows, each member joined
 * on the day Team says, and nothing is left dated at the instant the seed ran. Account → Audit log shows
 * it in Chromium (screenshots at 1280 and 375 px with axe). A restart on the kept data changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoBrands } from '../../infra/local/seed/demo-data';
import { launchBrowser, openPage, screenshotsAndAxe, sessionOf } from '../support/browser';
import { useOutputs } from '../support/cloud';
import {
  auditDisagreements,
  auditSpan,
  type BrandAuditFacts,
  readBrandAuditFacts,
} from '../support/demo-audit-checks';
import {
  freePort,
  outputsOf,
  type StartedProduct,
  startProduct,
  stopProduct,
  waitForOutput,
} from '../support/product-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-demo-audit-'));
const [glow] = demoBrands;
let product: StartedProduct | undefined;
let browser: Browser | undefined;
let port: number;
let seeded: BrandAuditFacts;

const readGlow = () => {
  const written = outputsOf(dataDir);
  return readBrandAuditFacts({
    baseUrl: written.WebUrl,
    cognitoEndpoint: written.CognitoEndpoint,
    clientId: written.UserPoolClientId,
    email: glow?.email ?? '',
    password: DEMO_PASSWORD,
  });
};

afterAll(async () => {
  await browser?.close();
  if (product) await stopProduct(product);
  useOutputs(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo brand's audit log (issue 35)", () => {
  it('spans the history by its people, agrees with Invoices, Products and Team, and reads well', async () => {
    port = await freePort();
    const started = new Date().toISOString();
    product = startProduct(dataDir, port);
    // The seed walks three months of the money loop (as in npm-start.test.ts): give it room.
    await waitForOutput(product, 'Demo logins', 300_000);
    seeded = await readGlow();

    expect(auditDisagreements(seeded, started)).toEqual([]);
    const { months, people } = auditSpan(seeded);
    expect(months.length, months.join(', ')).toBeGreaterThanOrEqual(3);
    expect(people.length, people.join(', ')).toBeGreaterThanOrEqual(2);
    // The team: invited by the owner and joined on days of their own, each named as Team names them.
    for (const member of glow?.team ?? []) {
      const invited = seeded.entries.find(
        (entry) => entry.kind === 'member.invited' && entry.subject?.label === member.email,
      );
      expect(invited?.actor, member.email).toMatchObject({
        name: `${glow?.firstName} ${glow?.lastName}`,
        role: 'owner',
      });
      expect(people).toContain(`${member.firstName} ${member.lastName}`);
    }
    // The finance member pays the invoices; the card the first payment kept, and the API key, are there.
    const paid = seeded.entries.filter((entry) => entry.kind === 'invoice.paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const entry of paid) expect(entry.actor.role, entry.subject?.id ?? '').toBe('finance');
    expect(seeded.entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['payment_method.changed', 'api_key.created', 'creator.blacklisted']),
    );

    // Account → Audit log, as the owner reads it: newest first, the latest payment on top.
    useOutputs(outputsOf(dataDir));
    browser = await launchBrowser();
    const session = await sessionOf(browser, { email: glow?.email ?? '', password: DEMO_PASSWORD }, 'brand');
    const { context, page } = await openPage(browser, '/brand/account/audit-log', { session });
    try {
      const rows = page.getByTestId('audit-entry');
      await rows.first().waitFor();
      const newest = seeded.entries[0];
      expect(await rows.first().textContent()).toContain(newest?.subject?.label ?? '');
      // The shots once the navigation is drawn too (the side bar at 1280 px, the bottom bar at 375).
      await screenshotsAndAxe(page, 'demo-audit-log', () =>
        Promise.all([rows.first().waitFor(), page.getByRole('link', { name: 'Home' }).first().waitFor()]),
      );
    } finally {
      await context.close();
    }
  }, 480_000);

  it('is the same after a restart on the kept data', async () => {
    if (!product) throw new Error('the first test did not start the product');
    expect(await stopProduct(product)).toBe(0);
    product = startProduct(dataDir, port);
    await waitForOutput(product, 'Demo logins', 180_000);
    expect(product.output()).toContain('demo data already loaded');
    const again = await readGlow();
    expect(again.entries.map((entry) => `${entry.at} ${entry.id}`)).toEqual(
      seeded.entries.map((entry) => `${entry.at} ${entry.id}`),
    );
  }, 240_000);
});
