/**
 * Samples that ship (issue 21), over the wire against the local cloud and its demo Shopify store: a
 * redemption with a shipping address spends the credits once and becomes a $0 completed draft order in
 * the brand's store (read back from the store); a redelivered event, or one after a crash between the
 * store's answer and the save, makes no second order; the store's fulfilment webhook marks it shipped
 * with tracking, and a redelivery changes nothing; a bad address is field errors with nothing spent; two
 * tabs redeeming the last credits: exactly one succeeds; a store refusal is Failed, and the brand retries.
 * The samples' "Cost & Sales": per creator, the sales attributed from the day of the first sample on (not
 * those before; a refund lowers it, a redelivery does not double it), the same figure as the
 * application review's and the ledger's for sales through a link and a discount code.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { busEvent } from '../../../../tests/support/bus-event';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import {
  adminGraphql,
  demoStoreToken,
  ordersOf,
  postJson,
  storeUrl,
} from '../../../../tests/support/demo-store';
import { requireNeed } from '../../../../tests/support/local-only';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import {
  approvedDiscountCode,
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  type StoreProduct,
  salesOf,
} from '../../../../tests/support/sales';
import { shippingAddress } from '../../../../tests/support/shipping-address';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

const address = shippingAddress;

const SAMPLE_CREDITS = 50;

const creditsOf = async (token: string) => {
  const response = await api('/creator/credits', { token });
  expect(response.status).toBe(200);
  return response.body;
};

const award = async (creatorId: string, key: 'first_campaign' | 'ten_sales') => {
  const { awardMilestoneOnce } = await import('../../award-milestone');
  return awardMilestoneOnce({ creatorId, milestone: key, at: new Date() });
};

const redeem = (creator: Creator, brand: StoreBrand, productId: string, shipTo: unknown = address) =>
  api('/creator/credits/redemptions', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId, shipping_address: shipTo }),
    token: creator.token,
  });

/** The creator's view of one sample order, once `ready` holds. */
const sampleOf = (creator: Creator, orderId: string, ready: (order: Record<string, unknown>) => boolean) =>
  eventually(async () => {
    const order = (await creditsOf(creator.token)).sample_orders.find(
      (candidate: { id: string }) => candidate.id === orderId,
    );
    return order && ready(order) ? order : undefined;
  }, 20_000);

/** The store's orders made for a sample (by its tag). */
const storeOrdersFor = async (shop: string, orderId: string) =>
  (await ordersOf(shop)).filter((order: { tags: string }) =>
    order.tags.split(', ').includes(`sample-${orderId.toLowerCase()}`),
  );

const placedEvent = (brand: StoreBrand, creator: Creator, orderId: string, productId: string) =>
  busEvent('SampleOrderPlaced', {
    version: 1,
    orderId,
    brandId: brand.brandId,
    creatorId: creator.creator.id,
    creatorUsername: creator.creator.username,
    productId,
    productName: 'x',
  });

let brand: StoreBrand;
let productId: string;

beforeAll(async () => {
  useCloudEnvironment();
  brand = await brandWithStore(1);
  productId = brand.liveProductIds[0] as string;
  const settings = await api(`/brand/products/${productId}/settings`, {
    ...json('PATCH', { sample_available: true, sample_credits: SAMPLE_CREDITS }),
    token: brand.token,
  });
  expect(settings.status).toBe(200);
}, 60_000);

describe('a redeemed sample ships through the store', () => {
  let creator: Creator;
  let orderId: string;
  let storeOrderId: number;

  it('spends the credits once and becomes a $0 completed draft order in the demo store', async () => {
    creator = await onboardedCreator();
    await award(creator.creator.id, 'ten_sales');
    const redeemed = await redeem(creator, brand, productId);
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.balance).toBe(100 - SAMPLE_CREDITS);
    orderId = redeemed.body.sample_order.id;
    expect(redeemed.body.sample_order).toMatchObject({
      status: 'pending',
      shipping_address: { ...address, country: 'US' },
    });
    const ordered = await sampleOf(creator, orderId, (order) => order.status === 'ordered');
    expect(ordered.store_order_name).toMatch(/^#\d+$/);
    // The address is remembered for the next redemption.
    const screen = await creditsOf(creator.token);
    expect(screen.shipping_address).toEqual({ ...address, country: 'US' });
    expect(screen.balance).toBe(100 - SAMPLE_CREDITS);
    expect(screen.history.filter((entry: { kind: string }) => entry.kind === 'redemption')).toHaveLength(1);

    // Read back from the store: one order, $0, from a draft, to the creator's address.
    const [storeOrder, ...more] = await storeOrdersFor(brand.shop, orderId);
    expect(more).toEqual([]);
    expect(storeOrder).toMatchObject({
      name: ordered.store_order_name,
      total_price: '0.00',
      financial_status: 'paid',
      source_name: 'shopify_draft_order',
      shipping_address: {
        address1: '1 Main Street',
        address2: 'Apt 4',
        city: 'Austin',
        province: 'TX',
        zip: '73301',
        country_code: 'US',
        last_name: 'Reviews',
      },
    });
    expect(Number(storeOrder.total_line_items_price)).toBeGreaterThan(0);
    expect(storeOrder.line_items).toHaveLength(1);
    storeOrderId = storeOrder.id;
    const token = await demoStoreToken(brand.shop, 'write_draft_orders');
    const drafts = await adminGraphql(
      brand.shop,
      token,
      'query DraftOrdersByTag($query: String!) { draftOrders(first: 5, query: $query) { nodes { status totalPriceSet { shopMoney { amount } } order { name } } } }',
      { query: `tag:sample-${orderId.toLowerCase()}` },
    );
    // The demo store answers every field of a draft whatever the selection: the ones asked for are checked.
    expect(drafts.data.draftOrders.nodes).toHaveLength(1);
    expect(drafts.data.draftOrders.nodes[0]).toMatchObject({
      status: 'COMPLETED',
      totalPriceSet: { shopMoney: { amount: '0.00' } },
      order: { name: storeOrder.name },
    });
  });

  it('a redelivered event, and one after a crash between the store and the save, make no second order', async () => {
    requireNeed('local control', 'runs the consumer in this process, configured as the local cloud');
    const { handler } = await import('../../consumers/create-sample-store-order.consumer');
    await handler(placedEvent(brand, creator, orderId, productId));
    expect(await storeOrdersFor(brand.shop, orderId)).toHaveLength(1);
    // As if the store made the order and the consumer crashed before recording it, a while ago.
    const crash = (callAt: string) =>
      documentClient().send(
        new UpdateCommand({
          TableName: outputs().TableName,
          Key: { pk: `BRAND#${brand.brandId}`, sk: `SORDER#${orderId}` },
          UpdateExpression:
            'SET #status = :pending, store_call_at = :at REMOVE store_order_name, store_order_id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending', ':at': callAt },
        }),
      );
    // Within the crashed attempt's lease, a delivery waits for the bus to bring it again.
    await crash(new Date().toISOString());
    await expect(handler(placedEvent(brand, creator, orderId, productId))).rejects.toThrow(
      /another attempt is calling the store/,
    );
    await crash(new Date(Date.now() - 120_000).toISOString());
    await handler(placedEvent(brand, creator, orderId, productId));
    const again = await sampleOf(creator, orderId, (order) => order.status === 'ordered');
    const stored = await storeOrdersFor(brand.shop, orderId);
    expect(stored).toHaveLength(1);
    expect(again.store_order_name).toBe(stored[0].name);
    expect((await creditsOf(creator.token)).balance).toBe(100 - SAMPLE_CREDITS);
  });

  it("fulfilled in the store (with tracking): shipped with the carrier's tracking; a redelivery changes nothing", async () => {
    const fulfilled = await postJson(storeUrl(brand.shop, `admin/orders/${storeOrderId}/fulfillments`), {
      trackingCompany: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(fulfilled.status).toBe(201);
    const shipped = await sampleOf(creator, orderId, (order) => order.status === 'fulfilled');
    expect(shipped).toMatchObject({
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    // The brand sees it too, with the address.
    const brandView = (await api('/brand/samples', { token: brand.token })).body;
    expect(brandView.sample_orders.find((order: { id: string }) => order.id === orderId)).toMatchObject({
      status: 'fulfilled',
      tracking_number: '1Z999AA10123456784',
      shipping_address: { name: 'Ava Reviews', country: 'US' },
    });

    // The same delivery again (same webhook id): recorded once, nothing changes.
    const [delivery] = (await (await fetch(storeUrl(brand.shop, '__deliveries'))).json()).deliveries.filter(
      (d: { topic: string; status: string }) => d.topic === 'fulfillments/create',
    );
    const payload = fulfilled.body.fulfillment;
    const repeated = await deliver('fulfillments/create', brand.shop, payload, delivery.webhookId);
    expect(repeated.body).toMatchObject({ outcome: 'duplicate' });
    // Another delivery of a fulfilment of the same order (a new webhook id), other tracking: the
    // consumer leaves the shipped sample as it is.
    const { handler } = await import('../../consumers/mark-sample-shipped.consumer');
    await handler(
      busEvent('ShopifyFulfillmentCreated', {
        version: 1,
        shopDomain: brand.shop,
        webhookId: 'another-delivery',
        orderId: String(storeOrderId),
        fulfillmentId: '1',
        trackingCompany: 'USPS',
        trackingNumber: '9400100000000000000000',
        trackingUrl: null,
        createdAt: new Date().toISOString(),
      }),
    );
    const after = (await creditsOf(creator.token)).sample_orders.find(
      (o: { id: string }) => o.id === orderId,
    );
    expect(after).toEqual(shipped);
  });

  it('the brand sees per creator the samples cost beside their sales since the first sample', async () => {
    const { body } = await api('/brand/samples', { token: brand.token });
    const products = (await api('/brand/products', { token: brand.token })).body.products as {
      id: string;
      price_cents: number;
    }[];
    const price = products.find((product) => product.id === productId)?.price_cents;
    expect(body.creator_totals).toContainEqual({
      creator_id: creator.creator.id,
      creator_username: creator.creator.username,
      samples: 1,
      sample_cost_cents: price,
      first_sample_at: expect.any(String),
      sales_since_first_sample_cents: 0,
      conversions_since_first_sample: 0,
    });
  });
});

describe('refused redemptions', () => {
  it('a bad address: field errors, nothing spent, nothing ordered', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'ten_sales');
    const before = await creditsOf(creator.token);
    const bad = await redeem(creator, brand, productId, {
      ...address,
      name: ' ',
      postal_code: '!!',
      country: 'ZZ',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'shipping_address.country',
      'shipping_address.name',
      'shipping_address.phone',
      'shipping_address.postal_code',
    ]);
    const missing = await redeem(creator, brand, productId, null);
    expect(missing.status).toBe(400);
    expect(await creditsOf(creator.token)).toEqual(before);
    expect(before.sample_orders).toEqual([]);
  });

  it('two tabs redeeming the last credits: exactly one succeeds', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'first_campaign');
    const [first, second] = await Promise.all([
      redeem(creator, brand, productId),
      redeem(creator, brand, productId),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const screen = await creditsOf(creator.token);
    expect(screen.balance).toBe(0);
    expect(screen.sample_orders).toHaveLength(1);
  });
});

describe('a store that refuses the order', () => {
  it('is Failed with the reason; the brand retries once the store allows it', async () => {
    const creator = await onboardedCreator();
    await award(creator.creator.id, 'first_campaign');
    // The store connected before the app asked for write_draft_orders: its token lacks the scope.
    const oldToken = await demoStoreToken(brand.shop, 'read_products,write_discounts,read_orders');
    const { encryptSecret } = await import('../../../shared/crypto/secret-box');
    const sealed = await encryptSecret(oldToken, { purpose: 'store-token', brandId: brand.brandId });
    const { getSealedStoreToken } = await import('../../../catalogue');
    const current = await getSealedStoreToken(brand.brandId);
    const setToken = (value: unknown) =>
      documentClient().send(
        new UpdateCommand({
          TableName: outputs().TableName,
          Key: { pk: `BRAND#${brand.brandId}`, sk: 'BRAND' },
          UpdateExpression: 'SET shopify_access_token_sealed = :token',
          ExpressionAttributeValues: { ':token': value },
        }),
      );
    await setToken(sealed);
    const redeemed = await redeem(creator, brand, productId);
    expect(redeemed.status).toBe(201);
    const orderId = redeemed.body.sample_order.id;
    const failed = await sampleOf(creator, orderId, (order) => order.status === 'failed');
    expect(failed.store_error).toMatch(/Reconnect the store/);
    expect(await storeOrdersFor(brand.shop, orderId)).toEqual([]);
    // Another brand cannot retry it; this brand can, once the store allows it.
    const stranger = await brandWithProducts(0);
    expect(
      (await api(`/brand/samples/orders/${orderId}/retry`, { ...json('POST'), token: stranger.token }))
        .status,
    ).toBe(404);
    await setToken(current);
    const retried = await api(`/brand/samples/orders/${orderId}/retry`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.sample_order).toMatchObject({ status: 'pending', store_error: null });
    await sampleOf(creator, orderId, (order) => order.status === 'ordered');
    expect(await storeOrdersFor(brand.shop, orderId)).toHaveLength(1);
    const twice = await api(`/brand/samples/orders/${orderId}/retry`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(twice.status).toBe(409);
  });
});

type Partner = Awaited<ReturnType<typeof partnerOn>>;
interface CreatorTotals {
  creator_id: string;
  sales_since_first_sample_cents: number;
  conversions_since_first_sample: number;
}
interface Sale {
  order_id: string;
  creator_id: string | null;
  status: string;
  sale_cents: number;
  refund_count: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** The creator's row of the brand's samples Cost & Sales once `ready` holds. */
const totalsOf = (creatorId: string, ready: (row: CreatorTotals) => boolean) =>
  eventually(async () => {
    const { body } = await api('/brand/samples', { token: brand.token });
    const row = (body.creator_totals as CreatorTotals[]).find((r) => r.creator_id === creatorId);
    return row && ready(row) ? row : undefined;
  }, 15_000);

/** The brand's sale of an order once `ready` holds (the ledger's record of it). */
const saleOf = (orderId: number, ready: (sale: Sale) => boolean = () => true) =>
  eventually(async () => {
    const sale = ((await salesOf(brand.token)).sales as Sale[]).find((s) => s.order_id === String(orderId));
    return sale && ready(sale) ? sale : undefined;
  }, 15_000);

/** Sample credits (a milestone's award) and one redeemed sample. */
const redeemSample = async (partner: Partner) => {
  await award(partner.creator.id, 'ten_sales');
  expect((await redeem(partner, brand, productId)).status).toBe(201);
};

/** One unit of an order's first line refunded. */
const refundOne = (orderId: number) =>
  deliver('refunds/create', brand.shop, {
    id: newOrderId(),
    order_id: orderId,
    created_at: new Date().toISOString(),
    refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
  });

/** The sampled product, and another one a creator can apply to (made available here). */
const programProducts = async () => {
  const products = await productsOf(brand);
  const sampled = products.find((p) => p.id === productId) as StoreProduct;
  const other = products.find((p) => p.id !== productId) as StoreProduct;
  const settings = await api(`/brand/products/${other.id}/settings`, {
    ...json('PATCH', { available_to_influencers: true }),
    token: brand.token,
  });
  expect(settings.status).toBe(200);
  return { sampled, other };
};

describe("samples' Cost & Sales", () => {
  it('counts the sales from the first sample on: not those before, a refund lowers it, a redelivery does not double it', async () => {
    const { sampled } = await programProducts();
    const ava = await partnerOn(brand, sampled.id);
    // A sale two days before the sample (the order's own date), and the sample.
    const before = newOrderId();
    const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString();
    await Promise.all([
      deliver(
        'orders/paid',
        brand.shop,
        orderPayload({
          id: before,
          ref: ava.code,
          createdAt: twoDaysAgo,
          lines: [{ product: sampled, quantity: 1 }],
        }),
      ),
      redeemSample(ava),
    ]);
    // A sale after it, of two units, delivered twice at once (Shopify redelivers under a new webhook id).
    const after = newOrderId();
    const payload = orderPayload({ id: after, ref: ava.code, lines: [{ product: sampled, quantity: 2 }] });
    await Promise.all([
      deliver('orders/paid', brand.shop, payload),
      deliver('orders/paid', brand.shop, payload),
    ]);
    const [beforeSale, afterSale] = await Promise.all([saleOf(before), saleOf(after)]);
    expect(beforeSale.sale_cents).toBeGreaterThan(0);
    expect(afterSale.sale_cents).toBeGreaterThan(0);
    const row = await totalsOf(ava.creator.id, () => true);
    expect(row).toMatchObject({
      sales_since_first_sample_cents: afterSale.sale_cents,
      conversions_since_first_sample: 1,
    });

    await refundOne(after);
    const refunded = await saleOf(after, (sale) => sale.refund_count === 1);
    expect(refunded.sale_cents).toBeLessThan(afterSale.sale_cents);
    const lowered = await totalsOf(
      ava.creator.id,
      (r) => r.sales_since_first_sample_cents !== afterSale.sale_cents,
    );
    expect(lowered).toMatchObject({
      sales_since_first_sample_cents: refunded.sale_cents,
      conversions_since_first_sample: 1,
    });
  }, 30_000);
});

describe('one figure for a creator’s sales with the brand', () => {
  it('application review = samples Cost & Sales = the ledger’s sales, through a link and a code, after a refund', async () => {
    const { sampled, other } = await programProducts();
    const ben = await partnerOn(brand, sampled.id);
    // The sample before any sale: every sale with the brand is a sale since the first sample. A pending
    // application of the same creator puts their figures on the brand's application review.
    const [code, , applied] = await Promise.all([
      approvedDiscountCode(brand, ben),
      redeemSample(ben),
      api('/creator/applications', {
        ...json('POST', { brand_id: brand.brandId, product_id: other.id }),
        token: ben.token,
      }),
    ]);
    expect(applied.status).toBe(201);

    const viaLink = newOrderId();
    const viaCode = newOrderId();
    await Promise.all([
      deliver(
        'orders/paid',
        brand.shop,
        orderPayload({ id: viaLink, ref: ben.code, lines: [{ product: sampled, quantity: 2 }] }),
      ),
      deliver(
        'orders/paid',
        brand.shop,
        orderPayload({
          id: viaCode,
          codes: [code],
          lines: [{ product: sampled, quantity: 1, discountCents: 100 }],
        }),
      ),
    ]);
    await Promise.all([saleOf(viaLink), saleOf(viaCode)]);
    await refundOne(viaLink);
    await saleOf(viaLink, (sale) => sale.refund_count === 1);

    // The ledger's sum: the brand's attributed sales of this creator, net of refunds.
    const sales = ((await salesOf(brand.token)).sales as Sale[]).filter(
      (sale) => sale.creator_id === ben.creator.id && sale.status === 'attributed',
    );
    expect(sales).toHaveLength(2);
    const ledger = sales.reduce((sum, sale) => sum + sale.sale_cents, 0);

    // The counters move in the sales' own transactions: read once, no waiting.
    const campaigns = (await api('/brand/campaigns', { token: brand.token })).body;
    const applicant = campaigns.applicants.find(
      (figures: { creator_id: string }) => figures.creator_id === ben.creator.id,
    );
    const samples = await totalsOf(ben.creator.id, () => true);

    expect(applicant.with_brand).toMatchObject({ sales: 2, sales_cents: ledger });
    expect(samples).toMatchObject({
      sales_since_first_sample_cents: ledger,
      conversions_since_first_sample: 2,
    });
  }, 30_000);
});
