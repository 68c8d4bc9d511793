import { Spinner } from '../../../../../ui/components/ui/spinner';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useCredits } from '../api/get-credits';
import { CashOutForm } from './cash-out-form';
import { CreditHistory } from './credit-history';
import { CreditTiles } from './credit-tiles';
import { EarnCredits } from './earn-credits';
import { MySamples } from './my-samples';
import { SampleStore } from './sample-store';

const tabs = ['store', 'samples', 'earn', 'history'] as const;

/**
 * Sample Credits (/creator/credits, spec 2.5): the balance from the credits ledger, cash-out, and the
 * tabs Sample Store, My Samples (status and tracking), Earn Credits and History (`?tab=`). Nothing here is computed on page load:
 * milestones are awarded by events and read back.
 */
export const CreditsScreen = () => {
  const credits = useCredits();
  const [tab, setTab] = useTabParam(tabs);

  return (
    <PageContainer data-testid="creator-credits">
      <PageHeader title="Sample Credits" description="Earn credits and redeem them for product samples" />
      <QueryState
        query={credits}
        what="credits"
        loading={
          <div
            className="flex min-h-64 items-center justify-center text-violet-700"
            data-testid="credits-loading"
          >
            <Spinner size="lg" label="Loading your credits" />
          </div>
        }
      >
        {(data) => (
          <>
            <section aria-labelledby="credit-totals" className="mt-6 grid gap-3 sm:gap-4 lg:grid-cols-3">
              <h2 id="credit-totals" className="sr-only">
                Your credits
              </h2>
              <CreditTiles data={data} />
              <CashOutForm balance={data.balance} terms={data.cashout} />
            </section>
            <div className="mt-8">
              <Tabs
                label="Sample credits"
                value={tab}
                onChange={setTab}
                items={[
                  {
                    value: 'store',
                    label: 'Sample Store',
                    panel: <SampleStore balance={data.balance} address={data.shipping_address} />,
                  },
                  {
                    value: 'samples',
                    label: `My Samples (${data.sample_orders.length})`,
                    panel: <MySamples orders={data.sample_orders} />,
                  },
                  {
                    value: 'earn',
                    label: 'Earn Credits',
                    panel: <EarnCredits milestones={data.milestones} />,
                  },
                  { value: 'history', label: 'History', panel: <CreditHistory entries={data.history} /> },
                ]}
              />
            </div>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
};
