import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { CardListSkeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { type Campaigns, useCampaigns } from '../api/get-campaigns';
import { ActiveLinksTab } from './active-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { PendingTab } from './pending-tab';

const tabs = ['links', 'pending', 'codes'] as const;

/** My Campaigns (/creator/campaigns, spec 2.5): Active Links, Pending Approval, Discount Codes. */
export const CampaignsScreen = () => {
  const campaigns = useCampaigns();
  return (
    <PageContainer data-testid="creator-campaigns">
      <PageHeader
        title="My Campaigns"
        description="Your referral links and how they do, applications waiting for brands, and your codes."
      />
      <QueryState
        query={campaigns}
        what="campaign data"
        loading={<CardListSkeleton label="Loading campaign data" />}
      >
        {(data) => <CampaignTabs data={data} />}
      </QueryState>
    </PageContainer>
  );
};

const CampaignTabs = ({ data }: { data: Campaigns }) => {
  const [tab, setTab] = useTabParam(tabs);

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
