import { formatCents } from '../../../utils/format';
import type { PayoutsPage } from '../api/get-payouts';

/**
 * Earnings Breakdown (spec 2.5): commissions, content (UGC) and credit cashouts, each from the summary;
 * content and credit cashouts stay $0.00 until those features earn anything — computed, never written in.
 */
export const EarningsBreakdown = ({ summary }: { summary: PayoutsPage['summary'] }) => {
  const cards = [
    {
      title: 'Commission Earnings',
      cents: summary.commission_earnings_cents,
      note: 'From sales through your links and codes',
      testId: 'breakdown-commission',
    },
    {
      title: 'Content Earnings',
      cents: summary.content_earnings_cents,
      note: 'From content brands licensed from you',
      testId: 'breakdown-content',
    },
    {
      title: 'Credit Cashouts',
      cents: summary.credit_cashout_cents,
      note: 'Sample credits turned into cash',
      testId: 'breakdown-credits',
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" aria-label="Earnings by source">
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          data-testid={card.testId}
        >
          <h3 className="text-sm font-medium text-slate-600">{card.title}</h3>
          <p className="mt-2 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
            {formatCents(card.cents)}
          </p>
          <p className="mt-1 text-xs text-slate-500">{card.note}</p>
        </li>
      ))}
    </ul>
  );
};
