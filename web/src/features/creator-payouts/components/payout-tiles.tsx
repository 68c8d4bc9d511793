import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { DollarIcon } from '../../../../../ui/components/ui/workspace-icons';
import { formatUsd } from '../../../../../ui/utils/format';
import { StatCard } from '../../../components/ui/stat-card';
import type { PayoutsPage } from '../api/get-payouts';
import { RequestPayoutButton } from './request-payout-button';

/**
 * The four tiles of spec 2.5: Total Earnings, Pending Payouts (payable now: hold ended and the brand's
 * invoice paid), This Month, and the Request Payout button. Every figure comes from the ledger.
 */
export const PayoutTiles = ({ screen }: { screen: PayoutsPage }) => {
  const { summary } = screen;
  return (
    <section aria-labelledby="payout-totals" className="mt-6">
      <h2 id="payout-totals" className="sr-only">
        Totals
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <dl
          className="col-span-2 grid grid-cols-subgrid gap-3 sm:gap-4 lg:col-span-3"
          data-testid="payout-stats"
        >
          <StatCard
            label="Total Earnings"
            value={formatUsd(summary.total_earnings_cents)}
            icon={<DollarIcon />}
            note={`${formatUsd(summary.paid_out_cents)} paid out`}
            data-testid="stat-total-earnings"
          />
          <StatCard
            label="Pending Payouts"
            value={formatUsd(summary.pending_payouts_cents)}
            icon={<WalletIcon />}
            note={
              summary.on_hold_cents !== 0
                ? `${formatUsd(summary.on_hold_cents)} not payable yet`
                : 'Ready to pay out'
            }
            data-testid="stat-pending-payouts"
          />
          <StatCard
            label="This Month"
            value={formatUsd(summary.this_month_cents)}
            icon={<DollarIcon />}
            note="Earned since the 1st"
            data-testid="stat-this-month"
          />
        </dl>
        <div className="col-span-2 sm:col-span-1">
          <RequestPayoutButton
            blockedBy={screen.request_blocked_by}
            payableCents={summary.pending_payouts_cents}
            balanceNote={screen.balance_note}
          />
        </div>
      </div>
    </section>
  );
};
