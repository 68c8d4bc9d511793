import { createConversions, type EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { SignalHit } from '../../../contracts/fraud';
import { type saleAttribution, type saleLine, saleStatuses } from '../../../contracts/sales';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys, prefixes } from '../../shared/data/keys';
import { type WithNulls, withNulls } from '../../shared/data/nulls';
import { cursorOfKey, keyOfCursor } from './commission-entry';

const text = { type: 'string', required: true } as const;
const optional = { type: 'string' } as const;
const count = { type: 'number', required: true } as const;
const plan = { chunks: count, done: count, bill_period: text } as const;

/**
 * An order a brand's store sold that named a creator (docs/architecture.md section 5), as the ledger
 * recorded it, BRAND#{brandId} / SALE#{created_at}#{orderId}: the brand's Sales view (one Query, newest
 * first) and the order's state — who it is attributed to and why, every line's receipt, and how much of
 * each line refunds and cancellations have reversed. The ledger entries are under the creator
 * (commission-entry.ts). `needs_review`: outside the ledger's bounds (another currency, an absurd
 * amount): no entries, counted nowhere, shown with the reason until the brand dismisses it (`void`).
 */
export const saleEntity = defineEntity({
  model: { entity: 'sale', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    sale_sk: text,
    order_id: text,
    order_name: text,
    brand_name: text,
    shop_domain: text,
    creator_id: optional,
    creator_username: optional,
    status: { type: saleStatuses, required: true },
    /** Free-form JSON kept as written (its nulls included): SaleAttribution. */
    attribution: { type: 'any' },
    /** Held: why (the fraud signals' reasons); unattributed: why the named creator earns nothing. */
    status_reason: optional,
    /** Issue 36: the fraud signals that held it, with their evidence (SignalHit[], kept as written). */
    signals: { type: 'any' },
    /** The shopper's e-mail (erased on Shopify's customers/redact and shop/redact). */
    customer_email: optional,
    currency: text,
    created_at: text,
    hold_until: text,
    cancelled_at: optional,
    /** SaleLine[], kept as written (their nulls included). */
    lines: { type: 'any', required: true },
    /** Attributed sales: the commissionable lines' bases, net of reversals. */
    sale_cents: count,
    /** Commission, net of reversals. */
    commission_cents: count,
    /** Refunds already reversed (their ids): a redelivered refund reverses nothing more. */
    refund_ids: { type: 'list', items: { type: 'string' }, required: true },
    /** Bumped by every change after the first write: refunds and cancellations update on the version read. */
    version: count,
    recorded_at: text,
    /** Issue 21, tiers: the sale's number in the creator's UTC month with the brand (tiered brands only). */
    month_ordinal: { type: 'number' },
    /**
     * Issue 21: this sale reached a milestone; its bonus is still to be written (other-earnings.ts). Set
     * with the sale, removed in the bonus's own transaction: a redelivery or a retry finishes it, once.
     */
    bonus_due: {
      type: 'map',
      properties: { sales: count, amount_cents: count, month: text, bill_period: text },
    },
    dismissed_at: optional,
    /** Issue 36: when a signal held it (at recording, or with a later order's evidence). */
    held_at: optional,
    /**
     * Issue 36: held for review after its money was available, in a payout or paid (another order's
     * signal found it, hold-related-sales.ts): its entries and the totals were left as they were — it
     * still counts. Released, the review ends; voided, its commission is clawed back (decide-held-sale.ts).
     */
    review_only: { type: 'boolean' },
    /** The operators' review queue across brands (directory REVIEW, sparse): set while held. */
    gsi2pk: { type: 'string', hidden: true },
    gsi2sk: { type: 'string', hidden: true },
    /**
     * Issue 21: the sale counts in its creator's days with the brand (sales-totals.ts brandCreatorDay):
     * set on every sale recorded since those counters exist, so its later changes (refunds, a released
     * hold) move them too. Absent on older sales: backfill-creator-days.ts counts such a sale once, as it
     * stands then, and sets it; until then their changes leave the days alone.
     */
    creator_days: { type: 'boolean' },
    /** The plan of an order recorded in several transactions (ledger-chunks.ts), while it is written. */
    recording: { type: 'map', properties: plan },
    /** The plan of a reversal written in several transactions; `parts`: ReversalPart[] (record-reversal.ts). */
    reversing: {
      type: 'map',
      properties: {
        ...plan,
        id: text,
        at: text,
        lost_conversion: count,
        parts: { type: 'any', required: true },
      },
    },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', '${sale_sk}') },
    review: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

/** The review queue's entry of a sale held at `heldAt` (docs/access-patterns.md: directory REVIEW). */
export const reviewIndexOf = (sale: { brand_id: string; sale_sk: string }, heldAt: string) => ({
  held_at: heldAt,
  gsi2pk: indexKeys.salesForReview,
  gsi2sk: `${heldAt}#${sale.brand_id}#${sale.sale_sk}`,
});

/**
 * SHOPORDER#{shop} / ORDER#{orderId} → the brand and sale that recorded it: refunds, cancellations and
 * Shopify's compliance requests name a shop and an order id only. Items written before this entity
 * hold neither as attributes: they are taken from the key.
 */
export const shopOrderEntity = defineEntity({
  model: { entity: 'shop-order', version: '1', service: SERVICE },
  attributes: {
    shop_domain: text,
    order_id: text,
    brand_id: text,
    sale_sk: text,
    creator_id: optional,
    customer_email: optional,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'SHOPORDER#${shop_domain}'), sk: tableKey('sk', 'ORDER#${order_id}') },
  },
});

/**
 * A line's receipt as the brand sees it, with the store's product id and, when it earns, its ledger
 * entry's sort key. The rate is frozen when the order is paid; the base is 0 for a line that earns nothing.
 */
export type SaleLine = Omit<z.infer<typeof saleLine>, 'outside_program' | 'rate_rule'> &
  Record<'shopify_product_id' | 'entry_sk', string | null> & {
    /** Absent on lines recorded before rules: their rate was the product's. */
    rate_rule?: string | null;
    /** The same rule in the creator's words, for the ledger entry (never shown to the brand). */
    creator_rate_rule?: string | null;
  };

/** The link's product, when attributed by a link. */
export type SaleAttribution = z.infer<typeof saleAttribution> & { link_product_id: string | null };

const NULLABLE = [
  'creator_id',
  'creator_username',
  'attribution',
  'status_reason',
  'customer_email',
  'cancelled_at',
] as const;

/** A sale with its in-progress markers (never shown: toSale drops them). */
export type SaleItem = WithNulls<
  Omit<EntityItem<typeof saleEntity>, 'lines' | 'attribution' | 'dismissed_at' | 'signals'> & {
    lines: SaleLine[];
    attribution?: SaleAttribution;
    /** Absent on sales held before signals (a self-referral) and on sales no signal held. */
    signals?: SignalHit[];
  },
  (typeof NULLABLE)[number]
>;

export type Sale = Omit<SaleItem, 'recording' | 'reversing' | 'bonus_due'>;

const SHOP_ORDER_NULLABLE = ['creator_id', 'customer_email'] as const;
export type ShopOrderItem = WithNulls<
  EntityItem<typeof shopOrderEntity>,
  (typeof SHOP_ORDER_NULLABLE)[number]
>;

/** The sale's sort key: newest first when read backwards, unique per order. */
export const saleSortKey = (createdAt: string, orderId: string): string =>
  `${prefixes.sale}${createdAt}#${orderId}`;

/** ElectroDB stores no nulls: the nullable fields absent from an item read back as null. */
export const toSaleItem = (data: object): SaleItem => {
  const { dismissed_at, ...item } = data as { dismissed_at?: string };
  return withNulls<SaleItem>(item, NULLABLE);
};

export const toSale = ({ recording, reversing, bonus_due, ...sale }: SaleItem): Sale => sale;

export const getSaleItem = async (brandId: string, saleSk: string): Promise<SaleItem | undefined> => {
  const { data } = await saleEntity.get({ brand_id: brandId, sale_sk: saleSk }).go({ consistent: true });
  return data ? toSaleItem(data) : undefined;
};

/** The order's pointer; its shop and order id are the key's (old items hold them nowhere else). */
export const toShopOrder = (shopDomain: string, orderId: string, data: object): ShopOrderItem =>
  withNulls<ShopOrderItem>({ ...data, shop_domain: shopDomain, order_id: orderId }, SHOP_ORDER_NULLABLE);

export const getShopOrder = async (shopDomain: string, orderId: string) => {
  const { data } = await shopOrderEntity
    .get({ shop_domain: shopDomain, order_id: orderId })
    .go({ consistent: true });
  return data ? toShopOrder(shopDomain, orderId, data) : undefined;
};

/** A sale's table key, as its entity composes it: where a page after that sale starts. */
export const saleKey = (brandId: string, saleSk: string) =>
  createConversions(saleEntity).byAccessPattern.primary.fromComposite.toKeys<{ pk: string; sk: string }>({
    brand_id: brandId,
    sale_sk: saleSk,
  });

/**
 * Access pattern "a brand's sales, newest first" (Sales, /api/v1/sales, /api/v1/commissions): one Query
 * per page after a sale's sort key, which is all a page's cursor carries.
 */
export const listSalesPageOfBrand = async (
  brandId: string,
  limit: number,
  afterSk?: string,
): Promise<{ sales: Sale[]; nextSk: string | null }> => {
  const page = await saleEntity.query
    .primary({ brand_id: brandId })
    .begins({ sale_sk: prefixes.sale })
    .go({ order: 'desc', limit, cursor: cursorOfKey(afterSk ? saleKey(brandId, afterSk) : undefined) });
  return {
    sales: page.data.map((item) => toSale(toSaleItem(item))),
    nextSk: page.cursor ? String(keyOfCursor(page.cursor).sk) : null,
  };
};
