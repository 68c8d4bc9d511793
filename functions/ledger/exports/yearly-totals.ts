/**
 * A creator's year for an accountant (issue 21, item 5): per brand, what its ledger entries written in
 * the calendar year (UTC) add up to, by kind; per payout opened that year, its amount and status. Read
 * from the ledger itself, page by page (the same Queries as the CSV exports), so the screen, its CSV and
 * the ledger cannot disagree.
 */
import type { YearlyTotals } from '../../../contracts/exports';
import { entriesInRange, payoutsInRange } from '../entities/ledger-pages';
import { toPayoutView } from '../payouts/payout-view';

type BrandTotals = YearlyTotals['brands'][number];

export const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

export const yearlyTotalsOf = async (creatorId: string, year: number): Promise<YearlyTotals> => {
  const range = yearRange(year);
  const brands = new Map<string, BrandTotals>();
  for await (const page of entriesInRange(creatorId, range)) {
    for (const entry of page) {
      // Held and void entries are not earnings (creator-totals.ts counts them apart, or not at all).
      if (entry.status === 'held' || entry.status === 'void') continue;
      const totals = brands.get(entry.brand_id) ?? {
        brand_name: entry.brand_name,
        commission_cents: 0,
        content_cents: 0,
        credit_cashout_cents: 0,
        total_cents: 0,
        entry_count: 0,
      };
      if (entry.kind === 'ugc') totals.content_cents += entry.commission_cents;
      else if (entry.kind === 'credit_cashout') totals.credit_cashout_cents += entry.commission_cents;
      else totals.commission_cents += entry.commission_cents;
      totals.total_cents += entry.commission_cents;
      totals.entry_count += 1;
      brands.set(entry.brand_id, totals);
    }
  }
  const payouts: YearlyTotals['payouts'] = [];
  for await (const page of payoutsInRange(creatorId, range)) {
    for (const payout of page) {
      const view = toPayoutView(payout);
      payouts.push({
        payout_id: view.payout_id,
        status: view.status,
        created_at: view.created_at,
        paid_at: view.paid_at,
        amount_cents: view.amount_cents,
        entry_count: view.entry_count,
      });
    }
  }
  const byName = [...brands.values()].sort((a, b) => a.brand_name.localeCompare(b.brand_name));
  return {
    year,
    currency: 'USD',
    brands: byName,
    payouts,
    earned_cents: byName.reduce((sum, brand) => sum + brand.total_cents, 0),
    paid_out_cents: payouts
      .filter((payout) => payout.status === 'paid')
      .reduce((sum, payout) => sum + payout.amount_cents, 0),
  };
};
