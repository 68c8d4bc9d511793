import type { ReactNode } from 'react';
import { TabbedQueryScreen } from '../../../components/layouts/tabbed-query-screen';
import { useCampaigns } from '../api/get-campaigns';
import { ActiveLinksTab } from './active-links-tab';
import { DiscountCodesTab } from './discount-codes-tab';
import { PendingTab } from './pending-tab';

const tabs = ['links', 'pending', 'codes', 'earnings'] as const;

/**
 * My Campaigns (/creator/campaigns, spec 2.5): Active Links, Pending Approval, Discount Codes, and
 * `earnings` — the Earnings tab's panel (the commission ledger), from creator-earnings, composed by the route.
 */
export const CampaignsScreen = ({ earnings }: { earnings: ReactNode }) => {
  const campaigns = useCampaigns();
  return (
    <TabbedQueryScreen
      testId="creator-campaigns"
      title="My Campaigns"
      description="Your referral links and how they do, applications waiting for brands, your codes, and what you have earned."
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
        { value: 'earnings', label: 'Earnings', panel: earnings },
      ]}
    />
  );
};
