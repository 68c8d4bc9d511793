/**
 * The sale's first transaction (docs/architecture.md section 5): the sale and the shop-order pointer as
 * conditional Puts (an order is recorded once, whatever the webhook id), the first part of its ledger
 * entries with the totals they move, the creator's month count, and the held-sale announcement. A sale
 * whose month ordinal another sale of the same creator and brand took meanwhile is planned again on a
 * fresh read of the count (the count's condition names the refusal).
 */
import { committed, type TransactionOutcome, writeTransaction } from '../../../shared/data/entity';
import { withoutNulls } from '../../../shared/data/nulls';
import type { TransactItem } from '../../../shared/outbox/outbox-event';
import { getMonthCount, monthCountStep } from '../../entities/program-terms';
import { reviewIndexOf, saleEntity, shopOrderEntity } from '../../entities/sale';
import { salesService } from '../../entities/sales-totals';
import { saleHeldItems } from '../sale-announcements';
import { saleChunkOperations } from './sale-entries';
import type { SaleFacts } from './sale-facts';
import { planSale, type SalePlan } from './sale-plan';

/** Attempts of a sale whose month ordinal another sale took first (tiered brands' concurrent orders). */
const ORDINAL_ATTEMPTS = 100;

const writeSale = (facts: SaleFacts, plan: SalePlan): Promise<TransactionOutcome<string>> => {
  const { sale, earning, recording, bonusDue, parts } = plan;
  // An attributed sale with lines in the program is one more in the creator's month with the brand.
  const monthCount: Record<string, TransactItem> =
    facts.status === 'attributed' && earning.length > 0
      ? { monthCount: monthCountStep(facts.brandId, facts.creatorId, facts.month, plan.countRead) }
      : {};
  return writeTransaction(salesService, () => ({
    sale: committed(
      saleEntity.create({
        ...withoutNulls(sale),
        // Held by a signal: in the operators' review queue until decided.
        ...(sale.status === 'held' ? reviewIndexOf(sale, facts.now.toISOString()) : {}),
        ...(recording ? { recording } : {}),
        ...(bonusDue ? { bonus_due: bonusDue } : {}),
      }),
    ),
    shopOrder: committed(
      shopOrderEntity.create(
        withoutNulls({
          shop_domain: facts.shop,
          order_id: facts.order.id,
          brand_id: facts.brandId,
          sale_sk: facts.saleSk,
          creator_id: facts.creatorId,
          customer_email: facts.order.email,
        }),
      ),
    ),
    ...(earning.length > 0
      ? saleChunkOperations(sale, parts[0] ?? [], facts.billPeriod, !recording, facts.now)
      : {}),
    ...monthCount,
    // Held (self-referral) or needs_review: the brand is told once, with the sale's conditional Put.
    ...saleHeldItems(sale, facts.now),
  }));
};

/** Only the month count refused: another sale of this creator and brand took the ordinal read. */
const ordinalTaken = (outcome: TransactionOutcome<string>): boolean =>
  !outcome.ok && outcome.refused.length > 0 && (outcome.refused as string[]).every((n) => n === 'monthCount');

/**
 * Writes the sale, reading the creator's month count first when the brand has tiers, so 20 concurrent
 * orders get ordinals 1..20 once each; the last plan is returned with the transaction's outcome.
 */
export const writeSaleTakingOrdinal = async (
  facts: SaleFacts,
): Promise<{ outcome: TransactionOutcome<string>; plan: SalePlan }> => {
  for (let attempt = 1; ; attempt++) {
    const countRead = facts.tiered ? await getMonthCount(facts.brandId, facts.creatorId, facts.month) : null;
    const plan = planSale(facts, countRead);
    const outcome = await writeSale(facts, plan);
    if (!ordinalTaken(outcome)) return { outcome, plan };
    // Another sale took the ordinal read: read again and recompute the lines.
    if (attempt >= ORDINAL_ATTEMPTS)
      throw new Error(`Sale ${facts.saleSk}: its month ordinal kept being taken`);
    // Full jitter on an exponential bound (20 ms, 40, 80 … up to 640): a burst of one creator's orders
    // spreads out instead of retrying in lockstep, each retry being a transaction that mostly fails again.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.random() * Math.min(640, 10 * 2 ** Math.min(attempt, 6))),
    );
  }
};
