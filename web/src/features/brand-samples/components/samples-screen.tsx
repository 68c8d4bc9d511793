import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { RoleNote } from '../../../lib/brand-role';
import { useTabParam } from '../../../lib/use-tab-param';
import { useBrandSamples } from '../api/get-samples';
import { SampleCreatorTotals } from './sample-creator-totals';
import { SampleOrderList } from './sample-order-list';
import { SampleRequestList } from './sample-request-list';

const tabs = ['orders', 'requests', 'creators'] as const;

/**
 * Samples (/brand/samples): the samples creators redeemed with credits (sample orders, created in the
 * store and shipped there, with address, status and tracking), the samples they asked for from the brand
 * profile (sample requests), and per creator the samples' cost beside the sales they attributed since.
 */
export const SamplesScreen = () => {
  const samples = useBrandSamples();
  const [tab, setTab] = useTabParam(tabs);
  return (
    <PageContainer data-testid="brand-samples">
      <PageHeader
        title="Samples"
        description="Ship samples creators redeemed with credits or asked you for"
      />
      <RoleNote work="program" className="mt-4" />
      <div className="mt-6">
        <QueryState
          query={samples}
          what="samples"
          loading={<CardListSkeleton label="Loading samples" cards={3} />}
        >
          {(data) => {
            // Not shipped yet and not refused by the store: what the brand is waiting on.
            const pending = data.sample_orders.filter(
              (order) => order.status === 'pending' || order.status === 'ordered',
            ).length;
            return (
              <Tabs
                label="Samples"
                value={tab}
                onChange={setTab}
                items={[
                  {
                    value: 'orders',
                    label: `Sample Orders${pending > 0 ? ` (${pending} to ship)` : ''}`,
                    panel: <SampleOrderList orders={data.sample_orders} />,
                  },
                  {
                    value: 'requests',
                    label: `Sample Requests (${data.sample_requests.length})`,
                    panel: <SampleRequestList requests={data.sample_requests} creators={data.creators} />,
                  },
                  {
                    value: 'creators',
                    label: 'Cost & Sales',
                    panel: <SampleCreatorTotals totals={data.creator_totals} />,
                  },
                ]}
              />
            );
          }}
        </QueryState>
      </div>
    </PageContainer>
  );
};
