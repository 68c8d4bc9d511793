/**
 * Sample credits over the wire (issue 12): milestones earned from events, each awarded once however
 * often the event is delivered (to the consumer directly, and through the outbox and the bus); the
 * Top Performer ranking over a month's partition; the Sample Store cheapest first; redemptions racing
 * on one balance; the brand's sample orders and their one transition; cash-out into the payouts ledger.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { approvedApplication, json } from '../../../../tests/support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

/** Where redeemed samples ship (issue 21: a redemption carries its address). */
const SHIP_TO = {
  name: 'Sam Tester',
  line1: '2 High Street',
  city: 'Leeds',
  region: 'West Yorkshire',
  postal_code: 'LS1 4AP',
  country: 'GB',
};

const creditsOf = async (token: string) => {
  const response = await api('/creator/credits', { token });
  expect(response.status).toBe(200);
  return response.body;
};

const milestone = (screen: { milestones: { key: string; times_earned: number }[] }, key: string) =>
  screen.milestones.find((m) => m.key === key)?.times_earned;

const eventOf = <T>(detailType: string, detail: T) =>
  ({
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source: 'marketplace',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [],
    detail,
  }) as unknown as EventBridgeEvent<never, unknown>;

const award = async (creatorId: string, key: 'first_campaign' | 'ten_sales') => {
  const { awardMilestoneOnce } = await import('../../award-milestone');
  return awardMilestoneOnce({ creatorId, milestone: key, at: new Date() });
};

const setSample = async (brand: TestBrand, productId: string, body: Record<string, unknown>) => {
  const response = await api(`/brand/products/${productId}/settings`, {
    ...json('PATCH', body),
    token: brand.token,
  });
  expect(response.status).toBe(200);
};

beforeAll(() => useCloudEnvironment());

describe('First Campaign', () => {
  let brand: TestBrand;
  let creator: Creator;

  beforeAll(async () => {
    [brand, creator] = await Promise.all([brandWithProducts(1), onboardedCreator()]);
    expect(
      (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
    ).toBe(200);
    await setSample(brand, brand.productIds[0] as string, { available_to_influencers: true });
  });

  it('an approved application earns +50 through the bus, once, however often the event comes', async () => {
    expect((await creditsOf(creator.token)).balance).toBe(0);
    const applicationId = await approvedApplication(brand, creator.token, brand.productIds[0] as string);
    const earned = await eventually(async () => {
      const screen = await creditsOf(creator.token);
      return screen.balance === 50 ? screen : undefined;
    }, 15_000);
    expect(milestone(earned, 'first_campaign')).toBe(1);
    expect(earned.history).toEqual([
      expect.objectContaining({ kind: 'milestone', credits: 50, description: 'First Campaign: +50 credits' }),
    ]);

    // The same event three more times to the consumer…
    const { handler } = await import('../../consumers/award-first-campaign-credits.consumer');
    const detail = {
      version: 1 as const,
      applicationId,
      creatorId: creator.creator.id,
      productId: brand.productIds[0] as string,
      brandId: brand.brandId,
    };
    await Promise.all([1, 2, 3].map(() => handler(eventOf('ApplicationApproved', detail))));
    // …and three more times through the outbox and the bus (three outbox records, one detail).
    const { outboxEvent } = await import('../../../shared/outbox/outbox-event');
    const published = [1, 2, 3].map(() => outboxEvent('ApplicationApproved', detail));
    await documentClient().send(new TransactWriteCommand({ TransactItems: published.map((e) => e.write) }));
    await eventually(async () => {
      const response = await fetch(`${outputs().EventBridgeEndpoint}/events`);
      const { events } = (await response.json()) as {
        events: { detail?: { meta?: { eventId?: string } } }[];
      };
      const ids = new Set(events.map((entry) => entry.detail?.meta?.eventId));
      return published.every((e) => ids.has(e.id)) ? true : undefined;
    }, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await creditsOf(creator.token);
    expect(after.balance).toBe(50);
    expect(after.earned_total).toBe(50);
    expect(milestone(after, 'first_campaign')).toBe(1);
    expect(after.history).toHaveLength(1);
  });
});

describe('10 Sales and UGC Creator', () => {
  it('10 Sales: nothing at 9 conversions; +100 once at 10, delivered 3 times', async () => {
    const creator = await onboardedCreator();
    const { handler } = await import('../../consumers/award-ten-sales-credits.consumer');
    const { keys } = await import('../../../shared/data/keys');
    const addConversions = (n: number) =>
      documentClient().send(
        new UpdateCommand({
          TableName: outputs().TableName,
          Key: keys.creatorStats(creator.creator.id),
          UpdateExpression: 'ADD conversions :n',
          ExpressionAttributeValues: { ':n': n },
        }),
      );
    const sale = (n: number) =>
      eventOf('SaleAttributed', {
        version: 1,
        creatorId: creator.creator.id,
        brandId: 'br_test',
        saleId: `SALE#2026-01-01T00:00:00.000Z#${n}`,
        saleCents: 1000,
        commissionCents: 100,
        orderedAt: '2026-01-01T00:00:00.000Z',
      });
    await addConversions(9);
    await handler(sale(9));
    expect((await creditsOf(creator.token)).balance).toBe(0);
    await addConversions(1);
    await Promise.all([handler(sale(10)), handler(sale(10)), handler(sale(10))]);
    await handler(sale(11));
    const screen = await creditsOf(creator.token);
    expect(screen.balance).toBe(100);
    expect(milestone(screen, 'ten_sales')).toBe(1);
  });

  it('UGC Creator: each submission counted once; +150 once at the 5th, every event delivered 3 times', async () => {
    const creator = await onboardedCreator();
    const { handler } = await import('../../consumers/award-ugc-creator-credits.consumer');
    const approval = (n: number) =>
      eventOf('UgcSubmissionApproved', {
        version: 1,
        creatorId: creator.creator.id,
        brandId: 'br_test',
        submissionId: `US_${n}`,
        approvedAt: new Date().toISOString(),
      });
    for (const n of [1, 2, 3, 4]) {
      await Promise.all([handler(approval(n)), handler(approval(n)), handler(approval(n))]);
    }
    expect((await creditsOf(creator.token)).balance).toBe(0);
    await Promise.all([handler(approval(5)), handler(approval(5)), handler(approval(5))]);
    await handler(approval(5));
    const screen = await creditsOf(creator.token);
    expect(screen.balance).toBe(150);
    expect(milestone(screen, 'ugc_creator')).toBe(1);
    expect(screen.history).toHaveLength(1);
  });
});

describe('Top Performer', () => {
  it("ranks a month's partition: the top 10% (ties at the cut-off in), once per creator and month", async () => {
    const creators = await Promise.all(Array.from({ length: 4 }, () => onboardedCreator()));
    // A month of its own, far away, so no other test's sales are in it: 20 sellers and one who netted 0.
    const month = '2091-03';
    const others = Array.from({ length: 16 }, (_, i) => ({ id: `other_${randomUUID()}`, sales: 1_000 + i }));
    const rows = [
      { id: creators[0]?.creator.id as string, sales: 90_000 },
      { id: creators[1]?.creator.id as string, sales: 80_000 },
      { id: creators[2]?.creator.id as string, sales: 80_000 },
      { id: creators[3]?.creator.id as string, sales: 70_000 },
      ...others,
      { id: `zero_${randomUUID()}`, sales: 0 },
    ];
    await Promise.all(
      rows.map((row) =>
        documentClient().send(
          new PutCommand({
            TableName: outputs().TableName,
            Item: {
              // The ledger's month partition as the table holds it (its entity is the ledger's own).
              pk: `SALESMONTH#${month}`,
              sk: `CREATOR#${row.id}`,
              creator_id: row.id,
              month,
              sales_cents: row.sales,
            },
          }),
        ),
      ),
    );
    const { handler } = await import('../../schedules/award-top-performer-credits.scheduled');
    // 20 sellers: the top 2, and the one tied with the 2nd.
    const first = await handler({ scheduledTime: '2091-04-01T02:00:00.000Z' });
    expect(first).toEqual({ month, ranked: 21, awarded: 3 });
    const again = await handler({ scheduledTime: '2091-04-01T02:05:00.000Z' });
    expect(again.awarded).toBe(0);
    const balances = await Promise.all(creators.map(async (c) => (await creditsOf(c.token)).balance));
    expect(balances).toEqual([200, 200, 200, 0]);
    const screen = await creditsOf(creators[0]?.token as string);
    expect(milestone(screen, 'top_performer')).toBe(1);
    expect(screen.history[0].description).toBe('Top Performer (2091-03): +200 credits');
  });
});

describe('the Sample Store and redemption', () => {
  let brand: TestBrand;
  let other: TestBrand;
  const cheap = () => brand.productIds[0] as string;
  const dear = () => brand.productIds[1] as string;

  beforeAll(async () => {
    [brand, other] = await Promise.all([brandWithProducts(4), brandWithProducts(1)]);
    await setSample(brand, dear(), { sample_available: true, sample_credits: 80 });
    await setSample(brand, cheap(), { sample_credits: 50 });
    await setSample(brand, cheap(), { sample_available: true });
    // Not in the store: credits 0, or credits without a sample available.
    await setSample(brand, brand.productIds[2] as string, { sample_available: true, sample_credits: 0 });
    await setSample(brand, brand.productIds[3] as string, { sample_available: false, sample_credits: 30 });
  });

  it('lists products with a sample available and credits above 0, cheapest first, and follows changes', async () => {
    const creator = await onboardedCreator();
    const storeOf = async () =>
      (
        (await api('/creator/sample-store', { token: creator.token })).body.products as {
          product_id: string;
          sample_credits: number;
          brand_name: string;
        }[]
      ).filter((p) => brand.productIds.includes(p.product_id));
    const listed = await storeOf();
    expect(listed.map((p) => [p.product_id, p.sample_credits])).toEqual([
      [cheap(), 50],
      [dear(), 80],
    ]);
    expect(listed[0]?.brand_name).toBeTruthy();
    const all = (await api('/creator/sample-store', { token: creator.token })).body.products as {
      sample_credits: number;
    }[];
    expect(all.map((p) => p.sample_credits)).toEqual(
      [...all.map((p) => p.sample_credits)].sort((a, b) => a - b),
    );
    // The brand makes the dear one cheapest, then takes it out.
    await setSample(brand, dear(), { sample_credits: 10 });
    expect((await storeOf()).map((p) => p.product_id)).toEqual([dear(), cheap()]);
    await setSample(brand, dear(), { sample_available: false });
    expect((await storeOf()).map((p) => p.product_id)).toEqual([cheap()]);
    await setSample(brand, dear(), { sample_available: true, sample_credits: 80 });
  });

  it('20 concurrent redemptions against a balance covering 3 leave exactly 3 orders and a balance of 0', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'first_campaign');
    await award(creator.creator.id, 'ten_sales');
    expect((await creditsOf(creator.token)).balance).toBe(150);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('/creator/credits/redemptions', {
          ...json('POST', { brand_id: brand.brandId, product_id: cheap(), shipping_address: SHIP_TO }),
          token: creator.token,
        }),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status !== 201);
    expect(created).toHaveLength(3);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(refused.map((r) => r.body.error.message)).toContain('You need 50 credits but only have 0');
    const screen = await creditsOf(creator.token);
    expect(screen.balance).toBe(0);
    expect(screen.history.filter((e: { kind: string }) => e.kind === 'redemption')).toHaveLength(3);
    const samples = (await api('/brand/samples', { token: brand.token })).body;
    const orders = samples.sample_orders.filter(
      (o: { creator_id: string }) => o.creator_id === creator.creator.id,
    );
    expect(orders).toHaveLength(3);
    expect(orders[0]).toMatchObject({
      product_id: cheap(),
      credits: 50,
      status: 'pending',
      creator_username: creator.creator.username,
    });
    expect(orders[0].customer_email).toContain('@');
  });

  it('the spec text when the balance is short; no sample, unknown product: refused, nothing written', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'first_campaign');
    const before = await creditsOf(creator.token);
    const short = await api('/creator/credits/redemptions', {
      ...json('POST', { brand_id: brand.brandId, product_id: dear(), shipping_address: SHIP_TO }),
      token: creator.token,
    });
    expect(short.status).toBe(409);
    expect(short.body.error.message).toBe('You need 80 credits but only have 50');
    const noSample = await api('/creator/credits/redemptions', {
      ...json('POST', {
        brand_id: brand.brandId,
        product_id: brand.productIds[2],
        shipping_address: SHIP_TO,
      }),
      token: creator.token,
    });
    expect(noSample.status).toBe(409);
    const unknown = await api('/creator/credits/redemptions', {
      ...json('POST', { brand_id: other.brandId, product_id: cheap(), shipping_address: SHIP_TO }),
      token: creator.token,
    });
    expect(unknown.status).toBe(404);
    expect(await creditsOf(creator.token)).toEqual(before);
  });

  it('the brand fulfils a pending order once; another brand can neither see nor fulfil it', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'ten_sales');
    const redeemed = await api('/creator/credits/redemptions', {
      ...json('POST', { brand_id: brand.brandId, product_id: cheap(), shipping_address: SHIP_TO }),
      token: creator.token,
    });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.balance).toBe(50);
    const orderId = redeemed.body.sample_order.id;
    const otherView = (await api('/brand/samples', { token: other.token })).body;
    expect(otherView.sample_orders).toEqual([]);
    const stolen = await api(`/brand/samples/orders/${orderId}/fulfil`, {
      ...json('POST'),
      token: other.token,
    });
    expect(stolen.status).toBe(404);
    const fulfilled = await api(`/brand/samples/orders/${orderId}/fulfil`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body.sample_order).toMatchObject({ id: orderId, status: 'fulfilled' });
    const twice = await api(`/brand/samples/orders/${orderId}/fulfil`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This sample order was already fulfilled');
  });

  it("the brand's Samples view lists creators' sample requests with their status", async () => {
    const creator = await onboardedCreator();
    expect(
      (await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token })).status,
    ).toBe(200);
    await setSample(brand, cheap(), { available_to_influencers: true, sample_eligible: true });
    const requested = await api(`/creator/brands/${brand.brandId}/products/${cheap()}/sample-requests`, {
      ...json('POST', { message: 'For a review' }),
      token: creator.token,
    });
    expect(requested.status).toBe(201);
    const { sample_requests: requests } = (await api('/brand/samples', { token: brand.token })).body;
    expect(requests).toContainEqual(
      expect.objectContaining({
        creator_username: creator.creator.username,
        product_id: cheap(),
        product_name: 'Test product 1',
        message: 'For a review',
        status: 'pending',
      }),
    );
  });
});

describe('cash-out', () => {
  it('becomes a credit-cashout ledger entry, payable at once: the payouts summary shows it', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'first_campaign');
    await award(creator.creator.id, 'ten_sales');
    const before = (await api('/creator/payouts', { token: creator.token })).body.summary;
    const cashed = await api('/creator/credits/cashouts', {
      ...json('POST', { credits: 120 }),
      token: creator.token,
    });
    expect(cashed.status).toBe(201);
    expect(cashed.body.cashout).toMatchObject({ credits: 120, amount_cents: 1200 });
    expect(cashed.body.balance).toBe(30);
    const after = (await api('/creator/payouts', { token: creator.token })).body.summary;
    expect(after.credit_cashout_cents).toBe(before.credit_cashout_cents + 1200);
    expect(after.pending_payouts_cents).toBe(before.pending_payouts_cents + 1200);
    expect(after.total_earnings_cents).toBe(before.total_earnings_cents + 1200);
    const screen = await creditsOf(creator.token);
    expect(screen.history[0]).toMatchObject({ kind: 'cashout', credits: -120 });
    expect(screen.cashout).toEqual({ cents_per_credit: 10, minimum_credits: 100, cashed_out_cents: 1200 });

    const short = await api('/creator/credits/cashouts', {
      ...json('POST', { credits: 100 }),
      token: creator.token,
    });
    expect(short.status).toBe(409);
    expect(short.body.error.message).toBe('You need 100 credits but only have 30');
    expect((await api('/creator/payouts', { token: creator.token })).body.summary).toEqual(after);
    expect(await creditsOf(creator.token)).toEqual(screen);
  });

  it("each creator's credits are their own", async () => {
    const [a, b] = await Promise.all([onboardedCreator(), onboardedCreator()]);
    await award(a.creator.id, 'first_campaign');
    expect((await creditsOf(a.token)).balance).toBe(50);
    expect(await creditsOf(b.token)).toMatchObject({ balance: 0, history: [] });
    const refused = await api('/creator/credits/cashouts', {
      ...json('POST', { credits: 100 }),
      token: b.token,
    });
    expect(refused.status).toBe(409);
    expect((await creditsOf(a.token)).balance).toBe(50);
  });
});
