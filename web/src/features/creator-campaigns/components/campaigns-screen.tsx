import { TabbedQueryScreen } from '../../../components/layouts/tabbed-query-screen';
import { useCampaigns } from '../api/get-campaigns';
import { ActiveLinksTab } from './active-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { PendingTab } from './pending-tab';

const tabs = ['links', 'pending', 'codes'] as const;

/** My Campaigns (/creator/campaigns, spec 2.5): Active Links, Pending Approval, Discount Codes. */
export const CampaignsScreen = () => {
  const campaigns = useCampaigns();
  return (
    <TabbedQueryScreen
      testId="creator-campaigns"
      title="My Campaigns"
      description="Your referral links and how they do, applications waiting for brands, and your codes."
      query={campaigns}
      what="campaign data"
      tabs={tabs}
      tabsLabel="Campaign sections"
      items={(data) => [
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
  );
};
