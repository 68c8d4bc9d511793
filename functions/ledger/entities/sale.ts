import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { keys, prefixes } from '../../shared/data/keys';
import type { CommissionStatus } from './commission-entry';

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

export interface SaleItem extends Sale {
  pk: string;
  sk: string;
  type: 'sale';
  /** While an order too large for one transaction is being recorded (ledger-chunks.ts). */
  recording?: { chunks: number; done: number; bill_period: string };
  /** While a reversal too large for one transaction is being written: its plan and progress. */
  reversing?: {
    id: string;
    at: string;
    bill_period: string;
    chunks: number;
    done: number;
    lost_conversion: number;
    parts: ReversalPart[];
  };
}

export interface ShopOrderItem {
  pk: string;
  sk: string;
  type: 'shop-order';
  brand_id: string;
  sale_sk: string;
  creator_id: string | null;
  customer_email: string | null;
}

/** The sale's sort key: newest first when read backwards, unique per order. */
export const saleSortKey = (createdAt: string, orderId: string): string =>
  `${prefixes.sale}${createdAt}#${orderId}`;

export const toSale = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  recording: _recording,
  reversing: _reversing,
  ...sale
}: SaleItem): Sale => sale;

export const getShopOrder = async (
  shopDomain: string,
  orderId: string,
): Promise<ShopOrderItem | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.shopOrder(shopDomain, orderId),
      ConsistentRead: true,
    }),
  );
  return Item as ShopOrderItem | undefined;
};

export const getSaleItem = async (brandId: string, saleSk: string): Promise<SaleItem | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.sale(brandId, saleSk), ConsistentRead: true }),
  );
  return Item as SaleItem | undefined;
};

/** The sale a store order was recorded as, found through its shop-order pointer (two GetItems). */
export const findSaleOfOrder = async (shopDomain: string, orderId: string): Promise<SaleItem | undefined> => {
  const pointer = await getShopOrder(shopDomain, orderId);
  return pointer ? getSaleItem(pointer.brand_id, pointer.sale_sk) : undefined;
};

/** Access pattern "a brand's sales, newest first": one Query per page. */
export const listSalesOfBrand = async (
  brandId: string,
  options: { limit: number; after?: Record<string, unknown> },
): Promise<{ sales: Sale[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.sale },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.after ? { ExclusiveStartKey: options.after } : {}),
    }),
  );
  return {
    sales: (Items as SaleItem[]).map(toSale),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};

/** The orders recorded for one shop (compliance erasure): one Query on the shop's pointers. */
export const listShopOrders = async (shopDomain: string, after?: Record<string, unknown>) => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.shopOrder(shopDomain, '').pk },
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { orders: Items as ShopOrderItem[], next: LastEvaluatedKey };
};
