/**
 * The demo data's past clicks (infra/local/seed/click-history.ts) go through the click aggregator's own
 * function with their day, then raise the link's shard as the redirect does: the totals and the daily
 * series show them on their days, the shard count agrees, and the stream's record of the raise adds
 * nothing twice — also beside a real click through /r/{code} the same day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recordDatedClicks } from '../../../../infra/local/seed/click-history';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { brandWithStore, type StoreBrand } from '../../../../tests/support/partnership';
import { partnerOn, productsOf } from '../../../../tests/support/sales';
import { BROWSER_UA } from '../../../../tests/support/shopify-connect';

const dayAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('demo data: clicks dated over past days', () => {
  let brand: StoreBrand;
  let partner: Awaited<ReturnType<typeof partnerOn>>;

  beforeAll(async () => {
    useCloudEnvironment();
    brand = await brandWithStore();
    const [product] = await productsOf(brand);
    partner = await partnerOn(brand, product?.id ?? '');
  });

  it('counts each day once, on its own day, beside real clicks of today', async () => {
    const { getLinkOfCreatorForProduct } = await import('../../entities/referral-link');
    const { countClicks } = await import('../../entities/click-counter');
    const [product] = await productsOf(brand);
    const link = await eventually(() => getLinkOfCreatorForProduct(partner.creator.id, product?.id ?? ''));
    const days = [
      { day: dayAgo(20), clicks: 7 },
      { day: dayAgo(9), clicks: 4 },
      { day: dayAgo(1), clicks: 0 },
      { day: dayAgo(0), clicks: 2 },
    ];
    expect(await recordDatedClicks(link, days)).toBe(13);
    // A shopper's click through the redirect, the same day (a browser's: a bare fetch counts only as raw).
    const shopper = await fetch(`${outputs().WebUrl}/r/${link.referral_code}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(shopper.status).toBe(302);
    expect(await countClicks(link.referral_code)).toBe(14);

    const series = async () => {
      const dashboard = (await api('/creator/dashboard', { token: partner.token })).body;
      return {
        total: dashboard.totals.clicks as number,
        byDay: Object.fromEntries(
          (dashboard.series as { day: string; clicks: number }[]).map((entry) => [entry.day, entry.clicks]),
        ),
      };
    };
    await eventually(async () => ((await series()).total === 14 ? true : undefined), 15_000);
    // Give the stream's records of the shard raise time to arrive: they must add nothing.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const seen = await series();
    expect(seen.total).toBe(14);
    expect(seen.byDay[dayAgo(20)]).toBe(7);
    expect(seen.byDay[dayAgo(9)]).toBe(4);
    expect(seen.byDay[dayAgo(1)]).toBe(0);
    expect(seen.byDay[dayAgo(0)]).toBe(3);
    const brandDashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(brandDashboard.totals.total_clicks).toBe(14);
  });
});
