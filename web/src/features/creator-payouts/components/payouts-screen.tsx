import type { ReactNode } from 'react';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { ExportRangeForm } from '../../../components/exports/export-range-form';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { usePayouts } from '../api/get-payouts';
import { EarningsBreakdown } from './earnings-breakdown';
import { PayoutHistory } from './payout-history';
import { PayoutSetupBanner } from './payout-setup-banner';
import { PayoutTiles } from './payout-tiles';
import { YearlyTotals } from './yearly-totals';

const tabs = ['breakdown', 'history', 'yearly'] as const;

/**
 * Earnings & Payouts (/creator/payouts, spec 2.5), from one call: the setup banner while the payout
 * account is not active, the tiles with Request Payout, and the tabs Earnings Breakdown and Payout
 * History (`?tab=history`). `payoutFrequency` is the schedule in force ("monthly" / "weekly"), from the
 * platform settings, composed by the route.
 */
export const PayoutsScreen = ({ payoutFrequency }: { payoutFrequency: ReactNode }) => {
  const payouts = usePayouts();
  const [tab, setTab] = useTabParam(tabs);

  return (
    <PageContainer data-testid="creator-payouts">
      <PageHeader title="Earnings & Payouts" description="Track your earnings and manage payouts" />
      <QueryState
        query={payouts}
        what="payout data"
        loading={
          <div
            className="flex min-h-64 items-center justify-center text-violet-700"
            data-testid="payouts-loading"
          >
            <Spinner size="lg" label="Loading earnings and payouts" />
          </div>
        }
        showDataDespiteError={(data) => data.pages.length > 0}
      >
        {(data) => {
          const [screen] = data.pages;
          if (!screen) return null;
          return (
            <>
              {screen.account.status !== 'active' && <PayoutSetupBanner frequency={payoutFrequency} />}
              <PayoutTiles screen={screen} />
              <div className="mt-8">
                <Tabs
                  label="Earnings and payouts"
                  value={tab}
                  onChange={setTab}
                  items={[
                    {
                      value: 'breakdown',
                      label: 'Earnings Breakdown',
                      panel: <EarningsBreakdown summary={screen.summary} balanceNote={screen.balance_note} />,
                    },
                    {
                      value: 'history',
                      label: 'Payout History',
                      panel: (
                        <>
                          <ExportRangeForm
                            kind="payouts"
                            title="Export payouts"
                            description="The payouts opened in the days you choose, one row per ledger line each pays (CSV)."
                          />
                          <PayoutHistory query={payouts} pages={data.pages} />
                        </>
                      ),
                    },
                    { value: 'yearly', label: 'Yearly Totals', panel: <YearlyTotals /> },
                  ]}
                />
              </div>
            </>
          );
        }}
      </QueryState>
    </PageContainer>
  );
};
