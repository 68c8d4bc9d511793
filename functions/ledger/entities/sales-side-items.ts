/**
 * What billing and payouts read and write on the sales side's item kinds — commission entries, the
 * creator's and the brand's stats, the payable-creator markers — as those entities' operations, which
 * join the money service's transactions by name.
 */
import { brandStatsEntity } from '../../catalogue';
import { transactional } from '../../shared/data/entity';
import { PAYABLE_CREATOR_SHARDS, prefixes } from '../../shared/data/keys';
import { availableIndexOf, type CommissionEntry, commissionEntity, toEntry } from './commission-entry';
import { creatorStatsEntity } from './creator-stats';
import { payableCreatorEntity } from './sales-totals';

export type EntryRef = Pick<
  CommissionEntry,
  'creator_id' | 'entry_sk' | 'commission_cents' | 'brand_id' | 'brand_name'
>;

/** The statuses a payout moves entries between. */
export type PayoutEntryStatus = 'available' | 'in_payout' | 'paid';

/**
 * The Update that moves one entry, guarded by where it must be now: out of the payable index into the
 * payout (available → in_payout), within the payout (in_payout → paid), or back to the payable balance
 * (in_payout | paid → available: a failed, cancelled or reversed payout).
 */
export const entryMove = (
  entry: EntryRef,
  from: PayoutEntryStatus,
  to: PayoutEntryStatus,
  payoutId: string,
) => {
  const update = transactional(commissionEntity).update(entry);
  const index = availableIndexOf(entry);
  const was = from as CommissionEntry['status'];
  if (from === 'available')
    return update
      .set({ status: to, payout_id: payoutId })
      .remove(['gsi1pk', 'gsi1sk'])
      .where((attr, op) => `${op.eq(attr.status, was)} AND ${op.eq(attr.gsi1pk, index.gsi1pk)}`)
      .commit();
  const moved = update.set({ status: to, ...(to === 'available' ? index : {}) });
  return (to === 'available' ? moved.remove(['payout_id']) : moved)
    .where((attr, op) => `${op.eq(attr.status, was)} AND ${op.eq(attr.payout_id, payoutId)}`)
    .commit();
};

/** The creator's totals for moving `cents` from one status to another. */
export const statusTotalsMove = (
  creatorId: string,
  from: PayoutEntryStatus,
  to: PayoutEntryStatus,
  cents: number,
) =>
  transactional(creatorStatsEntity)
    .update({ creatorId })
    .data((attr, op) => {
      op.add(attr[`commission_${from}_cents`], -cents);
      op.add(attr[`commission_${to}_cents`], cents);
    })
    .commit();

/** The creator's payable balance and the payout in flight, read consistently. */
export const readPayableState = async (creatorId: string) => {
  const { data } = await creatorStatsEntity
    .get({ creatorId })
    .go({ consistent: true, attributes: ['commission_available_cents', 'payout_in_flight'] });
  return { availableCents: data?.commission_available_cents ?? 0, inFlight: data?.payout_in_flight ?? null };
};

/** Takes the creator's one-payout-at-a-time lock for `payoutId`. */
export const takePayoutLock = (creatorId: string, payoutId: string) =>
  transactional(creatorStatsEntity)
    .update({ creatorId })
    .set({ payout_in_flight: payoutId })
    .where((attr, op) => op.notExists(attr.payout_in_flight))
    .commit();

/** Releases the lock, by the payout that holds it only. */
export const releasePayoutLock = (creatorId: string, payoutId: string) =>
  transactional(creatorStatsEntity)
    .update({ creatorId })
    .remove(['payout_in_flight'])
    .where((attr, op) => op.eq(attr.payout_in_flight, payoutId))
    .commit();

/**
 * Takes the creator off the payout run's list (the marker's Delete) on the condition that nothing is
 * payable and no payout is under way, so a release racing it keeps its mark.
 */
export const forgetSpentCreatorItems = (creatorId: string, shard: number) => ({
  spent: transactional(creatorStatsEntity)
    .check({ creatorId })
    .where(
      (attr, op) =>
        `(${op.notExists(attr.commission_available_cents)} OR ${op.lte(attr.commission_available_cents, 0)}) AND ${op.notExists(attr.payout_in_flight)}`,
    )
    .commit(),
  marker: transactional(payableCreatorEntity).delete({ shard, creator_id: creatorId }).commit(),
});

/** The brand's Commissions Paid grows, and what it owes shrinks, by `cents`. */
export const commissionsPaidMove = (brandId: string, cents: number) =>
  transactional(brandStatsEntity)
    .update({ brandId })
    .add({ commissions_paid_cents: cents, commissions_owed_cents: -cents })
    .commit();

/** One page of a shard of the payable-creators partition (the payout run): the markers, with their keys. */
export const listPayableCreatorsPage = async (shard: number, cursor: string | null) => {
  if (shard < 0 || shard >= PAYABLE_CREATOR_SHARDS) throw new Error(`No payable-creator shard ${shard}`);
  const page = await payableCreatorEntity.query.primary({ shard }).go({ cursor, data: 'includeKeys' });
  return { markers: page.data as { pk?: string; sk?: string; creator_id?: string }[], next: page.cursor };
};

/** One page (newest first, 500 items read at most) of a creator's ledger entries still pending. */
export const listPendingEntriesPage = async (creatorId: string, cursor: string | null) => {
  const page = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: prefixes.commissionEntry })
    .where((attr, op) => op.eq(attr.status, 'pending'))
    .go({ order: 'desc', limit: 500, pages: 1, cursor });
  return { entries: page.data.map(toEntry), next: page.cursor };
};
