import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { DollarIcon } from '../../../../../ui/components/ui/workspace-icons';
import { formatCount, formatUsd } from '../../../../../ui/utils/format';
import { StatCard } from '../../../components/ui/stat-card';
import type { CreditsScreenData } from '../api/get-credits';

/** The balance (what can be spent now) and what was earned and cashed out, from the ledger's totals. */
export const CreditTiles = ({ data }: { data: CreditsScreenData }) => (
  <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-span-2" data-testid="credit-stats">
    <StatCard
      label="Credit Balance"
      value={`${formatCount(data.balance)} credits`}
      icon={<GiftIcon />}
      note={`Worth ${formatUsd(data.balance * data.cashout.cents_per_credit)} if cashed out`}
      data-testid="credit-balance"
    />
    <StatCard
      label="Credits Earned"
      value={formatCount(data.earned_total)}
      icon={<DollarIcon />}
      note={`${formatUsd(data.cashout.cashed_out_cents)} cashed out so far`}
      data-testid="credits-earned"
    />
  </dl>
);
