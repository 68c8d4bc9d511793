import { Link } from 'react-router-dom';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { DollarIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
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
      {screen.frozen && <FrozenNote frozen={screen.frozen} />}
    </section>
  );
};

/**
 * Issue 36 part 4: the part of these figures a suspension freezes, with why (payouts skip it until the
 * review ends; nothing is taken), and the way to appeal.
 */
const FrozenNote = ({ frozen }: { frozen: NonNullable<PayoutsPage['frozen']> }) => (
  <div
    role="note"
    className="mt-4 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-950"
    data-testid="frozen-note"
  >
    <p>
      <strong>{formatUsd(frozen.total_cents)} frozen</strong> ({formatUsd(frozen.pending_cents)} pending,{' '}
      {formatUsd(frozen.payable_cents)} payable) while your account is suspended:{' '}
      {frozen.suspensions.map((s) => `${s.brand_name ? `${s.brand_name}: ` : ''}${s.reason}`).join('; ')}.
      Payouts skip it until the review ends; it is not taken.{' '}
      <Link to={paths.creator.appeal.getHref()} className="font-semibold underline underline-offset-2">
        Appeal
      </Link>
    </p>
  </div>
);
