import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { MegaphoneIcon, UsersIcon } from '../../../components/ui/icons';
import { CardListSkeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { type BrandCampaigns, useCampaigns } from '../api/get-campaigns';
import { ApplicationRow } from './application-row';
import { DiscountCodesPanel } from './discount-codes-panel';

const tabs = ['pending', 'active', 'codes'] as const;

/** Influencers & Campaigns (/brand/campaigns, spec 2.4): applications, partnerships, discount codes. */
export const CampaignsScreen = () => {
  const campaigns = useCampaigns();
  return (
    <PageContainer data-testid="brand-campaigns">
      <PageHeader
        title="Influencers & Campaigns"
        description="Decide on creators' applications, see who promotes your products, and approve their codes."
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

const CampaignTabs = ({ data }: { data: BrandCampaigns }) => {
  const [tab, setTab] = useTabParam(tabs);
  const pendingCodes = data.discount_codes.filter((code) => code.status === 'pending').length;

  return (
    <div className="mt-6">
      <Tabs
        label="Campaign sections"
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'pending',
            label: `Pending Applications (${data.pending.length})`,
            panel:
              data.pending.length === 0 ? (
                <EmptyState icon={<UsersIcon />} title="No pending applications" data-testid="pending-empty">
                  When creators apply to promote your products, their applications wait here for you.
                </EmptyState>
              ) : (
                <ul className="grid gap-3" aria-label="Pending applications">
                  {data.pending.map((application) => (
                    <ApplicationRow key={application.id} application={application} />
                  ))}
                </ul>
              ),
          },
          {
            value: 'active',
            label: `Active Partnerships (${data.active.length})`,
            panel:
              data.active.length === 0 ? (
                <EmptyState
                  icon={<MegaphoneIcon />}
                  title="No active partnerships yet"
                  data-testid="active-empty"
                >
                  Creators you approve get a referral link for the product and show here.
                </EmptyState>
              ) : (
                <ul className="grid gap-3" aria-label="Active partnerships">
                  {data.active.map((application) => (
                    <ApplicationRow key={application.id} application={application} />
                  ))}
                </ul>
              ),
          },
          {
            value: 'codes',
            label: `Discount Codes (${pendingCodes > 0 ? `${pendingCodes} pending` : data.discount_codes.length})`,
            panel: <DiscountCodesPanel codes={data.discount_codes} />,
          },
        ]}
      />
    </div>
  );
};
