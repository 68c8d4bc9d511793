/**
 * orders/paid → the commission ledger (docs/architecture.md section 5). One transaction writes the sale (the
 * brand's record of the order), the shop-order pointer, one ledger entry per commissionable line and
 * every running total it moves; the sale's conditional Put makes the order count once, whatever the
 * webhook id or how often it is delivered. An order with more lines than one transaction holds is
 * written in several (ledger-chunks.ts): a redelivery after a failure between them completes it.
 * An order outside the ledger's bounds (order-review.ts) is recorded as needs_review, counted nowhere.
 *
 * The steps, each in its own file under order-paid/: read what the order needs (order-context.ts), the
 * facts of the sale (sale-facts.ts), plan it (sale-plan.ts) and write it (write-sale.ts), complete a
 * recording in parts (complete-recording.ts), pay a milestone bonus it reached (pay-bonus-due.ts).
 *
 * The delivery goes one way (issue 32): integrations verify and store it, and the event names the shop's
 * brand as the webhook endpoint found it; nothing here calls integrations back.
 */

import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import { log } from '../../shared/log';
import { countMetric } from '../../shared/metrics/count';
import { getSaleItem, getShopOrder, type Sale, type ShopOrderItem, toSale } from '../entities/sale';
import { holdRelatedSales } from '../fraud/hold-related-sales';
import { applyEarlyReversals } from './apply-early-reversals';
import { findAttribution } from './find-attribution';
import { type ChunkHooks, written } from './ledger-chunks';
import { completeRecording } from './order-paid/complete-recording';
import { readOrderContext } from './order-paid/order-context';
import { payBonusDue } from './order-paid/pay-bonus-due';
import type { RecordOutcome } from './order-paid/record-outcome';
import { type SaleFacts, saleFactsOf } from './order-paid/sale-facts';
import type { SalePlan } from './order-paid/sale-plan';
import { writeSaleTakingOrdinal } from './order-paid/write-sale';

export type { RecordOutcome } from './order-paid/record-outcome';

type Recorded = { outcome: RecordOutcome; sale?: Sale };

/** Issue 36: once the sale is written, the earlier sales its signals' evidence covers are held too. */
const withRelatedHeld = async (recorded: Promise<Recorded>, now: Date): Promise<Recorded> => {
  const result = await recorded;
  if (result.sale) await holdRelatedSales(result.sale, now);
  return result;
};

/** An order recorded before (a redelivery): completed if it was recorded in part, its bonus paid if due. */
const resumeRecordedOrder = async (
  pointer: ShopOrderItem,
  now: Date,
  hooks: ChunkHooks,
): Promise<Recorded> => {
  const recorded = await getSaleItem(pointer.brand_id, pointer.sale_sk);
  if (recorded?.recording)
    return withRelatedHeld(payBonusDue(await completeRecording(recorded, now, hooks)), now);
  // A milestone bonus not written yet (a failure after the sale's transaction): written now, once.
  if (recorded?.bonus_due) await payBonusDue({ outcome: 'duplicate', sale: toSale(recorded) });
  // Earlier sales its signals hold too, not all held yet (a failure after the sale's transaction).
  if (recorded) await holdRelatedSales(recorded, now);
  return { outcome: 'duplicate' };
};

/** After the sale's first transaction: the rest of a sale written in parts, then its milestone bonus. */
const finishRecording = async (facts: SaleFacts, plan: SalePlan, hooks: ChunkHooks): Promise<Recorded> => {
  const { sale, recording, bonusDue, earning } = plan;
  if (recording) {
    await hooks.afterTransaction?.(0, recording.chunks);
    const stored = await getSaleItem(facts.brandId, facts.saleSk);
    if (stored?.recording) return payBonusDue(await completeRecording(stored, facts.now, hooks));
  }
  if (bonusDue) await payBonusDue({ outcome: 'recorded', sale });
  log.info('order recorded', {
    orderId: facts.order.id,
    brandId: facts.brandId,
    creatorId: facts.creatorId,
    status: facts.status,
    lines: earning.length,
    commissionCents: sale.commission_cents,
    ...(facts.reviewReason ? { reviewReason: facts.reviewReason } : {}),
  });
  return { outcome: facts.status === 'attributed' ? 'recorded' : facts.status, sale };
};

const recordSale = async (detail: ShopifyOrderPaidV1, now: Date, hooks: ChunkHooks): Promise<Recorded> => {
  // The webhook endpoint normalized the shop and found the brand holding it (the event names both).
  const { order, shopDomain: shop, brandId } = detail;
  if (!brandId) return { outcome: 'store_not_connected' };
  const pointer = await getShopOrder(shop, order.id);
  // Recorded, or recorded in part before a failure: a redelivery completes it.
  if (pointer) return resumeRecordedOrder(pointer, now, hooks);
  const { attribution, link } = await findAttribution(brandId, order);
  if (!attribution.attributed) return { outcome: 'not_referred' };
  const context = await readOrderContext(brandId, attribution.creatorId, order);
  const facts = await saleFactsOf({ order, shop, brandId, attribution, link, now }, context);
  const { outcome, plan } = await writeSaleTakingOrdinal(facts);
  if (!written(outcome)) return { outcome: 'duplicate' };
  // The sale's conditional Put just succeeded: counted once per order, as it earns (held ones too).
  if (facts.status === 'attributed' || facts.status === 'held')
    countMetric('CommissionsRecorded', { orderId: order.id, brandId, status: facts.status });
  return withRelatedHeld(finishRecording(facts, plan, hooks), now);
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
): Promise<Recorded> => {
  const result = await recordSale(detail, now, hooks);
  if (result.outcome !== 'not_referred' && result.outcome !== 'store_not_connected')
    await applyEarlyReversals(detail.shopDomain, detail.order.id, now);
  return result;
};
