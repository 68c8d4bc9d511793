/**
 * orders/paid → the commission ledger (docs/architecture.md section 5). One transaction writes the sale (the
 * brand's record of the order), the shop-order pointer, one ledger entry per commissionable line and
 * every running total it moves; the sale's conditional Put makes the order count once, whatever the
 * webhook id or how often it is delivered. An order with more lines than one transaction holds is
 * written in several (ledger-chunks.ts): a redelivery after a failure between them completes it.
 * An order outside the ledger's bounds (order-review.ts) is recorded as needs_review, counted nowhere.
 */

import type { SaleStatus } from '../../../contracts/sales';
import type { ShopifyOrderLineV1, ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import {
  getBrand,
  getProductItems,
  getStoreCurrency,
  importedProductId,
  type ProductItem,
  productInProgramAt,
  recordStoreCurrencyIfUnknown,
} from '../../catalogue';
import { getCreator, getProfile } from '../../identity';
import { normalizedStoreDomain, storeHolder } from '../../integrations';
import { blacklistedSince } from '../../partnerships';
import { platformSettings } from '../../platform';
import { committed, writeTransaction } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { withoutNulls } from '../../shared/data/nulls';
import { log } from '../../shared/log';
import { formatUsdNumber } from '../../shared/money-text';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { DAY_MS } from '../../shared/time/days';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionEntry, type CommissionStatus, createEntry } from '../entities/commission-entry';
import { listTermsOfCreatorWithBrand } from '../entities/creator-term';
import { listOffersOfBrand } from '../entities/offer';
import { getMonthCount, getProgramTerms, monthCountStep } from '../entities/program-terms';
import {
  getSaleItem,
  getShopOrder,
  type Sale,
  type SaleItem,
  type SaleLine,
  saleEntity,
  saleSortKey,
  shopOrderEntity,
  toSale,
} from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { offerCandidates } from '../terms/offers';
import { lineRateRule } from '../terms/rate-of-line';
import type { RateCandidate } from '../terms/resolve-rate';
import {
  type Milestone,
  type MilestoneChange,
  milestonesAt,
  type TierChange,
  tierCandidate,
  tiersAt,
} from '../terms/tiers';
import { applyEarlyReversals } from './apply-early-reversals';
import { lineBaseCents, lineCommissionCents, percentToBasisPoints } from './commission-arithmetic';
import { findAttribution } from './find-attribution';
import { type ChunkHooks, chunksOf, progressUpdate, written } from './ledger-chunks';
import { ledgerCounterOperations } from './ledger-counters';
import { MAX_ORDER_LINES, orderReviewReason, PROGRAM_CURRENCY } from './order-review';
import { milestoneBonusWrites } from './other-earnings';
import { saleAttributedItem, saleHeldItems } from './sale-announcements';

export const SELF_REFERRAL_REASON =
  "Self-referral: the shopper's e-mail is the creator's own account e-mail. Held until the brand releases or voids it.";
export const BLOCKED_REASON =
  'The brand has blocked this creator: the sale is not attributed and earns nothing.';

export type RecordOutcome =
  | 'recorded'
  | 'held'
  | 'unattributed'
  | 'needs_review'
  | 'duplicate'
  | 'not_referred'
  | 'store_not_connected';

const lineOf = (
  line: ShopifyOrderLineV1,
  product: ProductItem | undefined,
  blocked: boolean,
  review: boolean,
  /** The rule that sets the line's rate (rate-of-line.ts), given its product. */
  rateOf: (product: ProductItem) => RateCandidate,
  /** The order's time: a product paused or deleted after it still earns (program-schedule.ts). */
  at: string,
): SaleLine => {
  const inProgram = !!product && productInProgramAt(product, at);
  const commissionable = !review && !blocked && inProgram;
  const reason = review
    ? null
    : blocked
      ? BLOCKED_REASON
      : !line.productId
        ? 'A custom line with no product: not part of any program.'
        : !product
          ? "This product is not in the brand's catalogue on the marketplace."
          : !inProgram
            ? product.deleted_at
              ? "This product was deleted: it was no longer in the brand's program when the order was placed."
              : "This product is paused: it was not in the brand's program when the order was placed."
            : null;
  const base = commissionable ? lineBaseCents(line) : 0;
  const rule = commissionable && product ? rateOf(product) : null;
  const rate = rule ? rule.percentage : null;
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
    rate_rule: rule?.brandLabel ?? null,
    creator_rate_rule: rule?.creatorLabel ?? null,
    commission_cents: rate === null ? 0 : lineCommissionCents(base, percentToBasisPoints(rate)),
    commissionable,
    reason,
    entry_sk: null,
    reversed_quantity: 0,
    reversed_base_cents: 0,
    reversed_commission_cents: 0,
  };
};

/** The sale's ledger entries, from the sale alone: a resumed recording writes exactly what was planned. */
const entriesOfSale = (sale: Sale, billPeriod: string): CommissionEntry[] => {
  if (sale.status === 'unattributed' || sale.status === 'needs_review' || !sale.creator_id) return [];
  const creatorId = sale.creator_id;
  const attribution = sale.attribution;
  const entryStatus: CommissionStatus = sale.status === 'held' ? 'held' : 'pending';
  return sale.lines.flatMap((line) => {
    if (!line.entry_sk || line.rate_percentage === null || !attribution) return [];
    return [
      {
        entry_sk: line.entry_sk,
        creator_id: creatorId,
        brand_id: sale.brand_id,
        brand_name: sale.brand_name,
        order_id: sale.order_id,
        order_name: sale.order_name,
        sale_sk: sale.sale_sk,
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
        ...(line.creator_rate_rule ? { rate_rule: line.creator_rate_rule } : {}),
        commission_cents: line.commission_cents,
        status: entryStatus,
        hold_until: sale.hold_until,
        bill_period: billPeriod,
        attribution_method: attribution.method,
        attribution_via: attribution.via,
        explanation: `(${line.quantity} × ${formatUsdNumber(line.price_cents)} − ${formatUsdNumber(line.discount_cents)} discount) × ${line.rate_percentage}%${line.creator_rate_rule ? ` (${line.creator_rate_rule})` : ''} = ${formatUsdNumber(line.commission_cents)}, rounded half-up to the cent. ${attribution.explanation}`,
        created_at: sale.created_at,
      },
    ];
  });
};

/**
 * Part `index` of the sale's entries as named transaction operations: the entries (conditional Puts),
 * the totals they move, and, in the last part, the conversion and the SaleAttributed announcement.
 */
const chunkOperations = (
  sale: Sale,
  entries: CommissionEntry[],
  billPeriod: string,
  last: boolean,
  now: Date,
): Record<string, TransactItem> => {
  if (sale.status === 'unattributed' || sale.status === 'needs_review' || !sale.creator_id) return {};
  const creatorId = sale.creator_id;
  const salesCents = entries.reduce((sum, entry) => sum + entry.base_cents, 0);
  const commissionCents = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
  const entryStatus: CommissionStatus = sale.status === 'held' ? 'held' : 'pending';
  const counters = ledgerCounterOperations(
    {
      brandId: sale.brand_id,
      creatorId,
      day: sale.created_at.slice(0, 10),
      linkCode: sale.attribution?.method === 'link' ? sale.attribution.via : null,
      viaDiscountCode: sale.attribution?.method === 'code',
      billPeriod,
      creatorDays: sale.creator_days === true,
    },
    {
      conversions: last ? 1 : 0,
      salesCents,
      commissionCents,
      byStatus: { [entryStatus]: commissionCents },
      counted: sale.status === 'attributed',
    },
  );
  return {
    ...Object.fromEntries(entries.map((entry, i) => [`entry${i}`, committed(createEntry(entry))])),
    ...counters,
    ...(last && sale.status === 'attributed'
      ? { saleAttributed: saleAttributedItem(sale, creatorId, now) }
      : {}),
  };
};

/**
 * Writes the parts of an order recorded in several transactions that are not written yet, from the
 * plan on the sale item. A part another worker wrote meanwhile (its condition refused) is read again,
 * never written twice.
 */
const completeRecording = async (
  start: SaleItem,
  now: Date,
  hooks: ChunkHooks,
): Promise<{ outcome: RecordOutcome; sale: Sale }> => {
  let item: SaleItem | undefined = start;
  while (item?.recording) {
    const { chunks, bill_period: billPeriod } = item.recording;
    const done: number = item.recording.done;
    const parts = chunksOf(entriesOfSale(item, billPeriod));
    const entries = parts[done] ?? [];
    const outcome = await writeTransaction(salesService, () => ({
      progress: progressUpdate(item as SaleItem, 'recording', done, chunks),
      ...chunkOperations(item as SaleItem, entries, billPeriod, done + 1 >= chunks, now),
    }));
    if (!written(outcome)) {
      // Another worker wrote this part meanwhile: read where it got to.
      const again: SaleItem | undefined = await getSaleItem(item.brand_id, item.sale_sk);
      if (again?.recording?.done === done)
        throw new Error(`Part ${done} of sale ${item.sale_sk} was refused while still due`);
      item = again;
      continue;
    }
    await hooks.afterTransaction?.(done, chunks);
    item = await getSaleItem(item.brand_id, item.sale_sk);
  }
  if (!item) throw new Error(`Sale ${start.sale_sk} disappeared while it was being recorded`);
  const sale = toSale(item);
  return { outcome: sale.status === 'attributed' ? 'recorded' : (sale.status as RecordOutcome), sale };
};

/**
 * Writes the milestone bonus a sale reached (its `bonus_due`), in one transaction with the marker's
 * removal (conditional on it still being there): a retry or a redelivery writes it once, never twice.
 */
const payBonusDue = async <R extends { sale?: Sale }>(result: R): Promise<R> => {
  if (!result.sale?.creator_id) return result;
  const item = await getSaleItem(result.sale.brand_id, result.sale.sale_sk);
  const due = item?.bonus_due;
  const creatorId = item?.creator_id;
  if (!item || !due || !creatorId) return result;
  const outcome = await writeTransaction(salesService, (entities) => ({
    sale: entities.sale
      .patch({ brand_id: item.brand_id, sale_sk: item.sale_sk })
      .remove(['bonus_due'])
      .where((attr, op) => op.exists(attr.bonus_due))
      .commit(),
    ...Object.fromEntries(
      milestoneBonusWrites({
        creatorId,
        brandId: item.brand_id,
        brandName: item.brand_name,
        month: due.month,
        sales: due.sales,
        amountCents: due.amount_cents,
        at: item.created_at,
        billPeriod: due.bill_period,
      }).map((write, i) => [`bonus${i}`, write]),
    ),
  }));
  // Refused: another delivery wrote it meanwhile.
  if (outcome.ok) log.info('milestone bonus written', { saleSk: item.sale_sk, sales: due.sales });
  else written(outcome);
  return result;
};

/** Attempts of a sale whose month ordinal another sale took first (tiered brands' concurrent orders). */
const ORDINAL_ATTEMPTS = 100;

const recordSale = async (
  detail: ShopifyOrderPaidV1,
  now: Date = new Date(),
  /** Test-only: a fault between transactions (never passed in production). */
  hooks: ChunkHooks = {},
): Promise<{ outcome: RecordOutcome; sale?: Sale }> => {
  const { order } = detail;
  const shop = normalizedStoreDomain(detail.shopDomain);
  const brandId = shop ? await storeHolder(shop) : undefined;
  if (!shop || !brandId) return { outcome: 'store_not_connected' };
  const pointer = await getShopOrder(shop, order.id);
  if (pointer) {
    // Recorded, or recorded in part before a failure: a redelivery completes it.
    const recorded = await getSaleItem(pointer.brand_id, pointer.sale_sk);
    if (recorded?.recording) return payBonusDue(await completeRecording(recorded, now, hooks));
    // A milestone bonus not written yet (a failure after the sale's transaction): written now, once.
    if (recorded?.bonus_due) await payBonusDue({ outcome: 'duplicate', sale: toSale(recorded) });
    return { outcome: 'duplicate' };
  }

  const { attribution, link } = await findAttribution(brandId, order);
  if (!attribution.attributed) return { outcome: 'not_referred' };
  const creatorId = attribution.creatorId;
  const [brand, creator, profile, blockedSince, storeCurrency, terms, program, offers] = await Promise.all([
    getBrand(brandId),
    getCreator(creatorId),
    getProfile(creatorId),
    blacklistedSince(brandId, creatorId),
    getStoreCurrency(brandId),
    listTermsOfCreatorWithBrand(brandId, creatorId),
    getProgramTerms(brandId),
    listOffersOfBrand(brandId, true),
  ]);
  // A store connected before its currency was recorded ran in the program's currency (USD).
  if (!storeCurrency) await recordStoreCurrencyIfUnknown(brandId, PROGRAM_CURRENCY);
  const reviewReason = orderReviewReason(order, PROGRAM_CURRENCY);
  const productIds = order.lineItems.map((line) =>
    line.productId ? importedProductId(brandId, line.productId) : null,
  );
  const products = new Map(
    (
      await getProductItems(
        productIds.filter((id): id is string => id !== null).map((id) => ({ brand_id: brandId, id })),
        { consistent: true, withDeleted: true },
      )
    ).map((product) => [product.id, product]),
  );

  const selfReferral =
    !!order.email &&
    !!profile?.email &&
    profile.email.trim().toLowerCase() === order.email.trim().toLowerCase();
  const createdAt = new Date(order.createdAt).toISOString();
  // Blacklisting is the one cut without notice, and never reaches back: orders placed before it earn.
  const blocked = blockedSince !== null && blockedSince <= createdAt;
  const status: SaleStatus = reviewReason
    ? 'needs_review'
    : blocked
      ? 'unattributed'
      : selfReferral
        ? 'held'
        : 'attributed';
  const holdUntil = new Date(
    new Date(createdAt).getTime() + platformSettings.commissionHoldDays * DAY_MS,
  ).toISOString();
  const saleSk = saleSortKey(createdAt, order.id);
  const billPeriod = await openBillPeriod(brandId, now);
  // The sale's number in the creator's month with the brand (UTC month of the order): read now, taken in
  // the sale's transaction on the count read (program-terms.ts), so 20 concurrent orders get 1..20 once
  // each. Only a brand with tiers needs it before writing; every attributed sale adds to the count.
  const month = createdAt.slice(0, 7);
  const tiers = tiersAt(program?.tier_changes as TierChange[] | undefined, createdAt);
  const milestones = milestonesAt(
    program?.milestone_changes as MilestoneChange[] | undefined,
    program?.milestones as Milestone[] | undefined,
    createdAt,
  );
  const offersFor = offerCandidates(offers, createdAt);
  const tiered = status === 'attributed' && (tiers.length > 0 || milestones.length > 0);
  /** The sale, its lines and its transaction, for the count read (null: a brand without tiers). */
  const write = async (countRead: number | null) => {
    const ordinal = countRead === null ? null : countRead + 1;
    const rateOf = lineRateRule({
      at: createdAt,
      terms,
      brandName: brand?.brand_name ?? '',
      creatorUsername: creator?.username ?? null,
      extra: (product) => {
        const tier = ordinal === null ? null : tierCandidate(tiers, ordinal);
        return [...offersFor(product.id), ...(tier ? [tier] : [])];
      },
    });
    const lines = order.lineItems.map((line, index) =>
      lineOf(
        line,
        productIds[index] ? products.get(productIds[index] ?? '') : undefined,
        blocked,
        reviewReason !== null,
        rateOf,
        createdAt,
      ),
    );
    if (status !== 'unattributed' && status !== 'needs_review') {
      for (const line of lines)
        if (line.commissionable && line.rate_percentage !== null)
          line.entry_sk = `${prefixes.commissionEntry}${createdAt}#${order.id}#${line.line_id}`;
    }
    const earning = lines.filter((line) => line.entry_sk !== null);
    const saleCents = earning.reduce((sum, line) => sum + line.base_cents, 0);
    const commissionCents = earning.reduce((sum, line) => sum + line.commission_cents, 0);
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
      status_reason: reviewReason ?? (blocked ? BLOCKED_REASON : selfReferral ? SELF_REFERRAL_REASON : null),
      customer_email: order.email,
      currency: order.currency,
      created_at: createdAt,
      hold_until: holdUntil,
      cancelled_at: null,
      // An order with more lines than a store order can have keeps the first ones for the brand to see:
      // the sale item holds every line and must stay below DynamoDB's 400 KB.
      lines: lines.length > MAX_ORDER_LINES ? lines.slice(0, 100) : lines,
      sale_cents: saleCents,
      commission_cents: commissionCents,
      refund_ids: [],
      version: 0,
      recorded_at: now.toISOString(),
      creator_days: true,
      ...(ordinal !== null && earning.length > 0 ? { month_ordinal: ordinal } : {}),
    };
    // The sale that reaches a milestone carries its bonus, written right after (payBonusDue).
    const milestone =
      ordinal !== null && earning.length > 0 ? milestones.find((m) => m.sales === ordinal) : undefined;
    const bonusDue = milestone
      ? { sales: milestone.sales, amount_cents: milestone.bonus_cents, month, bill_period: billPeriod }
      : undefined;

    const parts = chunksOf(entriesOfSale(sale, billPeriod));
    const recording =
      parts.length > 1 ? { chunks: parts.length, done: 1, bill_period: billPeriod } : undefined;
    // An attributed sale with lines in the program is one more in the creator's month with the brand.
    const monthCount: Record<string, TransactItem> =
      status === 'attributed' && earning.length > 0
        ? { monthCount: monthCountStep(brandId, creatorId, month, countRead) }
        : {};
    const outcome = await writeTransaction(salesService, () => ({
      // Conditional Puts: an order is recorded once, whatever the webhook id.
      sale: committed(
        saleEntity.create({
          ...withoutNulls(sale),
          ...(recording ? { recording } : {}),
          ...(bonusDue ? { bonus_due: bonusDue } : {}),
        }),
      ),
      shopOrder: committed(
        shopOrderEntity.create(
          withoutNulls({
            shop_domain: shop,
            order_id: order.id,
            brand_id: brandId,
            sale_sk: saleSk,
            creator_id: creatorId,
            customer_email: order.email,
          }),
        ),
      ),
      ...(earning.length > 0 ? chunkOperations(sale, parts[0] ?? [], billPeriod, !recording, now) : {}),
      ...monthCount,
      // Held (self-referral) or needs_review: the brand is told once, with the sale's conditional Put.
      ...saleHeldItems(sale, now),
    }));

    return { outcome, sale, earning, commissionCents, recording, bonusDue };
  };
  let written_: Awaited<ReturnType<typeof write>>;
  for (let attempt = 1; ; attempt++) {
    written_ = await write(tiered ? await getMonthCount(brandId, creatorId, month) : null);
    const { outcome } = written_;
    const ordinalTaken =
      !outcome.ok &&
      outcome.refused.length > 0 &&
      (outcome.refused as string[]).every((name) => name === 'monthCount');
    if (!ordinalTaken) break;
    // Another sale of this creator and brand took the ordinal read: read again and recompute the lines.
    if (attempt >= ORDINAL_ATTEMPTS) throw new Error(`Sale ${saleSk}: its month ordinal kept being taken`);
    // Full jitter on an exponential bound (20 ms, 40, 80 … up to 640): a burst of one creator's orders
    // spreads out instead of retrying in lockstep, each retry being a transaction that mostly fails again.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.random() * Math.min(640, 10 * 2 ** Math.min(attempt, 6))),
    );
  }
  const { outcome, sale, earning, commissionCents, recording, bonusDue } = written_;
  if (!written(outcome)) return { outcome: 'duplicate' };
  if (recording) {
    await hooks.afterTransaction?.(0, recording.chunks);
    const stored = await getSaleItem(brandId, saleSk);
    if (stored?.recording) return payBonusDue(await completeRecording(stored, now, hooks));
  }
  if (bonusDue) await payBonusDue({ outcome: 'recorded', sale });
  log.info('order recorded', {
    orderId: order.id,
    brandId,
    creatorId,
    status,
    lines: earning.length,
    commissionCents,
    ...(reviewReason ? { reviewReason } : {}),
  });
  return { outcome: status === 'attributed' ? 'recorded' : status, sale };
};

/**
 * The order (recordSale), then the refunds and cancellations that arrived before it (issue 31,
 * apply-early-reversals.ts). Also after a redelivery (`duplicate`): a failure between the two is
 * completed by the next delivery. An order the ledger does not record (naming no creator, or of a store
 * no brand holds) applies nothing: its kept reversals wait out their TTL, as a refund of such an order
 * that comes after it reverses nothing either.
 */
export const recordOrderPaid = async (
  detail: ShopifyOrderPaidV1,
  now: Date = new Date(),
  /** Test-only: a fault between transactions (never passed in production). */
  hooks: ChunkHooks = {},
): Promise<{ outcome: RecordOutcome; sale?: Sale }> => {
  const result = await recordSale(detail, now, hooks);
  const shop = normalizedStoreDomain(detail.shopDomain);
  if (shop && result.outcome !== 'not_referred' && result.outcome !== 'store_not_connected')
    await applyEarlyReversals(shop, detail.order.id, now);
  return result;
};
