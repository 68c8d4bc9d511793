import { transactional, writeTransaction } from '../../shared/data/entity';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { getEntries } from '../entities/commission-entry';
import { moneyService } from '../entities/money-service';
import { getPayout, payoutEntity } from '../entities/payout';
import { moveEntries } from '../payouts/move-entries';
import { payoutOutcomeEvents } from '../payouts/payout-announcements';
import { payableMarkerItem } from '../sales/release-matured-commissions';

/**
 * Consumer of StripeTransferReversed (webhook transfer.reversed): the money of a paid payout went back
 * to the platform, so the creator is owed it again. A full reversal turns the payout `reversed` and
 * returns its entries to the payable balance (the next payout pays them). The event carries the
 * transfer's total reversed so far; a repeat (the same total) changes nothing. A partial reversal is
 * recorded on the payout and logged for a person to settle: our ledger pays whole entries.
 */
export const handler = consumer('StripeTransferReversed', async (detail) => {
  const payoutId = detail.metadata.payout_id;
  const creatorId = detail.metadata.creator_id;
  if (!payoutId || !creatorId) return; // Not a payout's transfer.
  const payout = await getPayout(creatorId, payoutId);
  if (!payout || payout.transfer_id !== detail.transferId) {
    log.warn('reversed transfer names no payout of ours; nothing changed', { ...detail.metadata });
    return;
  }
  const full = detail.amountReversed >= payout.amount_cents;
  // A repeat of a reversal already recorded still finishes returning the entries (a crash between).
  // Conditional on the total recorded so far: a concurrent delivery applies it once. A full reversal
  // turns the payout `reversed`, with the reason the creator reads.
  // A full reversal tells the creator in the same transaction (PayoutFailed, once: paid → reversed).
  if (detail.amountReversed > payout.amount_reversed_cents) {
    const reason = 'The transfer was reversed; its amount is back in your balance for the next payout.';
    const recorded = await writeTransaction(
      moneyService,
      (): Record<string, unknown> => ({
        payout: transactional(payoutEntity)
          .update(payout)
          .set({
            amount_reversed_cents: detail.amountReversed,
            ...(full ? { status: 'reversed' as const, failure_reason: reason } : {}),
          })
          .where(
            (attr, op) =>
              `${op.eq(attr.amount_reversed_cents, payout.amount_reversed_cents)} AND ${op.eq(attr.status, 'paid')}`,
          )
          .commit(),
        ...(full
          ? payoutOutcomeEvents(payout, {
              status: 'failed',
              failure_code: 'transfer_reversed',
              failure_reason: reason,
            })
          : {}),
      }),
    );
    if (!recorded.ok && recorded.refused.length === 0)
      throw new Error(`Reversal of payout ${payoutId} not recorded: the transaction kept conflicting`);
  }
  const current = await getPayout(creatorId, payoutId);
  if (current?.status !== 'reversed') {
    if (!full)
      log.error('partial transfer reversal: settle by hand', {
        payoutId,
        creatorId,
        amount: payout.amount_cents,
        amountReversed: detail.amountReversed,
      });
    return;
  }
  const entries = (await getEntries(creatorId, payout.entry_sks)).filter(
    (entry) => entry.status === 'paid' && entry.payout_id === payoutId,
  );
  await moveEntries(entries, 'paid', 'available', payoutId, () => ({
    payable: payableMarkerItem(creatorId, new Date().toISOString()),
  }));
  if (entries.length > 0)
    log.info('payout reversed; entries back in the balance', { payoutId, entries: entries.length });
});
