/**
 * The demo store's mutable state — authorization codes, access tokens, discount codes, webhook
 * subscriptions, orders (with their refunds) and webhook deliveries still to make, per shop — kept in one
 * JSON file under dataDir so a restart of the local cloud keeps existing installs working.
 * Codes and tokens are stored as SHA-256 hashes: the file never holds a usable credential.
 * Every change is written at once (write + rename, so a crash never leaves half a file).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoDraftOrder } from './draft-orders';
import type { ShopifyOrder } from './order-payload';
import type { WebhookDelivery } from './webhook-delivery';

/** Shopify's codes are short-lived; the library also gives the merchant 60 s (its state cookie). */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const FIRST_DISCOUNT_ID = 1_100_000_000_001;

interface PendingCode {
  shop: string;
  clientId: string;
  scope: string;
  expiresAt: number;
}

export interface IssuedToken {
  shop: string;
  scope: string;
  issuedAt: string;
}

export interface DemoDiscount {
  gid: string;
  code: string;
  title: string;
  /** A fraction, as Shopify stores it: 0.15 = 15% off. */
  percentage: number;
  startsAt: string;
  createdAt: string;
  /** When it stops working (deactivated or ended); absent or null: open-ended. */
  endsAt?: string | null;
  /** Shopify's appliesOncePerCustomer: a customer (by e-mail) may use it once. Absent in older files. */
  appliesOncePerCustomer?: boolean;
}

export interface DemoWebhookSubscription {
  /** gid://shopify/WebhookSubscription/{n} */
  id: string;
  /** The GraphQL enum, e.g. ORDERS_PAID. */
  topic: string;
  callbackUrl: string;
  /** The Admin API version of the request that created it: deliveries carry it (X-Shopify-API-Version). */
  apiVersion: string;
  createdAt: string;
}

/** Ids are numbers counting up from Shopify-like starting points, one counter per kind for all shops. */
const FIRST_IDS = {
  subscription: 1_300_000_001,
  order: 5_100_000_000_001,
  lineItem: 13_100_000_000_001,
  customer: 7_100_000_000_001,
  refund: 900_000_000_001,
  refundLineItem: 600_000_000_001,
  transaction: 6_100_000_000_001,
  draftOrder: 1_200_000_000_001,
  fulfillment: 4_100_000_000_001,
};
export type IdKind = keyof typeof FIRST_IDS;

/** Delivered (or abandoned) deliveries kept per shop for GET /__deliveries; older ones are dropped. */
const KEPT_DELIVERIES = 500;

interface StateFile {
  version: 1;
  codes: Record<string, PendingCode>;
  tokens: Record<string, IssuedToken>;
  discounts: Record<string, DemoDiscount[]>;
  nextDiscountId: number;
  // Added with orders; absent from state files written before (filled in at load).
  subscriptions?: Record<string, DemoWebhookSubscription[]>;
  orders?: Record<string, ShopifyOrder[]>;
  deliveries?: Record<string, WebhookDelivery[]>;
  nextIds?: Record<IdKind, number>;
  // Added with shop currencies; absent from older state files. Only shops set to another currency.
  shopCurrencies?: Record<string, string>;
  // Added with draft orders (samples); absent from older state files.
  draftOrders?: Record<string, DemoDraftOrder[]>;
}

/** A demo shop's currency unless set otherwise (setShopCurrency): Shopify's default for a new US store. */
export const DEFAULT_SHOP_CURRENCY = 'USD';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type DemoState = ReturnType<typeof createDemoState>;

export const createDemoState = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'state.json');
  const state: StateFile = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StateFile)
    : { version: 1, codes: {}, tokens: {}, discounts: {}, nextDiscountId: FIRST_DISCOUNT_ID };
  state.subscriptions ??= {};
  state.orders ??= {};
  state.deliveries ??= {};
  state.nextIds ??= { ...FIRST_IDS };
  state.shopCurrencies ??= {};
  state.draftOrders ??= {};
  // Kinds added after a state file was written start at their first id.
  for (const [kind, first] of Object.entries(FIRST_IDS)) state.nextIds[kind as IdKind] ??= first;
  const { subscriptions, orders, deliveries, nextIds, shopCurrencies, draftOrders } = state;

  const save = () => {
    const now = Date.now();
    for (const [key, code] of Object.entries(state.codes)) if (code.expiresAt < now) delete state.codes[key];
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, file);
  };

  return {
    issueCode: (shop: string, clientId: string, scope: string): string => {
      const code = randomBytes(16).toString('hex');
      state.codes[hash(code)] = { shop, clientId, scope, expiresAt: Date.now() + CODE_LIFETIME_MS };
      save();
      return code;
    },

    /** Single use: the code is gone after this call, whether or not it matched. */
    redeemCode: (code: string, shop: string, clientId: string): { scope: string } | undefined => {
      const key = hash(code);
      const pending = state.codes[key];
      if (!pending) return undefined;
      delete state.codes[key];
      save();
      if (pending.expiresAt < Date.now() || pending.shop !== shop || pending.clientId !== clientId)
        return undefined;
      return { scope: pending.scope };
    },

    /** Every issued token stays valid (as offline tokens do until the app is uninstalled). */
    issueToken: (shop: string, scope: string): string => {
      const token = `shpua_${randomBytes(16).toString('hex')}`;
      state.tokens[hash(token)] = { shop, scope, issuedAt: new Date().toISOString() };
      save();
      return token;
    },

    findToken: (token: string): IssuedToken | undefined => state.tokens[hash(token)],

    /** The shop's currency (ISO 4217, as Shop.currencyCode): its orders' shop_money is in it. */
    shopCurrency: (shop: string): string => shopCurrencies[shop] ?? DEFAULT_SHOP_CURRENCY,

    /** Like a merchant choosing the store currency in Settings → General (before taking orders). */
    setShopCurrency: (shop: string, currencyCode: string): void => {
      shopCurrencies[shop] = currencyCode;
      save();
    },

    discounts: (shop: string): readonly DemoDiscount[] => state.discounts[shop] ?? [],

    addDiscount: (shop: string, discount: Omit<DemoDiscount, 'gid' | 'createdAt'>): DemoDiscount => {
      const created: DemoDiscount = {
        ...discount,
        gid: `gid://shopify/DiscountCodeNode/${state.nextDiscountId++}`,
        createdAt: new Date().toISOString(),
      };
      state.discounts[shop] = [...(state.discounts[shop] ?? []), created];
      save();
      return created;
    },

    discountById: (shop: string, gid: string): DemoDiscount | undefined =>
      (state.discounts[shop] ?? []).find((discount) => discount.gid === gid),

    /** Changes a discount's end or its once-per-customer limit (the caller found it by id). */
    updateDiscount: (
      shop: string,
      gid: string,
      changes: Partial<Pick<DemoDiscount, 'endsAt' | 'appliesOncePerCustomer'>>,
    ): DemoDiscount => {
      const list = state.discounts[shop] ?? [];
      const index = list.findIndex((discount) => discount.gid === gid);
      const current = list[index];
      if (!current) throw new Error(`No discount ${gid} in ${shop}`);
      const updated = { ...current, ...changes };
      state.discounts[shop] = list.map((discount, i) => (i === index ? updated : discount));
      save();
      return updated;
    },

    /** Shopify matches discount codes case-insensitively. */
    findDiscount: (shop: string, code: string): DemoDiscount | undefined =>
      (state.discounts[shop] ?? []).find((discount) => discount.code.toLowerCase() === code.toLowerCase()),

    /** The next id of a kind. Not saved by itself: the change that uses it saves. */
    nextId: (kind: IdKind): number => {
      const id = nextIds[kind] ?? FIRST_IDS[kind];
      nextIds[kind] = id + 1;
      return id;
    },

    subscriptions: (shop: string): readonly DemoWebhookSubscription[] => subscriptions[shop] ?? [],

    addSubscription: (shop: string, subscription: DemoWebhookSubscription): void => {
      subscriptions[shop] = [...(subscriptions[shop] ?? []), subscription];
      save();
    },

    deleteSubscription: (shop: string, id: string): boolean => {
      const before = subscriptions[shop] ?? [];
      subscriptions[shop] = before.filter((subscription) => subscription.id !== id);
      save();
      return subscriptions[shop].length < before.length;
    },

    orders: (shop: string): readonly ShopifyOrder[] => orders[shop] ?? [],

    findOrder: (shop: string, id: number): ShopifyOrder | undefined =>
      (orders[shop] ?? []).find((order) => order.id === id),

    findOrderByToken: (shop: string, token: string): ShopifyOrder | undefined =>
      (orders[shop] ?? []).find((order) => order.token === token),

    /** The shop's next order number (1 → #1001). */
    nextOrderNumber: (shop: string): number => (orders[shop]?.length ?? 0) + 1,

    /** The same shopper (by e-mail) keeps one customer id in a shop, as on Shopify. */
    customerIdFor: (shop: string, email: string): number =>
      (orders[shop] ?? []).find((order) => order.email === email)?.customer.id ?? nextIds.customer++,

    /** Stores a new order, or replaces one by id (a refund or a cancellation), with its deliveries. */
    saveOrder: (shop: string, order: ShopifyOrder, queued: readonly WebhookDelivery[] = []): void => {
      const list = orders[shop] ?? [];
      const index = list.findIndex((existing) => existing.id === order.id);
      orders[shop] =
        index === -1 ? [...list, order] : list.map((existing, i) => (i === index ? order : existing));
      // The order and the deliveries it triggers are one write: a restart never loses one of them.
      deliveries[shop] = [...(deliveries[shop] ?? []), ...queued];
      save();
    },

    draftOrders: (shop: string): readonly DemoDraftOrder[] => draftOrders[shop] ?? [],

    /** The shop's next draft number (1 → #D1). */
    nextDraftNumber: (shop: string): number => (draftOrders[shop]?.length ?? 0) + 1,

    /**
     * Stores a new draft, or replaces one by id; with the order its completion made and that order's
     * deliveries, all in one write.
     */
    saveDraftOrder: (
      shop: string,
      draft: DemoDraftOrder,
      order?: ShopifyOrder,
      queued: readonly WebhookDelivery[] = [],
    ): void => {
      const list = draftOrders[shop] ?? [];
      const index = list.findIndex((existing) => existing.id === draft.id);
      draftOrders[shop] =
        index === -1 ? [...list, draft] : list.map((existing, i) => (i === index ? draft : existing));
      if (order) orders[shop] = [...(orders[shop] ?? []), order];
      deliveries[shop] = [...(deliveries[shop] ?? []), ...queued];
      save();
    },

    deliveries: (shop: string): readonly WebhookDelivery[] => deliveries[shop] ?? [],

    pendingDeliveries: (): WebhookDelivery[] =>
      Object.values(deliveries).flatMap((list) => list.filter((delivery) => delivery.status === 'pending')),

    /** Records an attempt's outcome; finished deliveries beyond the newest KEPT_DELIVERIES are dropped. */
    updateDelivery: (delivery: WebhookDelivery): void => {
      // A finished delivery's body is not needed again (the order holds it): the file stays small.
      const kept = delivery.status === 'pending' ? delivery : { ...delivery, body: '' };
      const list = (deliveries[delivery.shop] ?? []).map((existing) =>
        existing.webhookId === delivery.webhookId && existing.subscriptionId === delivery.subscriptionId
          ? kept
          : existing,
      );
      const finished = list.filter((existing) => existing.status !== 'pending');
      const drop = new Set(finished.slice(0, Math.max(0, finished.length - KEPT_DELIVERIES)));
      deliveries[delivery.shop] = list.filter((existing) => !drop.has(existing));
      save();
    },
  };
};
