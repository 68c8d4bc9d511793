import { listCreatorSalesOfMonth } from '../../ledger';
import { log } from '../../shared/log';
import { periodBefore } from '../../shared/time/period';
import { awardMilestoneOnce } from '../award-milestone';
import { type MonthSales, rankTopPerformers } from '../rank-top-performers';

export interface TopPerformerRunInput {
  /**
   * When the schedule fired (Scheduler's `<aws.scheduler.scheduled-time>`; locally the clock's instant).
   * The month ranked is the one before it, whatever the clock says, so a late or repeated run awards
   * the same month, and each award is once per creator and month.
   */
  scheduledTime?: string;
}

const AWARD_CONCURRENCY = 10;

/**
 * Top Performer (+200), the 1st of each month: ranks last month's creators by attributed sales, read
 * with one Query on the month's partition SALESMONTH#{yyyy-mm} (the ledger ADDs each sale there, in the
 * sale's transaction), and awards the top 10% once each.
 */
export const handler = async (
  input: TopPerformerRunInput | undefined,
): Promise<{ month: string; ranked: number; awarded: number }> => {
  const scheduled = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(scheduled.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const month = periodBefore(scheduled);
  const rows = await listCreatorSalesOfMonth(month);
  const winners = rankTopPerformers(
    rows.map(
      (row): MonthSales => ({ creator_id: row.creator_id, sales_cents: Number(row.sales_cents ?? 0) }),
    ),
  );
  let awarded = 0;
  for (let i = 0; i < winners.length; i += AWARD_CONCURRENCY) {
    const results = await Promise.all(
      winners
        .slice(i, i + AWARD_CONCURRENCY)
        .map((creatorId) =>
          awardMilestoneOnce({ creatorId, milestone: 'top_performer', period: month, at: scheduled }),
        ),
    );
    awarded += results.filter(Boolean).length;
  }
  log.info('top performers awarded', { month, ranked: rows.length, winners: winners.length, awarded });
  return { month, ranked: rows.length, awarded };
};
