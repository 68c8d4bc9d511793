/**
 * The demo data's sales history: the demo stores' webhook subscriptions to the app (the seed connects
 * stores by token rather than through OAuth, so it subscribes as the app's connection would), then, per
 * demo brand, orders over the last 60 days placed through the demo store's own JSON checkout — shoppers
 * arriving by the demo creators' links (`ref`), by a creator's discount code, or on their own — and a
 * few refunds and one cancellation through the store's admin. The store delivers orders/paid,
 * refunds/create and orders/cancelled to the app like any order: nothing is written to the table here.
 * Deterministic (seeded random). A shop that already has orders is left alone, so it never runs twice.
 */

export interface HistoryShop {
  shop: string;
  brandId: string;
  /** An Admin API token of the shop (for the subscriptions). */
  token: string;
}

interface Referral {
  ref: string;
  handle: string;
}

const DAYS = 60;
const ORDERS_PER_SHOP = 28;
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

/** Subscribes the shop to the app's webhook address; "already taken" means the app did it first. */
const subscribe = async (storeUrl: string, apiVersion: string, target: HistoryShop, callbackUrl: string) => {
  for (const topic of TOPICS) {
    const result = (await post(
      `${storeUrl}/${target.shop}/admin/api/${apiVersion}/graphql.json`,
      { query: SUBSCRIBE, variables: { topic, webhookSubscription: { callbackUrl, format: 'JSON' } } },
      { 'x-shopify-access-token': target.token },
    )) as { data?: { webhookSubscriptionCreate?: { userErrors?: { message: string }[] } } };
    const errors = result.data?.webhookSubscriptionCreate?.userErrors ?? [];
    if (errors.some((error) => !/already been taken/.test(error.message))) {
      throw new Error(`seed: subscribing ${target.shop} to ${topic}: ${JSON.stringify(errors)}`);
    }
  }
};

const referralsOf = async (brandId: string, creatorIds: string[]): Promise<Referral[]> => {
  const { listLinksOfCreator } = await import('../../../functions/shared/data/entities/referral-link');
  const links = (await Promise.all(creatorIds.map(listLinksOfCreator))).flat();
  return links
    .filter((link) => link.brand_id === brandId && link.product_handle)
    .map((link) => ({ ref: link.referral_code, handle: link.product_handle as string }));
};

/** The brand's approved codes that exist in its store (the approval's consumer creates them there). */
const codesOf = async (
  brandId: string,
  creatorIds: string[],
  wait: (check: () => Promise<unknown>) => Promise<unknown>,
) => {
  const { getDiscountCode } = await import('../../../functions/shared/data/entities/discount-code');
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

export const seedOrderHistory = async (input: {
  shops: HistoryShop[];
  creatorIds: string[];
  /** Polls until the check returns a value (the seed's poll). */
  wait: (check: () => Promise<unknown>) => Promise<unknown>;
  log: (message: string) => void;
}): Promise<void> => {
  const storeUrl = process.env.SHOPIFY_DEMO_STORE_URL;
  const appUrl = process.env.SHOPIFY_APP_URL;
  if (!storeUrl || !appUrl) throw new Error('seed: SHOPIFY_DEMO_STORE_URL / SHOPIFY_APP_URL are not set');
  const { SHOPIFY_API_VERSION } = await import('../../../functions/integrations/shopify/client');
  const { demoCatalogue } = await import('../demo-shopify/catalogue');
  const organic = demoCatalogue
    .filter((product) => product.status === 'ACTIVE')
    .map((product) => product.handle);
  const random = seededRandom(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();

  for (const [shopIndex, target] of input.shops.entries()) {
    const existing = (await (await fetch(`${storeUrl}/${target.shop}/admin/orders.json`)).json()) as {
      orders: unknown[];
    };
    if (existing.orders.length > 0) {
      input.log(`${target.shop} already has its order history`);
      continue;
    }
    await subscribe(storeUrl, SHOPIFY_API_VERSION, target, `${appUrl}/api/webhooks/shopify`);
    const referrals = await referralsOf(target.brandId, input.creatorIds);
    const codes = await codesOf(target.brandId, input.creatorIds, input.wait);
    // Oldest first, so order numbers grow with time as in a real shop.
    const ages = Array.from({ length: ORDERS_PER_SHOP }, () => random() * DAYS).sort((a, b) => b - a);
    const placed: { id: number; lines: { id: number; quantity: number }[] }[] = [];
    for (const [index, age] of ages.entries()) {
      const roll = random();
      // Most sales come through a link, some through a creator's code alone, a few on their own.
      const referral = roll < 0.65 && referrals.length ? pick(referrals) : undefined;
      const code =
        (referral && random() < 0.3) || (!referral && roll < 0.85)
          ? codes.length
            ? pick(codes)
            : undefined
          : undefined;
      const handle = referral?.handle ?? pick(organic);
      const items = [{ handle, quantity: 1 + Math.floor(random() * 3) }];
      const extra = pick(organic);
      if (random() < 0.2 && extra !== handle) items.push({ handle: extra, quantity: 1 });
      const { order } = (await post(`${storeUrl}/${target.shop}/checkout`, {
        items,
        email: `shopper${shopIndex * 100 + index + 1}@example.com`,
        ...(referral
          ? {
              ref: referral.ref,
              landingSite: `/products/${referral.handle}?ref=${encodeURIComponent(referral.ref)}`,
            }
          : {}),
        ...(code ? { discountCode: code } : {}),
        processedAt: new Date(now - age * 24 * 3600 * 1000).toISOString(),
      })) as { order: { id: number; line_items: { id: number; quantity: number }[] } };
      placed.push({ id: order.id, lines: order.line_items });
    }
    // A few refunds of one unit, and (in the first shop) one cancellation.
    for (const index of [3, 9, 17]) {
      const order = placed[index];
      const line = order?.lines[0];
      if (!order || !line) continue;
      await post(`${storeUrl}/${target.shop}/admin/orders/${order.id}/refunds`, {
        lines: [{ lineItemId: line.id, quantity: 1 }],
      });
    }
    const cancelled = placed[12];
    if (shopIndex === 0 && cancelled)
      await post(`${storeUrl}/${target.shop}/admin/orders/${cancelled.id}/cancel`, {});
    input.log(`${target.shop}: ${placed.length} orders over the last ${DAYS} days`);
  }
};
