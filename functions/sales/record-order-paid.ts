/**
 * orders/paid → the commission ledger (DESIGN.md section 5). One transaction writes the sale (the
 * brand's record of the order), the shop-order pointer, one ledger entry per commissionable line and
 * every running total it moves; the sale's conditional Put makes the order count once, whatever the
 * webhook id or how often it is delivered.
 */
import type { ShopifyOrderLineV1, ShopifyOrderPaidV1 } from '../../events/schemas/shopify-order-paid';
import { openBillPeriod } from '../billing/open-bill-period';
import { batchGetItems } from '../shared/data/batch-get';
import { isConditionFailure, tableName } from '../shared/data/client';
import { getBrand } from '../shared/data/entities/brand';
import {
  type CommissionEntry,
  type CommissionStatus,
  entryItem,
  saleEntrySortKey,
} from '../shared/data/entities/commission-entry';
import { getCreator } from '../shared/data/entities/creator';
import { outboxEvent } from '../shared/data/entities/outbox-event';
import { importedProductId, type Product } from '../shared/data/entities/product';
import { getProfile } from '../shared/data/entities/profile';
import { isBlacklisted } from '../shared/data/entities/relationship';
import {
  getShopOrder,
  type Sale,
  type SaleLine,
  type SaleStatus,
  saleSortKey,
} from '../shared/data/entities/sale';
import { normalizedStoreDomain, storeHolder } from '../shared/data/entities/store-claim';
import { keys } from '../shared/data/keys';
import { TRANSACTION_ITEM_LIMIT, transactWriteWithRetry } from '../shared/data/transactions';
import { log } from '../shared/log';
import { platformSettings } from '../shared/platform-settings';
import { lineBaseCents, lineCommissionCents, percentToBasisPoints } from './commission-arithmetic';
import { findAttribution } from './find-attribution';
import { ledgerCounterUpdates } from './ledger-counters';

const DAY_MS = 24 * 3600 * 1000;

export const SELF_REFERRAL_REASON =
  "Self-referral: the shopper's e-mail is the creator's own account e-mail. Held until the brand releases or voids it.";
export const BLOCKED_REASON =
  'The brand has blocked this creator: the sale is not attributed and earns nothing.';

export type RecordOutcome =
  | 'recorded'
  | 'held'
  | 'unattributed'
  | 'duplicate'
  | 'not_referred'
  | 'store_not_connected';

const lineOf = (line: ShopifyOrderLineV1, product: Product | undefined, blocked: boolean): SaleLine => {
  const commissionable = !blocked && !!product?.available_to_influencers;
  const reason = blocked
    ? BLOCKED_REASON
    : !line.productId
      ? 'A custom line with no product: not part of any program.'
      : !product
        ? "This product is not in the brand's catalogue on the marketplace."
        : !product.available_to_influencers
          ? "This product is paused: it is not in the brand's program."
          : null;
  const base = commissionable ? lineBaseCents(line) : 0;
  const rate = commissionable && product ? product.commission_percentage : null;
  return {
    line_id: line.id,
    shopify_product_id: line.productId,
    product_id: product?.id ?? null,
    product_name: product?.name ?? line.title,
    quantity: line.quantity,
    price_cents: line.priceCents,
    discount_cents: line.discountCents,
    base_cents: base,
    rate_percentage: rate,
    commission_cents: rate === null ? 0 : lineCommissionCents(base, percentToBasisPoints(rate)),
    commissionable,
    reason,
    entry_sk: null,
    reversed_quantity: 0,
    reversed_base_cents: 0,
    reversed_commission_cents: 0,
  };
};

export const recordOrderPaid = async (
  detail: ShopifyOrderPaidV1,
  now: Date = new Date(),
): Promise<{ outcome: RecordOutcome; sale?: Sale }> => {
  const { order } = detail;
  const shop = normalizedStoreDomain(detail.shopDomain);
  const brandId = shop ? await storeHolder(shop) : undefined;
  if (!shop || !brandId) return { outcome: 'store_not_connected' };
  if (await getShopOrder(shop, order.id)) return { outcome: 'duplicate' };

  const { attribution, link } = await findAttribution(brandId, order);
  if (!attribution.attributed) return { outcome: 'not_referred' };
  const creatorId = attribution.creatorId;
  const [brand, creator, profile, blocked] = await Promise.all([
    getBrand(brandId),
    getCreator(creatorId),
    getProfile(creatorId),
    isBlacklisted(brandId, creatorId),
  ]);
  const productIds = order.lineItems.map((line) =>
    line.productId ? importedProductId(brandId, line.productId) : null,
  );
  const products = new Map(
    (
      await batchGetItems<Product & Record<string, unknown>>(
        [...new Set(productIds.filter((id): id is string => id !== null))].map((id) =>
          keys.product(brandId, id),
        ),
        { consistentRead: true },
      )
    ).map((product) => [product.id, product]),
  );

  const selfReferral =
    !!order.email &&
    !!profile?.email &&
    profile.email.trim().toLowerCase() === order.email.trim().toLowerCase();
  const status: SaleStatus = blocked ? 'unattributed' : selfReferral ? 'held' : 'attributed';
  const createdAt = new Date(order.createdAt).toISOString();
  const holdUntil = new Date(
    new Date(createdAt).getTime() + platformSettings.commissionHoldDays * DAY_MS,
  ).toISOString();
  // Always pending first, even when the hold is already over (an old order delivered late): whether it
  // is payable also depends on the brand's invoice, which the release checks (release-matured-commissions).
  const entryStatus: CommissionStatus = status === 'held' ? 'held' : 'pending';
  const saleSk = saleSortKey(createdAt, order.id);
  const billPeriod = await openBillPeriod(brandId, now);
  const lines = order.lineItems.map((line, index) =>
    lineOf(line, productIds[index] ? products.get(productIds[index] ?? '') : undefined, blocked),
  );

  const entries: CommissionEntry[] =
    status === 'unattributed'
      ? []
      : lines.flatMap((line) => {
          if (!line.commissionable || line.rate_percentage === null) return [];
          line.entry_sk = saleEntrySortKey(createdAt, order.id, line.line_id);
          return [
            {
              entry_sk: line.entry_sk,
              creator_id: creatorId,
              brand_id: brandId,
              brand_name: brand?.brand_name ?? '',
              order_id: order.id,
              order_name: order.name,
              sale_sk: saleSk,
              line_id: line.line_id,
              product_id: line.product_id,
              product_name: line.product_name,
              link_code: attribution.method === 'link' ? attribution.via : null,
              kind: 'sale' as const,
              reverses: null,
              refund_id: null,
              quantity: line.quantity,
              price_cents: line.price_cents,
              discount_cents: line.discount_cents,
              base_cents: line.base_cents,
              rate_percentage: line.rate_percentage,
              commission_cents: line.commission_cents,
              status: entryStatus,
              hold_until: holdUntil,
              bill_period: billPeriod,
              attribution_method: attribution.method,
              attribution_via: attribution.via,
              explanation: `(${line.quantity} × ${(line.price_cents / 100).toFixed(2)} − ${(line.discount_cents / 100).toFixed(2)} discount) × ${line.rate_percentage}% = ${(line.commission_cents / 100).toFixed(2)}, rounded half-up to the cent. ${attribution.explanation}`,
              created_at: createdAt,
            },
          ];
        });

  const saleCents = entries.reduce((sum, entry) => sum + entry.base_cents, 0);
  const commissionCents = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
  const sale: Sale = {
    order_id: order.id,
    order_name: order.name,
    sale_sk: saleSk,
    brand_id: brandId,
    brand_name: brand?.brand_name ?? '',
    shop_domain: shop,
    creator_id: creatorId,
    creator_username: creator?.username ?? null,
    status,
    attribution: {
      method: attribution.method,
      via: attribution.via,
      overruled_code: attribution.overruled_code,
      explanation: attribution.explanation,
      link_product_id: link?.productId ?? null,
    },
    status_reason: blocked ? BLOCKED_REASON : selfReferral ? SELF_REFERRAL_REASON : null,
    customer_email: order.email,
    currency: order.currency,
    created_at: createdAt,
    hold_until: holdUntil,
    cancelled_at: null,
    lines,
    sale_cents: status === 'unattributed' ? 0 : saleCents,
    commission_cents: status === 'unattributed' ? 0 : commissionCents,
    refund_ids: [],
    version: 0,
    recorded_at: now.toISOString(),
  };

  const counters =
    status === 'unattributed' || entries.length === 0
      ? []
      : ledgerCounterUpdates(
          {
            brandId,
            creatorId,
            day: createdAt.slice(0, 10),
            linkCode: attribution.method === 'link' ? attribution.via : null,
            viaDiscountCode: attribution.method === 'code',
            billPeriod,
          },
          {
            conversions: 1,
            salesCents: saleCents,
            commissionCents,
            byStatus: { [entryStatus]: commissionCents },
            counted: status === 'attributed',
          },
        );
  const items = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.sale(brandId, saleSk), type: 'sale', ...sale },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.shopOrder(shop, order.id),
          type: 'shop-order',
          brand_id: brandId,
          sale_sk: saleSk,
          creator_id: creatorId,
          customer_email: order.email,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...entries.map((entry) => ({
      Put: {
        TableName: tableName(),
        Item: entryItem(entry),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...counters,
    ...(status === 'attributed' && entries.length > 0
      ? [
          outboxEvent(
            'SaleAttributed',
            {
              version: 1,
              creatorId,
              brandId,
              saleId: saleSk,
              saleCents,
              commissionCents,
              orderedAt: createdAt,
            },
            now,
          ).write,
        ]
      : []),
  ];
  if (items.length > TRANSACTION_ITEM_LIMIT) {
    // 90+ commissionable lines on one order: beyond one transaction. Parked in the dead-letter queue
    // (with this message) rather than recorded in parts that could count twice.
    throw new Error(
      `Order ${order.id} has ${entries.length} commissionable lines; at most ${TRANSACTION_ITEM_LIMIT - 2 - counters.length} fit one ledger transaction`,
    );
  }
  try {
    await transactWriteWithRetry(items);
  } catch (error) {
    if (isConditionFailure(error)) return { outcome: 'duplicate' };
    throw error;
  }
  log.info('order recorded', {
    orderId: order.id,
    brandId,
    creatorId,
    status,
    lines: entries.length,
    commissionCents,
  });
  return { outcome: status === 'attributed' ? 'recorded' : status, sale };
};
