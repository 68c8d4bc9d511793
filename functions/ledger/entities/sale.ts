import { defineEntity, SERVICE } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import type { CommissionStatus } from './commission-entry';
import { cursorOfKey, keyOfCursor, type PageKey } from './page-key';

/**
 * An order a brand's store sold that named a creator (docs/architecture.md section 5), as the ledger recorded it:
 * who it is attributed to and why, every line's receipt, and how much of each line refunds and
 * cancellations have reversed. Orders naming no creator are not kept. The ledger entries themselves are
 * under the creator (commission-entry.ts); this item is the brand's Sales view and the order's state.
 * `needs_review`: outside the ledger's bounds (another currency, an absurd amount): no entries, counted
 * nowhere, shown to the brand with the reason until it dismisses it (then `void`).
 */
export type SaleStatus = 'attributed' | 'held' | 'unattributed' | 'void' | 'needs_review';

export interface SaleLine {
  line_id: string;
  shopify_product_id: string | null;
  /** Our product (imported from the store), when the line's product is in the catalogue. */
  product_id: string | null;
  product_name: string;
  quantity: number;
  price_cents: number;
  discount_cents: number;
  /** price x quantity − discount; 0 for a line that earns nothing. */
  base_cents: number;
  /** The product's rate when the order was paid (frozen); null for a line that earns nothing. */
  rate_percentage: number | null;
  commission_cents: number;
  commissionable: boolean;
  /** Why a line earns nothing (product paused, not in the catalogue, no product). */
  reason: string | null;
  /** The line's ledger entry (sort key under the creator), when it earns. */
  entry_sk: string | null;
  reversed_quantity: number;
  reversed_base_cents: number;
  reversed_commission_cents: number;
}

export interface SaleAttribution {
  method: 'link' | 'code';
  /** The referral code or the discount code. */
  via: string;
  overruled_code: string | null;
  explanation: string;
  /** The link's product, when attributed by a link. */
  link_product_id: string | null;
}

export interface Sale {
  order_id: string;
  order_name: string;
  sale_sk: string;
  brand_id: string;
  brand_name: string;
  shop_domain: string;
  creator_id: string | null;
  creator_username: string | null;
  status: SaleStatus;
  attribution: SaleAttribution | null;
  /** Held: why (self-referral); unattributed: why the named creator earns nothing. */
  status_reason: string | null;
  /** The shopper's e-mail (erased on Shopify's customers/redact and shop/redact). */
  customer_email: string | null;
  currency: string;
  created_at: string;
  hold_until: string;
  cancelled_at: string | null;
  lines: SaleLine[];
  /** Attributed sales: the commissionable lines' bases, net of reversals. */
  sale_cents: number;
  /** Commission, net of reversals. */
  commission_cents: number;
  /** Refunds already reversed (their ids): a redelivered refund reverses nothing more. */
  refund_ids: string[];
  /** Bumped by every change after the first write: refunds and cancellations update on the version read. */
  version: number;
  recorded_at: string;
}

/** One line's part of a reversal written in several transactions (ledger-chunks.ts). */
export interface ReversalPart {
  /** The sale entry it reverses. */
  entry_sk: string;
  line_quantity: number;
  quantity: number;
  base_cents: number;
  commission_cents: number;
  status: CommissionStatus;
}

/** The plan of an order recorded in several transactions (ledger-chunks.ts), while it is written. */
export interface RecordingPlan {
  chunks: number;
  done: number;
  bill_period: string;
}

/** The plan of a reversal written in several transactions, while it is written. */
export interface ReversalPlan {
  id: string;
  at: string;
  bill_period: string;
  chunks: number;
  done: number;
  lost_conversion: number;
  parts: ReversalPart[];
}

/** A sale with its in-progress markers (never shown: toSale drops them). */
export interface SaleItem extends Sale {
  recording?: RecordingPlan;
  reversing?: ReversalPlan;
}

export interface ShopOrderItem {
  shop_domain: string;
  order_id: string;
  brand_id: string;
  sale_sk: string;
  creator_id: string | null;
  customer_email: string | null;
}

const text = { type: 'string' } as const;
const count = { type: 'number' } as const;

/** BRAND#{brandId} / SALE#{created_at}#{orderId}: the brand's Sales view is one Query, newest first. */
export const saleEntity = defineEntity({
  model: { entity: 'sale', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    sale_sk: { type: 'string', required: true },
    order_id: text,
    order_name: text,
    brand_name: text,
    shop_domain: text,
    creator_id: text,
    creator_username: text,
    status: { type: ['attributed', 'held', 'unattributed', 'void', 'needs_review'] as const },
    /** Free-form JSON kept as written (its nulls included). */
    attribution: { type: 'any' },
    status_reason: text,
    customer_email: text,
    currency: text,
    created_at: text,
    hold_until: text,
    cancelled_at: text,
    lines: { type: 'any' },
    sale_cents: count,
    commission_cents: count,
    refund_ids: { type: 'list', items: { type: 'string' } },
    version: count,
    recorded_at: text,
    dismissed_at: text,
    recording: { type: 'map', properties: { chunks: count, done: count, bill_period: text } },
    reversing: {
      type: 'map',
      properties: {
        id: text,
        at: text,
        bill_period: text,
        chunks: count,
        done: count,
        lost_conversion: count,
        parts: { type: 'any' },
      },
    },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['sale_sk'], template: '${sale_sk}', casing: 'none' },
    },
  },
});

/**
 * SHOPORDER#{shop} / ORDER#{orderId} → the brand and sale that recorded it: refunds, cancellations and
 * Shopify's compliance requests name a shop and an order id only. Items written before this entity
 * hold neither as attributes: they are taken from the key.
 */
export const shopOrderEntity = defineEntity({
  model: { entity: 'shop-order', version: '1', service: SERVICE },
  attributes: {
    shop_domain: { type: 'string', required: true },
    order_id: { type: 'string', required: true },
    brand_id: text,
    sale_sk: text,
    creator_id: text,
    customer_email: text,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['shop_domain'], template: 'SHOPORDER#${shop_domain}', casing: 'none' },
      sk: { field: 'sk', composite: ['order_id'], template: 'ORDER#${order_id}', casing: 'none' },
    },
  },
});

/** The sale's sort key: newest first when read backwards, unique per order. */
export const saleSortKey = (createdAt: string, orderId: string): string =>
  `${prefixes.sale}${createdAt}#${orderId}`;

/** ElectroDB stores no nulls: the nullable fields absent from an item read back as null. */
const nullables = [
  'creator_id',
  'creator_username',
  'attribution',
  'status_reason',
  'customer_email',
  'cancelled_at',
] as const;

export const toSaleItem = (data: object): SaleItem => {
  const { dismissed_at: _dismissed, ...item } = data as SaleItem & { dismissed_at?: string };
  for (const name of nullables) (item as unknown as Record<string, unknown>)[name] ??= null;
  return item;
};

export const toSale = ({ recording: _recording, reversing: _reversing, ...sale }: SaleItem): Sale => sale;

/** A new sale (conditional Put: an order is recorded once, whatever the webhook id). */
export const createSale = (sale: Sale, recording?: RecordingPlan) =>
  saleEntity.create({
    ...Object.fromEntries(Object.entries(sale).filter(([, value]) => value !== null)),
    ...(recording ? { recording } : {}),
  } as Parameters<typeof saleEntity.create>[0]);

export const createShopOrder = (order: ShopOrderItem) =>
  shopOrderEntity.create({
    shop_domain: order.shop_domain,
    order_id: order.order_id,
    brand_id: order.brand_id,
    sale_sk: order.sale_sk,
    ...(order.creator_id !== null ? { creator_id: order.creator_id } : {}),
    ...(order.customer_email !== null ? { customer_email: order.customer_email } : {}),
  });

const toShopOrder = (shopDomain: string, orderId: string, data: Partial<ShopOrderItem>): ShopOrderItem => ({
  shop_domain: shopDomain,
  order_id: orderId,
  brand_id: data.brand_id as string,
  sale_sk: data.sale_sk as string,
  creator_id: data.creator_id ?? null,
  customer_email: data.customer_email ?? null,
});

export const getShopOrder = async (
  shopDomain: string,
  orderId: string,
): Promise<ShopOrderItem | undefined> => {
  const { data } = await shopOrderEntity
    .get({ shop_domain: shopDomain, order_id: orderId })
    .go({ consistent: true });
  return data ? toShopOrder(shopDomain, orderId, data) : undefined;
};

export const getSaleItem = async (brandId: string, saleSk: string): Promise<SaleItem | undefined> => {
  const { data } = await saleEntity.get({ brand_id: brandId, sale_sk: saleSk }).go({ consistent: true });
  return data ? toSaleItem(data) : undefined;
};

/** The sale a store order was recorded as, found through its shop-order pointer (two GetItems). */
export const findSaleOfOrder = async (shopDomain: string, orderId: string): Promise<SaleItem | undefined> => {
  const pointer = await getShopOrder(shopDomain, orderId);
  return pointer ? getSaleItem(pointer.brand_id, pointer.sale_sk) : undefined;
};

/** Access pattern "a brand's sales, newest first": one Query per page, after a sale's sort key. */
export const listSalesOfBrand = async (
  brandId: string,
  options: { limit: number; afterSk?: string },
): Promise<{ sales: Sale[]; nextSk?: string }> => {
  const after = options.afterSk ? { pk: `BRAND#${brandId}`, sk: options.afterSk } : undefined;
  const page = await saleEntity.query
    .primary({ brand_id: brandId })
    .begins({ sale_sk: prefixes.sale })
    .go({ order: 'desc', limit: options.limit, cursor: cursorOfKey(after) });
  const next = keyOfCursor(page.cursor);
  return {
    sales: page.data.map((data) => toSale(toSaleItem(data))),
    ...(next ? { nextSk: String(next.sk) } : {}),
  };
};

/** The orders recorded for one shop (compliance erasure): one Query on the shop's pointers. */
export const listShopOrders = async (shopDomain: string, after?: PageKey) => {
  const page = await shopOrderEntity.query
    .primary({ shop_domain: shopDomain })
    .go({ cursor: cursorOfKey(after), data: 'includeKeys' });
  return {
    orders: page.data.map((data) => {
      const { sk } = data as unknown as { sk: string };
      return toShopOrder(shopDomain, sk.slice('ORDER#'.length), data);
    }),
    next: keyOfCursor(page.cursor),
  };
};

/**
 * A ConditionCheck of a sale in a transaction (add `.where`). ElectroDB types `check` only on a service
 * transaction's entities; its chain is the same as a delete's.
 */
export const checkSale = (key: { brand_id: string; sale_sk: string }) =>
  (saleEntity as unknown as { check: typeof saleEntity.delete }).check(key);

/** Erases the shopper's e-mail from a sale (if it is there) and from its pointer (Shopify's redact requests). */
export const eraseSaleEmail = (order: ShopOrderItem) =>
  [
    saleEntity.patch({ brand_id: order.brand_id, sale_sk: order.sale_sk }).remove(['customer_email']),
    shopOrderEntity
      .update({ shop_domain: order.shop_domain, order_id: order.order_id })
      .remove(['customer_email']),
  ] as const;
