import { formatUsd } from '../../../../../ui/utils/format';
import type { PayoutsPage } from '../api/get-payouts';

/**
 * Earnings Breakdown (spec 2.5): commissions, content (UGC) and credit cashouts, each from the summary;
 * content and credit cashouts stay $0.00 until those features earn anything — computed, never written in.
 */
export const EarningsBreakdown = ({
  summary,
  balanceNote = null,
}: {
  summary: PayoutsPage['summary'];
  balanceNote?: string | null;
}) => {
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
  // The same total split by where the money is (functions/ledger/sales/creator-totals.ts): the parts add up to it.
  const states = [
    { term: 'Not payable yet', cents: summary.on_hold_cents, testId: 'breakdown-on-hold' },
    { term: 'Payable', cents: summary.pending_payouts_cents, testId: 'breakdown-payable' },
    { term: 'In payout', cents: summary.in_payout_cents, testId: 'breakdown-in-payout' },
    { term: 'Paid', cents: summary.paid_out_cents, testId: 'breakdown-paid' },
  ];
  return (
    <div className="space-y-4">
      <Sources cards={cards} />
      <dl
        className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4"
        aria-label="Earnings by state"
        data-testid="breakdown-states"
      >
        {states.map((state) => (
          <div key={state.term} className="rounded-xl border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{state.term}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums" data-testid={state.testId}>
              {formatUsd(state.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {summary.on_hold_cents > 0 && (
        <p className="text-sm text-slate-700" data-testid="breakdown-not-payable-split">
          Not payable yet: {formatUsd(summary.hold_for_returns_cents)} in the 7-day hold for returns,{' '}
          {formatUsd(summary.awaiting_invoice_cents)} waiting for brands to pay their invoices.
        </p>
      )}
      {summary.held_cents !== 0 && (
        <p className="text-sm text-slate-700" data-testid="breakdown-held">
          {formatUsd(summary.held_cents)} more is held for the brand's review (self-referral): it is not in
          the total until the brand releases it.
        </p>
      )}
      {balanceNote && (
        <p className="text-sm text-slate-700" data-testid="breakdown-balance-note">
          {balanceNote}
        </p>
      )}
    </div>
  );
};

type SourceCard = { title: string; cents: number; note: string; testId: string };

const Sources = ({ cards }: { cards: readonly SourceCard[] }) => {
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
            {formatUsd(card.cents)}
          </p>
          <p className="mt-1 text-xs text-slate-500">{card.note}</p>
        </li>
      ))}
    </ul>
  );
};
