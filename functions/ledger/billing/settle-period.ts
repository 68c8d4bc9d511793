/**
 * A brand's billing period is settled when its invoice is paid, or when the month bills nothing (nothing
 * attributed, or refunds that outweigh it and are carried forward as credit). Creators are paid from
 * money received: a commission becomes payable once its hold has ended AND its period is settled
 * (functions/ledger/sales/release-matured-commissions.ts). Settling is a conditional write on the period's
 * billing counter (once), in the same transaction as what settles it and the BillPeriodSettled event
 * that releases the commissions already waiting for it.
 */
import { transactional, writeTransaction } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { billingPeriodEntity, type SettledBy } from '../entities/billing-period';
import { moneyService } from '../entities/money-service';

export type { SettledBy } from '../entities/billing-period';
export { isPeriodSettled, listPeriodsSettledOn, periodSettledCheck } from '../entities/billing-period';

/**
 * The named operations that settle the period once (into SETTLED#{day}, the release's backstop) and
 * announce it, to join a transaction.
 */
export const settlePeriodOperations = (brandId: string, period: string, settledBy: SettledBy, at: Date) => ({
  settled: transactional(billingPeriodEntity)
    .update({ brand_id: brandId, period })
    .set({
      settled_at: at.toISOString(),
      settled_by: settledBy,
      gsi2pk: indexKeys.periodsSettledOn(at.toISOString().slice(0, 10)),
      gsi2sk: `${brandId}#${period}`,
    })
    .where((attr, op) => op.notExists(attr.settled_at))
    .commit(),
  settledEvent: transactional(outboxEntity)
    .create(outboxEvent('BillPeriodSettled', { version: 1, brandId, period, settledBy }, at).item)
    .commit(),
});

/** Settles a period that bills nothing; false when it was settled already. */
export const settleNothingDue = async (
  brandId: string,
  period: string,
  at = new Date(),
): Promise<boolean> => {
  const outcome = await writeTransaction(moneyService, () =>
    settlePeriodOperations(brandId, period, 'nothing_due', at),
  );
  if (outcome.ok) return true;
  if (outcome.refused.length > 0) return false;
  throw new Error(`Period ${brandId} ${period} not settled: the transaction kept conflicting`);
};
