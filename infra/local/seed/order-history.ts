/**
 * The demo data's sales: orders placed through each demo store's own JSON checkout over the last three
 * calendar months — shoppers arriving by the demo creators' links (`ref`, most of them by the brand's
 * lead creator), by a creator's discount code, or on their own — and a few refunds and one
 * cancellation through the store's admin.
 *
 * The ledger bills a change in the month it is written (functions/ledger/billing/open-bill-period.ts), so a
 * past month can only be billed if its orders were recorded in that month. The seed walks time
 * (history-walk.ts): a past month's orders are placed while the store has no webhook subscription yet
 * and are then recorded by the same code the orders/paid consumer runs — the store's order JSON read
 * by the webhook's payload schema, normalized into the ShopifyOrderPaid event, recorded by
 * recordOrderPaid — with `now` at the order's own time. The current month's orders are delivered to the
 * app by the store's signed webhooks, like any order, once the shops are subscribed.
 * Deterministic (seeded random).
 */
import { DAY_MS } from '../../../functions/shared/time/days';

export interface HistoryShop {
  shop: string;
  brandId: string;
  /** An Admin API token of the shop (for the subscriptions). */
  token: string;
  /** The creator who sells most of this brand (by link): the demo brand's natural partner. */
  leadCreatorId?: string;
}

interface Referral {
  ref: string;
  handle: string;
  creatorId: string;
}

export interface ShopHistory {
  target: HistoryShop;
  referrals: Referral[];
  codes: string[];
  /** Live products of the shop (what a shopper can buy without a link). */
  organic: string[];
}

export interface PlannedOrder {
  at: Date;
  items: { handle: string; quantity: number }[];
  email: string;
  ref?: string;
  landingSite?: string;
  discountCode?: string;
}

export interface PlacedOrder {
  id: number;
  at: Date;
  lines: { id: number; quantity: number }[];
  payload: Record<string, unknown>;
}

/** Orders per shop and day, on average (about 20 a month). */
const ORDERS_PER_DAY = 0.7;
const TOPICS = ['ORDERS_PAID', 'REFUNDS_CREATE', 'ORDERS_CANCELLED', 'APP_UNINSTALLED'];

/** mulberry32: a small seeded generator, so every fresh start gets the same history. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const storeUrl = () => {
  const url = process.env.SHOPIFY_DEMO_STORE_URL;
  if (!url) throw new Error('seed: SHOPIFY_DEMO_STORE_URL is not set');
  return url;
};

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed: POST ${url} → ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
};

const SUBSCRIBE = `mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic } userErrors { field message } } }`;

/**
 * Subscribes the shop to the app's webhook address (the seed connects stores by token rather than
 * through OAuth, so it subscribes as the app's connection would); "already taken" means the app did it.
 */
export const subscribeShop = async (target: HistoryShop) => {
  const appUrl = process.env.SHOPIFY_APP_URL;
  if (!appUrl) throw new Error('seed: SHOPIFY_APP_URL is not set');
  const { SHOPIFY_API_VERSION } = await import('../../../functions/integrations');
  for (const topic of TOPICS) {
    const result = (await post(
      `${storeUrl()}/${target.shop}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      {
        query: SUBSCRIBE,
        variables: {
          topic,
          webhookSubscription: { callbackUrl: `${appUrl}/api/webhooks/shopify`, format: 'JSON' },
        },
      },
      { 'x-shopify-access-token': target.token },
    )) as { data?: { webhookSubscriptionCreate?: { userErrors?: { message: string }[] } } };
    const errors = result.data?.webhookSubscriptionCreate?.userErrors ?? [];
    if (errors.some((error) => !/already been taken/.test(error.message))) {
      throw new Error(`seed: subscribing ${target.shop} to ${topic}: ${JSON.stringify(errors)}`);
    }
  }
};

const referralsOf = async (brandId: string, creatorIds: string[]): Promise<Referral[]> => {
  const { listLinksOfCreator } = await import('../../../functions/referrals');
  const links = (await Promise.all(creatorIds.map(listLinksOfCreator))).flat();
  return links
    .filter((link) => link.brand_id === brandId && link.product_handle)
    .map((link) => ({
      ref: link.referral_code,
      handle: link.product_handle as string,
      creatorId: link.creator_id,
    }));
};

/** The brand's approved codes that exist in its store (the approval's consumer creates them there). */
const codesOf = async (
  brandId: string,
  creatorIds: string[],
  wait: (check: () => Promise<unknown>) => Promise<unknown>,
) => {
  const { getDiscountCode } = await import('../../../functions/partnerships');
  const codes: string[] = [];
  for (const creatorId of creatorIds) {
    const code = await getDiscountCode(creatorId, brandId);
    if (code?.status !== 'approved') continue;
    // Wait for the consumer's outcome; a code the store refused is left out of the history.
    const sync = await wait(async () => {
      const current = await getDiscountCode(creatorId, brandId);
      return current?.store_sync === 'pending' ? undefined : current?.store_sync;
    });
    if (sync !== 'created') continue;
    codes.push(code.code);
  }
  return codes;
};

/** What each shop's history can use: its links, its codes in the store, its live products. */
export const prepareShopHistory = async (input: {
  target: HistoryShop;
  creatorIds: string[];
  wait: (check: () => Promise<unknown>) => Promise<unknown>;
}): Promise<ShopHistory> => {
  const { listProductsOfBrand } = await import('../../../functions/catalogue');
  // What the brand's shop sells (a paused product is still on sale in the shop).
  const organic = (await listProductsOfBrand(input.target.brandId))
    .map((product) => product.shopify_product_handle)
    .filter((handle): handle is string => !!handle);
  return {
    target: input.target,
    referrals: await referralsOf(input.target.brandId, input.creatorIds),
    codes: await codesOf(input.target.brandId, input.creatorIds, input.wait),
    organic,
  };
};

/**
 * A shop's orders from `from` to `to`, oldest first: about ORDERS_PER_DAY a day, most through a link
 * (half of those the lead creator's), some through a code alone, a few on their own.
 */
export const planOrders = (history: ShopHistory, shopIndex: number, from: Date, to: Date): PlannedOrder[] => {
  const random = seededRandom(20261121 + shopIndex);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const lead = history.referrals.filter((referral) => referral.creatorId === history.target.leadCreatorId);
  const orders: PlannedOrder[] = [];
  let number = 0;
  for (let day = from.getTime(); day < to.getTime(); day += DAY_MS) {
    const count = Math.floor(ORDERS_PER_DAY + random() * ORDERS_PER_DAY * 1.2);
    for (let index = 0; index < count; index++) {
      const at = new Date(Math.min(day + random() * DAY_MS, to.getTime() - 60_000));
      const roll = random();
      const referral =
        roll < 0.7 && history.referrals.length
          ? lead.length && random() < 0.5
            ? pick(lead)
            : pick(history.referrals)
          : undefined;
      const code =
        (referral && random() < 0.3) || (!referral && roll < 0.85)
          ? history.codes.length
            ? pick(history.codes)
            : undefined
          : undefined;
      const handle = referral?.handle ?? pick(history.organic);
      const items = [{ handle, quantity: 1 + Math.floor(random() * 3) }];
      const extra = pick(history.organic);
      if (random() < 0.25 && extra !== handle) items.push({ handle: extra, quantity: 1 });
      number++;
      orders.push({
        at,
        items,
        email: `shopper${shopIndex * 1000 + number}@example.com`,
        ...(referral
          ? {
              ref: referral.ref,
              landingSite: `/products/${referral.handle}?ref=${encodeURIComponent(referral.ref)}`,
            }
          : {}),
        ...(code ? { discountCode: code } : {}),
      });
    }
  }
  return orders.sort((a, b) => a.at.getTime() - b.at.getTime());
};

/**
 * Records a store order as the orders/paid consumer would, at the order's own time: the payload read by
 * the webhook's schema and normalized into the ShopifyOrderPaid event (topics.ts), then recordOrderPaid.
 */
const recordAsOfItsTime = async ({ shop, brandId }: HistoryShop, order: PlacedOrder) => {
  const { webhookTopics } = await import('../../../functions/integrations');
  const { readPayload } = await import('../../../functions/integrations');
  const { shopifyOrderPaidV1 } = await import('../../../events/schemas/shopify-order-paid');
  const { recordOrderPaid } = await import('../../../functions/ledger');
  const handler = webhookTopics['orders/paid'];
  if (!handler) throw new Error('seed: no orders/paid topic');
  const payload = readPayload(Buffer.from(JSON.stringify(order.payload)), handler.payload);
  const event = handler.toEvent(payload, {
    shopDomain: shop,
    webhookId: `seed-history-${order.id}`,
    brandId,
  });
  if (!event) throw new Error(`seed: order ${order.id} normalized to no event`);
  await recordOrderPaid(shopifyOrderPaidV1.parse(event.detail), order.at);
};

/**
 * Places the orders in the shop's checkout, oldest first (order numbers grow with time). With
 * `recordNow`, each is recorded as of its own time (a past month, the shop not yet subscribed);
 * without, the shop's webhooks deliver them.
 */
export const placeOrders = async (
  history: ShopHistory,
  orders: PlannedOrder[],
  options: { recordAsOfItsTime: boolean },
): Promise<PlacedOrder[]> => {
  const placed: PlacedOrder[] = [];
  for (const planned of orders) {
    const { order } = (await post(`${storeUrl()}/${history.target.shop}/checkout`, {
      items: planned.items,
      email: planned.email,
      ...(planned.ref ? { ref: planned.ref } : {}),
      // A landing page without a ref too: a shopper from elsewhere (a coupon site's utm_source).
      ...(planned.landingSite ? { landingSite: planned.landingSite } : {}),
      ...(planned.discountCode ? { discountCode: planned.discountCode } : {}),
      processedAt: planned.at.toISOString(),
    })) as { order: { id: number; line_items: { id: number; quantity: number }[] } };
    const result: PlacedOrder = {
      id: order.id,
      at: planned.at,
      lines: order.line_items,
      payload: order as unknown as Record<string, unknown>,
    };
    if (options.recordAsOfItsTime) await recordAsOfItsTime(history.target, result);
    placed.push(result);
  }
  return placed;
};

/** A few refunds of one unit and, in the first shop, one cancellation, through the store's admin. */
export const refundSome = async (history: ShopHistory, shopIndex: number, orders: PlacedOrder[]) => {
  for (const index of [1, 4]) {
    const order = orders[index];
    const line = order?.lines[0];
    if (!order || !line) continue;
    await post(`${storeUrl()}/${history.target.shop}/admin/orders/${order.id}/refunds`, {
      lines: [{ lineItemId: line.id, quantity: 1 }],
    });
  }
  const cancelled = orders[2];
  if (shopIndex === 0 && cancelled)
    await post(`${storeUrl()}/${history.target.shop}/admin/orders/${cancelled.id}/cancel`, {});
};

/** Whether the shop already has orders (a kept store state: its history is not placed twice). */
export const shopHasOrders = async (shop: string): Promise<boolean> => {
  const existing = (await (await fetch(`${storeUrl()}/${shop}/admin/orders.json`)).json()) as {
    orders: unknown[];
  };
  return existing.orders.length > 0;
};
