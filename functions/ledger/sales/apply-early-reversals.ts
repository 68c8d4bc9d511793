/**
 * Issue 31: refunds and cancellations in any order (docs/architecture.md section 5, "Reversals"). Shopify
 * does not order its webhooks, and never redelivers one it got a 200 for: a refund or a cancellation that
 * arrives before its order is kept (early-reversal.ts, by record-reversal.ts) and applied here, right after
 * the order's recording, through the same recordReversal as a refund that comes after — the same
 * arithmetic, entries, totals, announcement and receipt.
 *
 * Idempotent, so it runs after every delivery of the order, a redelivery included: a failure between the
 * order's transactions and these completes on the next delivery. A reversal already applied (by an earlier
 * run, or by the refund's own consumer, which looks for the order again after keeping it) is a
 * `duplicate` of recordReversal and is only marked applied.
 */
import { log } from '../../shared/log';
import { listEarlyReversals, markEarlyReversalApplied } from '../entities/early-reversal';
import { recordReversal } from './record-reversal';

/** Applies the reversals kept for a recorded order (its normalized shop domain), oldest first. */
export const applyEarlyReversals = async (shop: string, orderId: string, now: Date): Promise<void> => {
  const waiting = (await listEarlyReversals(shop, orderId)).filter((reversal) => !reversal.appliedAt);
  for (const reversal of waiting) {
    const outcome = await recordReversal({
      shopDomain: shop,
      orderId,
      reversalId: reversal.reversalId,
      units: reversal.units,
      at: reversal.at,
    });
    // Anything else means the order has no sale after all: left for the delivery that records it.
    if (outcome !== 'reversed' && outcome !== 'duplicate') continue;
    await markEarlyReversalApplied(reversal, now);
    log.info('early reversal applied', { orderId, reversalId: reversal.reversalId, outcome });
  }
};
