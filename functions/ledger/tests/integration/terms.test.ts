/**
 * Terms over the wire (docs/architecture.md section 5, "Terms"): signed orders/paid deliveries → the
 * ledger, with the rate each line takes from the highest applicable rule, named on its receipt; a cut
 * announced today applies only to orders from its effective date (orders carry their own time, so
 * "after the notice" is an order dated then), a raise at once, and a pending cut can be withdrawn.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually } from '../../../../tests/support/cloud';
import { brandWithStore, json, type StoreBrand } from '../../../../tests/support/partnership';
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

const DAY_MS = 24 * 3600 * 1000;

let brand: StoreBrand;
let first: StoreProduct;
let second: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;
/** A partner without terms: the product's own rate applies to her. */
let bea: Awaited<ReturnType<typeof partnerOn>>;

beforeAll(async () => {
  brand = await brandWithStore(2);
  const products = await productsOf(brand);
  const live = brand.liveProductIds.map((id) => products.find((p) => p.id === id) as StoreProduct);
  first = live[0] as StoreProduct;
  second = live[1] as StoreProduct;
  for (const product of [first, second])
    await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { commission_percentage: 15 }),
      token: brand.token,
    });
  ava = await partnerOn(brand, first.id);
  bea = await partnerOn(brand, second.id);
}, 90_000);

/** One order of one unit of `product` through a partner's link (Ava's), at `createdAt`; its recorded line. */
const sell = async (product: StoreProduct, createdAt = new Date(), partner = ava) => {
  const id = newOrderId();
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({
      id,
      ref: partner.code,
      createdAt: createdAt.toISOString(),
      lines: [{ product, quantity: 1 }],
    }),
  );
  const sale = await eventually(async () =>
    (await salesOf(brand.token)).sales.find((s: { order_id: string }) => s.order_id === String(id)),
  );
  return { orderId: id, line: sale.lines[0] };
};

const setTerm = async (productId: string | null, rate: number) => {
  const response = await api('/brand/terms', {
    ...json('PUT', { creator_id: ava.creator.id, product_id: productId, commission_percentage: rate }),
    token: brand.token,
  });
  expect(response.status).toBe(200);
  return response.body.term;
};

describe('per-creator terms', () => {
  it('the product rate is named when no other rule applies', async () => {
    const { line } = await sell(first);
    expect(line).toMatchObject({ rate_percentage: 15, rate_rule: 'product rate' });
  });

  it("a brand-wide rate for the creator beats the product rate, and the creator's receipt names it", async () => {
    await setTerm(null, 18);
    const { orderId, line } = await sell(second);
    expect(line).toMatchObject({
      rate_percentage: 18,
      rate_rule: `@${ava.creator.username}'s terms for all products`,
    });
    const entry = (await earningsOf(ava.token)).entries.find((e: { order_name: string }) =>
      e.order_name.endsWith(String(orderId).slice(-5)),
    );
    expect(entry).toMatchObject({
      rate_percentage: 18,
      rate_rule: expect.stringMatching(/^your terms with /),
    });
    expect(entry.explanation).toContain('18% (your terms with ');
  });

  it("a product's own terms replace the brand-wide ones for that product only", async () => {
    await setTerm(first.id, 22);
    expect((await sell(first)).line).toMatchObject({ rate_percentage: 22 });
    expect((await sell(first)).line.rate_rule).toMatch(/terms for this product/);
    expect((await sell(second)).line).toMatchObject({ rate_percentage: 18 });
  });

  it('the brand lists its terms; the creator sees theirs', async () => {
    await setTerm(first.id, 22); // unchanged
    const other = await api('/brand/terms', { token: brand.token });
    expect(other.body.terms).toHaveLength(2);
    // Another brand cannot see them, and a creator sees theirs with the brand's name.
    const creatorView = await api('/creator/terms', { token: ava.token });
    expect(
      creatorView.body.terms.map((t: { commission_percentage: number }) => t.commission_percentage).sort(),
    ).toEqual([18, 22]);
  });

  it('refuses an unknown creator or another brand’s product, writing nothing', async () => {
    const unknownCreator = await api('/brand/terms', {
      ...json('PUT', { creator_id: 'no-such-creator', product_id: null, commission_percentage: 30 }),
      token: brand.token,
    });
    expect(unknownCreator.status).toBe(404);
    const stranger = await brandWithStore(1);
    const foreign = await api('/brand/terms', {
      ...json('PUT', { creator_id: ava.creator.id, product_id: first.id, commission_percentage: 30 }),
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect((await api('/brand/terms', { token: stranger.token })).body.terms).toEqual([]);
  }, 60_000);
});

describe('a cut is announced', () => {
  it("a cut of the creator's terms applies only to orders from its effective date; earlier ones keep the old rate", async () => {
    const before = Date.now();
    const term = await setTerm(null, 16);
    // Still 18 now, 16 from seven days on.
    expect(term.commission_percentage).toBe(18);
    expect(term.pending_rate.commission_percentage).toBe(16);
    const effective = Date.parse(term.pending_rate.effective_at);
    expect(effective).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(effective).toBeLessThan(Date.now() + 7 * DAY_MS + 1000);
    // The creator sees the pending cut with its date.
    const seen = (await api('/creator/terms', { token: ava.token })).body.terms.find(
      (t: { product_id: string | null }) => t.product_id === null,
    );
    expect(seen.pending_rate).toEqual(term.pending_rate);

    expect((await sell(second, new Date(effective - 60_000))).line.rate_percentage).toBe(18);
    expect((await sell(second, new Date(effective))).line.rate_percentage).toBe(16);
  });

  it('a product rate cut is scheduled with its date, shown on the product, and not applied before it', async () => {
    const cut = await api(`/brand/products/${second.id}/settings`, {
      ...json('PATCH', { commission_percentage: 10 }),
      token: brand.token,
    });
    expect(cut.status).toBe(200);
    expect(cut.body.product.commission_percentage).toBe(15);
    const effective = Date.parse(cut.body.product.pending_rate.effective_at);
    expect(cut.body.product.pending_rate.commission_percentage).toBe(10);
    // Creators see it on the product as Explore shows it.
    const explore = await eventually(async () => {
      const { body } = await api(
        `/explore/products?search=${encodeURIComponent(second.name.toLowerCase())}`,
        {
          token: ava.token,
        },
      );
      return body.products?.find((p: { id: string }) => p.id === second.id);
    });
    expect(explore).toMatchObject({ commission_percentage: 15, pending_rate: cut.body.product.pending_rate });

    // Bea has no terms: orders before the date keep 15, orders from it earn 10, whenever they arrive.
    expect((await sell(second, new Date(effective - 60_000), bea)).line).toMatchObject({
      rate_percentage: 15,
      rate_rule: 'product rate',
    });
    expect((await sell(second, new Date(effective), bea)).line).toMatchObject({
      rate_percentage: 10,
      rate_rule: 'product rate',
    });
    // Ava's brand-wide terms (18, falling to 16) still lift her above the cut product rate.
    expect((await sell(second, new Date(effective + DAY_MS))).line).toMatchObject({ rate_percentage: 16 });
  });

  it('a raise applies at once and withdraws a pending cut', async () => {
    const raised = await api(`/brand/products/${second.id}/settings`, {
      ...json('PATCH', { commission_percentage: 25 }),
      token: brand.token,
    });
    expect(raised.body.product).toMatchObject({ commission_percentage: 25, pending_rate: null });
    const { line } = await sell(second, new Date(), bea);
    expect(line).toMatchObject({ rate_percentage: 25, rate_rule: 'product rate' });
  });

  it('the brand cancels a pending cut before it takes effect', async () => {
    await api(`/brand/products/${first.id}/settings`, {
      ...json('PATCH', { commission_percentage: 5 }),
      token: brand.token,
    });
    const listed = (await productsOf(brand)).find((p) => p.id === first.id) as StoreProduct & {
      pending_rate: unknown;
    };
    expect(listed.pending_rate).toMatchObject({ commission_percentage: 5 });
    const cancelled = await api(`/brand/products/${first.id}/pending-rate`, {
      method: 'DELETE',
      token: brand.token,
    });
    expect(cancelled.body.product).toMatchObject({ commission_percentage: 15, pending_rate: null });

    const cut = await setTerm(first.id, 20);
    expect(cut.pending_rate.commission_percentage).toBe(20);
    const withdrawn = await api('/brand/terms/cancel-cut', {
      ...json('POST', { creator_id: ava.creator.id, product_id: first.id }),
      token: brand.token,
    });
    expect(withdrawn.body.term).toMatchObject({ commission_percentage: 22, pending_rate: null });
    const { line } = await sell(first, new Date(Date.now() + 30 * DAY_MS));
    expect(line.rate_percentage).toBe(22);
  });
});

describe('performance tiers', () => {
  let tiered: StoreBrand;
  let product: StoreProduct;
  let cam: Awaited<ReturnType<typeof partnerOn>>;
  const payloads: ReturnType<typeof orderPayload>[] = [];

  beforeAll(async () => {
    tiered = await brandWithStore(1);
    product = (await productsOf(tiered)).find((p) => p.id === tiered.liveProductIds[0]) as StoreProduct;
    await api(`/brand/products/${product.id}/settings`, {
      ...json('PATCH', { commission_percentage: 15 }),
      token: tiered.token,
    });
    cam = await partnerOn(tiered, product.id);
  }, 90_000);

  const tieredSales = async (count: number) =>
    eventually(async () => {
      const { sales } = await salesOf(tiered.token);
      return sales.length === count ? sales : undefined;
    }, 60_000);

  it('20 concurrent orders across "20% after 10 sales": exactly sales 11–20 get the tier, named on their receipts', async () => {
    const set = await api('/brand/tiers', {
      ...json('PUT', { tiers: [{ after_sales: 10, rate_percentage: 20 }] }),
      token: tiered.token,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      tiers: [{ after_sales: 10, rate_percentage: 20 }],
      pending: null,
      milestones: [],
      pending_milestones: null,
    });

    for (let i = 0; i < 20; i++)
      payloads.push(orderPayload({ ref: cam.code, lines: [{ product, quantity: 1 }] }));
    await Promise.all(payloads.map((payload) => deliver('orders/paid', tiered.shop, payload)));
    const sales = await tieredSales(20);
    const ordinals = sales
      .map((s: { month_ordinal: number }) => s.month_ordinal)
      .sort((a: number, b: number) => a - b);
    expect(ordinals).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const sale of sales) {
      const tier = sale.month_ordinal > 10;
      expect(sale.lines[0]).toMatchObject(
        tier
          ? { rate_percentage: 20, rate_rule: 'tier: 10+ sales this month' }
          : { rate_percentage: 15, rate_rule: 'product rate' },
      );
    }
    const entries = (await earningsOf(cam.token)).entries;
    expect(entries.filter((e: { rate_percentage: number }) => e.rate_percentage === 20)).toHaveLength(10);
    expect(entries.find((e: { rate_percentage: number }) => e.rate_percentage === 20).explanation).toContain(
      '× 20% (tier: 10+ sales this month) =',
    );
  }, 120_000);

  it('a redelivered order neither counts twice nor changes a rate: the next sale is the 21st', async () => {
    const before = await tieredSales(20);
    const eleventh = before.find((s: { month_ordinal: number }) => s.month_ordinal === 11);
    const payload = payloads.find((p) => String(p.id) === eleventh.order_id);
    await deliver('orders/paid', tiered.shop, payload);
    await deliver(
      'orders/paid',
      tiered.shop,
      orderPayload({ ref: cam.code, lines: [{ product, quantity: 1 }] }),
    );
    const after = await tieredSales(21);
    expect(after.find((s: { order_id: string }) => s.order_id === eleventh.order_id)).toEqual(eleventh);
    expect(
      after.map((s: { month_ordinal: number }) => s.month_ordinal).sort((a: number, b: number) => b - a)[0],
    ).toBe(21);
  });

  it('dropping a tier is a cut: announced with its date, the tier in force until then', async () => {
    const cut = await api('/brand/tiers', { ...json('PUT', { tiers: [] }), token: tiered.token });
    expect(cut.body.tiers).toEqual([{ after_sales: 10, rate_percentage: 20 }]);
    expect(cut.body.pending.tiers).toEqual([]);
    expect(Date.parse(cut.body.pending.effective_at)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const bad = await api('/brand/tiers', {
      ...json('PUT', { tiers: [{ after_sales: 0, rate_percentage: 120 }] }),
      token: tiered.token,
    });
    expect(bad.status).toBe(400);
    const withdrawn = await api('/brand/tiers/cancel-change', { ...json('POST'), token: tiered.token });
    expect(withdrawn.body).toEqual({
      tiers: [{ after_sales: 10, rate_percentage: 20 }],
      pending: null,
      milestones: [],
      pending_milestones: null,
    });
  });

  it('a milestone bonus is one ledger entry, even when the order reaching it is delivered again and again', async () => {
    const set = await api('/brand/tiers', {
      ...json('PUT', {
        tiers: [{ after_sales: 10, rate_percentage: 20 }],
        milestones: [{ sales: 22, bonus_cents: 5000 }],
      }),
      token: tiered.token,
    });
    expect(set.body.milestones).toEqual([{ sales: 22, bonus_cents: 5000 }]);
    const before = (await earningsOf(cam.token)).totals.earned_cents;
    const crossing = orderPayload({ ref: cam.code, lines: [{ product, quantity: 1 }] });
    // The 22nd sale, delivered three times at once and once more after.
    await Promise.all([1, 2, 3].map(() => deliver('orders/paid', tiered.shop, crossing)));
    await deliver('orders/paid', tiered.shop, crossing);
    const sales = await tieredSales(22);
    const line = sales.find((s: { order_id: string }) => s.order_id === String(crossing.id));
    expect(line.month_ordinal).toBe(22);
    // The 23rd reaches no milestone.
    await deliver(
      'orders/paid',
      tiered.shop,
      orderPayload({ ref: cam.code, lines: [{ product, quantity: 1 }] }),
    );
    await tieredSales(23);
    const earnings = await eventually(async () => {
      const body = await earningsOf(cam.token);
      return body.entries.length === 24 ? body : undefined;
    });
    const bonuses = earnings.entries.filter((e: { kind: string }) => e.kind === 'bonus');
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      commission_cents: 5000,
      status: 'pending',
      order_name: expect.stringMatching(/^22 sales in /),
    });
    expect(bonuses[0].explanation).toContain('$50.00 for reaching 22 sales');
    // Two more sales at the tier's 20% and the bonus, nothing twice.
    const tierCommission = Math.floor((product.price_cents * 2000 * 2 + 10_000) / 20_000);
    expect(earnings.totals.earned_cents).toBe(before + 2 * tierCommission + 5000);
  }, 60_000);
});

describe('time-limited offers', () => {
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('an offer applies only between its dates, is listed on Promotions, and cannot be withdrawn once started', async () => {
    const today = Date.now();
    const created = await api('/brand/offers', {
      ...json('POST', {
        product_id: first.id,
        rate_percentage: 30,
        starts_on: dayOf(today + 2 * DAY_MS),
        ends_on: dayOf(today + 4 * DAY_MS),
      }),
      token: brand.token,
    });
    expect(created.status).toBe(201);
    const offer = created.body.offer;
    expect(offer).toMatchObject({ rate_percentage: 30, product_id: first.id, state: 'upcoming' });
    const listed = (await api('/creator/promotions', { token: ava.token })).body.offers;
    expect(listed.find((o: { id: string }) => o.id === offer.id)).toEqual(offer);
    expect((await api('/creator/promotions')).status).toBe(401);
    expect((await api('/creator/promotions', { token: brand.token })).status).toBe(403);

    const start = Date.parse(`${offer.starts_on}T00:00:00.000Z`);
    const end = Date.parse(`${offer.ends_on}T00:00:00.000Z`) + DAY_MS;
    // Ava's own terms on this product are 22%: the offer's 30% wins inside its dates only.
    expect((await sell(first, new Date(start - 1000))).line.rate_percentage).toBe(22);
    expect((await sell(first, new Date(start))).line).toMatchObject({
      rate_percentage: 30,
      rate_rule: `offer until ${offer.ends_on}`,
    });
    expect((await sell(first, new Date(end - 1000))).line.rate_percentage).toBe(30);
    expect((await sell(first, new Date(end))).line.rate_percentage).toBe(22);
    // Not for the brand's other product.
    expect((await sell(second, new Date(start + DAY_MS))).line.rate_percentage).not.toBe(30);

    // Upcoming: the brand can withdraw it. A running one it cannot (another brand's id: not found).
    const running = await api('/brand/offers', {
      ...json('POST', {
        product_id: null,
        rate_percentage: 12,
        starts_on: dayOf(today),
        ends_on: dayOf(today),
      }),
      token: brand.token,
    });
    expect(running.body.offer.state).toBe('running');
    expect(
      (await api(`/brand/offers/${running.body.offer.id}`, { method: 'DELETE', token: brand.token })).status,
    ).toBe(409);
    const stranger = (await api(`/brand/offers/${offer.id}`, { method: 'DELETE', token: ava.token })).status;
    expect(stranger).toBe(403);
    expect((await api(`/brand/offers/${offer.id}`, { method: 'DELETE', token: brand.token })).status).toBe(
      204,
    );
    expect(
      (await api('/creator/promotions', { token: ava.token })).body.offers.some(
        (o: { id: string }) => o.id === offer.id,
      ),
    ).toBe(false);
    const bad = await api('/brand/offers', {
      ...json('POST', {
        product_id: null,
        rate_percentage: 30,
        starts_on: dayOf(today + DAY_MS),
        ends_on: dayOf(today),
      }),
      token: brand.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('ends_on');
  });
});
