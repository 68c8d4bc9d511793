/**
 * One rule for every source of a rate (issue 31; docs/architecture.md section 5, "Terms"), over the wire:
 * whatever lowers what an existing partner earns — product terms below the brand-wide ones, a pause (app,
 * bulk, /api/v1), a delete, a tier or milestone removed — takes effect only after the notice, and each
 * line reads it at the order's `created_at`, whenever the webhook arrives. Orders carry their own time,
 * so "within the notice" is an order dated just before the effective date and "after" one dated at it.
 * Blacklisting is the one immediate cut: orders placed before it keep their commission.
 */

import { describe, expect, it } from 'vitest';
import { api, eventually } from '../../../../tests/support/cloud';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import {
  deliver,
  earningsOf,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
  salesOf,
} from '../../../../tests/support/sales';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

const DAY_MS = 24 * 3600 * 1000;
type Partner = Awaited<ReturnType<typeof partnerOn>>;

interface Shop {
  brand: StoreBrand;
  products: StoreProduct[];
  partner: Partner;
}

/** A brand with `live` products at `rate`% and one partner with a link on the first. */
const shopWithPartner = async (live = 1, rate = 20): Promise<Shop> => {
  const brand = await brandWithStore(live);
  const all = await productsOf(brand);
  const products = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct);
  for (const product of products)
    await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { commission_percentage: rate }),
      token: brand.token,
    });
  const partner = await partnerOn(brand, (products[0] as StoreProduct).id);
  return { brand, products, partner };
};

/**
 * An instant after everything set up so far (the product went live, the terms began) and before what the
 * test does next: an order dated then was placed before the change under test.
 */
const instantBeforeNextChange = async (): Promise<Date> => {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return new Date(Date.now() - 500);
};

/** One order of one unit of `product` through the partner's link, dated `createdAt`; its recorded sale. */
const sell = async (shop: Shop, product: StoreProduct, createdAt: Date, partner = shop.partner) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    shop.brand.shop,
    orderPayload({
      id,
      ref: partner.code,
      createdAt: createdAt.toISOString(),
      lines: [{ product, quantity: 1 }],
    }),
  );
  return eventually(async () =>
    (await salesOf(shop.brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(id)),
  );
};

/** The line's rate (null: not commissionable) and commission. */
const earned = async (shop: Shop, product: StoreProduct, createdAt: Date) => {
  const sale = await sell(shop, product, createdAt);
  const line = sale.lines[0];
  return {
    rate: line.rate_percentage as number | null,
    commission: line.commission_cents as number,
    line,
    sale,
  };
};

const notificationsOf = async (token: string, kind: string) =>
  ((await api('/notifications', { token })).body.notifications as { kind: string; body: string }[]).filter(
    (n) => n.kind === kind,
  );

/**
 * A pause through `pause` (the app's toggle, the bulk action or /api/v1): the product leaves listings
 * at once and the program after the notice; the partner is told; an order placed before the pause and
 * delivered after it, and one placed within the notice, earn the rate; one placed from the date earns
 * nothing; nobody new can join meanwhile.
 */
const pauseKeepsNotice = async (
  pause: (
    shop: Shop,
    product: StoreProduct,
  ) => Promise<{ leaves_at: string | null; available_to_influencers: boolean }>,
) => {
  const shop = await shopWithPartner();
  const product = shop.products[0] as StoreProduct;
  const beforePause = await instantBeforeNextChange();
  const start = Date.now();
  const paused = await pause(shop, product);
  expect(paused.available_to_influencers).toBe(false);
  const leavesAt = Date.parse(paused.leaves_at as string);
  expect(leavesAt).toBeGreaterThanOrEqual(start + 7 * DAY_MS);
  expect(leavesAt).toBeLessThan(Date.now() + 7 * DAY_MS + 1000);

  // Placed before the pause, its webhook after it: the rate.
  expect(await earned(shop, product, beforePause)).toMatchObject({ rate: 20 });
  // Within the notice: the rate; from the date: nothing.
  expect(await earned(shop, product, new Date(leavesAt - 60_000))).toMatchObject({ rate: 20 });
  const after = await earned(shop, product, new Date(leavesAt));
  expect(after).toMatchObject({ rate: null, commission: 0 });
  expect(after.line.reason).toMatch(/paused/);

  // The partner is told (bell), with the date.
  const told = await eventually(async () => {
    const list = await notificationsOf(shop.partner.token, 'product_leaving_program');
    return list.length > 0 ? list : undefined;
  }, 30_000);
  expect(told).toHaveLength(1);
  expect(told[0]?.body).toMatch(/leaving the program on/);
  // The partner's link shows the date (My Campaigns: "Leaving the program on {date}").
  const { links } = (await api('/creator/campaigns', { token: shop.partner.token })).body;
  expect(links.find((l: { product_id: string }) => l.product_id === product.id)).toMatchObject({
    commission_percentage: 20,
    leaves_at: paused.leaves_at,
  });
  // Nobody new joins a leaving product.
  const newcomer = await onboardedCreator();
  const applied = await api('/creator/applications', {
    ...json('POST', { brand_id: shop.brand.brandId, product_id: product.id }),
    token: newcomer.token,
  });
  expect(applied.status).toBe(409);
  expect(applied.body.error.message).toMatch(/leaving the brand's program on/);
  return { shop, product, leavesAt };
};

describe('a pause waits out the notice, on every path', () => {
  it("the app's toggle: an order placed before the pause and delivered after it earns; within the notice the rate, from the date nothing; the brand's list shows the date", async () => {
    const { shop, product, leavesAt } = await pauseKeepsNotice(async (s, p) => {
      const response = await api(`/brand/products/${p.id}/settings`, {
        ...json('PATCH', { available_to_influencers: false }),
        token: s.brand.token,
      });
      expect(response.status).toBe(200);
      return response.body.product;
    });
    const listed = (await productsOf(shop.brand)).find((p) => p.id === product.id) as StoreProduct & {
      leaves_at: string;
    };
    expect(Date.parse(listed.leaves_at)).toBe(leavesAt);
    // Live again before the date: the leave is withdrawn and orders after the old date earn.
    const resumed = await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: shop.brand.token,
    });
    expect(resumed.body.product).toMatchObject({ available_to_influencers: true, leaves_at: null });
    expect(await earned(shop, product, new Date(leavesAt + DAY_MS))).toMatchObject({ rate: 20 });
  }, 120_000);

  it('the bulk action', async () => {
    await pauseKeepsNotice(async (s, p) => {
      const response = await api('/brand/products/bulk', {
        ...json('POST', { action: 'pause', product_ids: [p.id] }),
        token: s.brand.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.failed).toEqual([]);
      return response.body.succeeded[0];
    });
  }, 120_000);

  it('the public API (/api/v1) with a products:write key', async () => {
    await pauseKeepsNotice(async (s, p) => {
      await ensureSecondFactor(s.brand.token);
      const key = await api('/brand/api-keys', {
        ...json('POST', { name: 'Pause', scopes: ['products:write'] }),
        token: s.brand.token,
      });
      expect(key.status).toBe(201);
      const response = await api(`/v1/products/${p.id}`, {
        ...json('PATCH', { available_to_influencers: false }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key.body.secret}` },
      });
      expect(response.status).toBe(200);
      return response.body.product;
    });
  }, 120_000);
});

describe('deleting a product that has partners', () => {
  it('keeps it earning for them until the date, gone from every listing at once', async () => {
    const shop = await shopWithPartner(2);
    const [product, other] = shop.products as [StoreProduct, StoreProduct];
    const beforeDelete = await instantBeforeNextChange();
    const start = Date.now();
    const deleted = await api(`/brand/products/${product.id}`, { method: 'DELETE', token: shop.brand.token });
    expect(deleted.status).toBe(204);
    const listed = (await productsOf(shop.brand)).map((p) => p.id);
    expect(listed).toContain(other.id);
    expect(listed).not.toContain(product.id);
    expect(
      (await api(`/brand/products/${product.id}`, { method: 'DELETE', token: shop.brand.token })).status,
    ).toBe(404);
    const told = await eventually(async () => {
      const list = await notificationsOf(shop.partner.token, 'product_leaving_program');
      return list.length > 0 ? list : undefined;
    }, 30_000);
    expect(told[0]?.body).toMatch(/deleted .*leaving the program on/);
    const leavesAt = start + 7 * DAY_MS;

    expect(await earned(shop, product, beforeDelete)).toMatchObject({ rate: 20 });
    expect(await earned(shop, product, new Date(leavesAt - 60_000))).toMatchObject({ rate: 20 });
    const after = await earned(shop, product, new Date(Date.now() + 7 * DAY_MS + 1000));
    expect(after).toMatchObject({ rate: null, commission: 0 });
    expect(after.line.reason).toMatch(/deleted/);
  }, 120_000);
});

describe("a product's own terms below the creator's brand-wide terms", () => {
  it('are a cut with notice: the brand-wide rate until the date, the product terms from it', async () => {
    const shop = await shopWithPartner(1, 10);
    const product = shop.products[0] as StoreProduct;
    const setTerm = async (productId: string | null, rate: number) => {
      const response = await api('/brand/terms', {
        ...json('PUT', {
          creator_id: shop.partner.creator.id,
          product_id: productId,
          commission_percentage: rate,
        }),
        token: shop.brand.token,
      });
      expect(response.status).toBe(200);
      return response.body.term;
    };
    await setTerm(null, 30);
    const beforeTerms = await instantBeforeNextChange();
    const start = Date.now();
    const term = await setTerm(product.id, 15);
    expect(term.commission_percentage).toBe(30);
    expect(term.pending_rate.commission_percentage).toBe(15);
    const effective = Date.parse(term.pending_rate.effective_at);
    expect(effective).toBeGreaterThanOrEqual(start + 7 * DAY_MS);

    // Before the product terms existed: the brand-wide terms, whenever the webhook comes.
    expect(await earned(shop, product, beforeTerms)).toMatchObject({ rate: 30 });
    expect(await earned(shop, product, new Date(effective - 60_000))).toMatchObject({ rate: 30 });
    const after = await earned(shop, product, new Date(effective));
    expect(after).toMatchObject({ rate: 15 });
    expect(after.line.rate_rule).toMatch(/terms for this product/);
    // The creator is told as of any cut of her terms.
    const told = await eventually(async () => {
      const list = await notificationsOf(shop.partner.token, 'commission_cut_announced');
      return list.length > 0 ? list : undefined;
    }, 30_000);
    expect(told[0]?.body).toMatch(/from 30% to 15%/);
  }, 120_000);
});

describe('tiers and milestone bonuses removed', () => {
  it('a removed tier pays its rate to orders placed within the notice, not after', async () => {
    const shop = await shopWithPartner(1, 10);
    const product = shop.products[0] as StoreProduct;
    const set = await api('/brand/tiers', {
      ...json('PUT', { tiers: [{ after_sales: 1, rate_percentage: 25 }] }),
      token: shop.brand.token,
    });
    expect(set.status).toBe(200);
    const removed = await api('/brand/tiers', { ...json('PUT', { tiers: [] }), token: shop.brand.token });
    expect(removed.body.tiers).toEqual([{ after_sales: 1, rate_percentage: 25 }]);
    const effective = Date.parse(removed.body.pending.effective_at);
    expect(effective).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    // The second sale of a month reaches the tier: within the notice 25%, from the date the product's 10%.
    await sell(shop, product, new Date(effective - 120_000));
    expect(await earned(shop, product, new Date(effective - 60_000))).toMatchObject({ rate: 25 });
    await sell(shop, product, new Date(effective + 60_000));
    expect(await earned(shop, product, new Date(effective + 120_000))).toMatchObject({ rate: 10 });
    // The partner was told (bell), as of any cut.
    const told = await eventually(async () => {
      const list = await notificationsOf(shop.partner.token, 'program_cut_announced');
      return list.length > 0 ? list : undefined;
    }, 30_000);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/lowers its performance tiers from/);
  }, 120_000);

  it('a removed milestone bonus is paid to a sale placed within the notice, not after', async () => {
    const shop = await shopWithPartner(1, 10);
    const product = shop.products[0] as StoreProduct;
    await api('/brand/tiers', {
      ...json('PUT', { tiers: [], milestones: [{ sales: 1, bonus_cents: 5000 }] }),
      token: shop.brand.token,
    });
    const removed = await api('/brand/tiers', {
      ...json('PUT', { tiers: [], milestones: [] }),
      token: shop.brand.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.milestones).toEqual([{ sales: 1, bonus_cents: 5000 }]);
    expect(removed.body.pending_milestones.milestones).toEqual([]);
    const effective = Date.parse(removed.body.pending_milestones.effective_at);
    expect(effective).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const bonuses = async () =>
      (await earningsOf(shop.partner.token)).entries.filter((e: { kind: string }) => e.kind === 'bonus');

    // The first sale of its month, within the notice: the bonus.
    await sell(shop, product, new Date(effective - 60_000));
    await eventually(async () => ((await bonuses()).length === 1 ? true : undefined), 30_000);
    // The first sale of a later month (no other sale in it), after the date: none.
    const later = await sell(shop, product, new Date(effective + 40 * DAY_MS));
    expect(later.status).toBe('attributed');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await bonuses()).toHaveLength(1);
    const told = await eventually(async () => {
      const list = await notificationsOf(shop.partner.token, 'program_cut_announced');
      return list.length > 0 ? list : undefined;
    }, 30_000);
    expect(told[0]?.body).toMatch(/lowers its milestone bonuses from/);
  }, 120_000);

  it('a set that keeps every bonus at least as high is in force at once', async () => {
    const shop = await shopWithPartner(1, 10);
    await api('/brand/tiers', {
      ...json('PUT', { tiers: [], milestones: [{ sales: 3, bonus_cents: 1000 }] }),
      token: shop.brand.token,
    });
    const raised = await api('/brand/tiers', {
      ...json('PUT', {
        tiers: [],
        milestones: [
          { sales: 3, bonus_cents: 2000 },
          { sales: 5, bonus_cents: 100 },
        ],
      }),
      token: shop.brand.token,
    });
    expect(raised.body).toMatchObject({
      milestones: [
        { sales: 3, bonus_cents: 2000 },
        { sales: 5, bonus_cents: 100 },
      ],
      pending_milestones: null,
    });
  }, 60_000);
});

describe('blacklisting a partner', () => {
  it('applies to orders placed after it, never to earlier ones', async () => {
    const shop = await shopWithPartner(1, 20);
    const product = shop.products[0] as StoreProduct;
    const beforeBlacklist = await instantBeforeNextChange();
    const blocked = await api(`/brand/creators/${shop.partner.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: shop.brand.token,
    });
    expect(blocked.status).toBe(200);
    // Placed before the blacklist, delivered after: earned.
    const earlier = await earned(shop, product, beforeBlacklist);
    expect(earlier).toMatchObject({ rate: 20 });
    expect(earlier.sale.status).toBe('attributed');
    // Placed after it: not attributed, nothing earned.
    const later = await earned(shop, product, new Date(Date.now() + 1000));
    expect(later.sale).toMatchObject({ status: 'unattributed', commission_cents: 0 });
    expect(later.sale.status_reason).toMatch(/blocked/);
    // Blacklisting again does not move its instant: the earlier order's kind still earns.
    await api(`/brand/creators/${shop.partner.creator.id}/relationship`, {
      ...json('PUT', { relationship_type: 'blacklist' }),
      token: shop.brand.token,
    });
    expect(await earned(shop, product, beforeBlacklist)).toMatchObject({ rate: 20 });
  }, 120_000);
});
