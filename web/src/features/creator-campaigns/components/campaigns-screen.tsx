import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/layouts/load-error';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { type Campaigns, useCampaigns } from '../api/get-campaigns';
import { ActiveLinksTab } from './active-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { PendingTab } from './pending-tab';

const tabs = ['links', 'pending', 'codes'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** My Campaigns (/creator/campaigns, spec 2.5): Active Links, Pending Approval, Discount Codes. */
export const CampaignsScreen = () => {
  const campaigns = useCampaigns();
  return (
    <PageContainer data-testid="creator-campaigns">
      <PageHeader
        title="My Campaigns"
        description="Your referral links and how they do, applications waiting for brands, and your codes."
      />
      {campaigns.isPending ? (
        <div className="mt-6 space-y-3" aria-busy="true">
          {[0, 1].map((key) => (
            <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-48" label={key === 0 ? 'Loading campaign data' : ''} />
              <Skeleton className="mt-3 h-4 w-2/3" label="" />
            </div>
          ))}
        </div>
      ) : campaigns.isError ? (
        <LoadError
          what="campaign data"
          onRetry={() => void campaigns.refetch()}
          isRetrying={campaigns.isRefetching}
        />
      ) : (
        <CampaignTabs data={campaigns.data} />
      )}
    </PageContainer>
  );
};

const CampaignTabs = ({ data }: { data: Campaigns }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'links';
  const setTab = (next: Tab) =>
    setSearchParams(next === 'links' ? {} : { tab: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mt-6">
      <Tabs
        label="Campaign sections"
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'links',
            label: `Active Links (${data.links.length})`,
            panel: <ActiveLinksTab links={data.links} />,
          },
          {
            value: 'pending',
            label: `Pending Approval (${data.pending.length})`,
            panel: <PendingTab pending={data.pending} denied={data.denied} />,
          },
          {
            value: 'codes',
            label: `Discount Codes (${data.discount_codes.length})`,
            panel: <DiscountCodesTab codes={data.discount_codes} />,
          },
        ]}
      />
    </div>
  );
};
