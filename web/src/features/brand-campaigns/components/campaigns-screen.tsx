import type { ReactNode } from 'react';
import { MegaphoneIcon, UsersIcon } from '../../../../../ui/components/ui/icons';
import { TabbedQueryScreen } from '../../../components/layouts/tabbed-query-screen';
import { EmptyState } from '../../../components/ui/empty-state';
import type { TabItem } from '../../../components/ui/tabs';
import type { Application } from '../../../types/partnership';
import { useCampaigns } from '../api/get-campaigns';
import { ApplicationRow } from './application-row';
import { DiscountCodesPanel } from './discount-codes-panel';
import { PendingApplications } from './pending-applications';

const tabs = ['pending', 'active', 'codes', 'sales'] as const;

const noPending = (
  <EmptyState icon={<UsersIcon />} title="No pending applications" data-testid="pending-empty">
    When creators apply to promote your products, their applications wait here for you.
  </EmptyState>
);

const noActive = (
  <EmptyState icon={<MegaphoneIcon />} title="No active partnerships yet" data-testid="active-empty">
    Creators you approve get a referral link for the product and show here.
  </EmptyState>
);

/**
 * Influencers & Campaigns (/brand/campaigns, spec 2.4): applications, partnerships, discount codes, and
 * `sales` — the Sales tab's panel, from the brand-sales feature, composed by the route.
 */
export const CampaignsScreen = ({ sales }: { sales: ReactNode }) => {
  const campaigns = useCampaigns();
  return (
    <TabbedQueryScreen
      testId="brand-campaigns"
      title="Influencers & Campaigns"
      description="Decide on creators' applications, see who promotes your products, approve their codes, and follow their sales."
      query={campaigns}
      what="campaign data"
      tabs={tabs}
      tabsLabel="Campaign sections"
      items={(data) => {
        const pendingCodes = data.discount_codes.filter((code) => code.status === 'pending').length;
        return [
          {
            value: 'pending',
            label: `Pending Applications (${data.pending.length})`,
            panel: (
              <PendingApplications
                applications={data.pending}
                applicants={data.applicants}
                creators={data.creators}
                empty={noPending}
              />
            ),
          },
          applicationsTab('active', 'Active Partnerships', data.active, 'Active partnerships', noActive),
          {
            value: 'codes',
            label: `Discount Codes (${pendingCodes > 0 ? `${pendingCodes} pending` : data.discount_codes.length})`,
            panel: <DiscountCodesPanel codes={data.discount_codes} creators={data.creators} />,
          },
          { value: 'sales', label: 'Sales', panel: sales },
        ];
      }}
    />
  );
};

/** A tab of applications: its name with their count, the list (named `listLabel`) or `empty`. */
const applicationsTab = <Tab extends string>(
  value: Tab,
  title: string,
  applications: readonly Application[],
  listLabel: string,
  empty: ReactNode,
): TabItem<Tab> => ({
  value,
  label: `${title} (${applications.length})`,
  panel: <ApplicationList applications={applications} label={listLabel} empty={empty} />,
});

/** The applications of one tab, or its empty state. */
const ApplicationList = ({
  applications,
  label,
  empty,
}: {
  applications: readonly Application[];
  label: string;
  empty: ReactNode;
}) =>
  applications.length === 0 ? (
    empty
  ) : (
    <ul className="grid gap-3" aria-label={label}>
      {applications.map((application) => (
        <ApplicationRow key={application.id} application={application} />
      ))}
    </ul>
  );
