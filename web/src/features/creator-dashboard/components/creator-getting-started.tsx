import type { CreatorChecklistStep } from '../../../../../contracts/getting-started';
import { paths } from '../../../../../ui/config/paths';
import { GettingStarted } from '../../../components/dashboard/getting-started';
import { useDismissChecklist } from '../api/dismiss-checklist';
import type { CreatorDashboard } from '../api/get-dashboard';

/** What each step asks and where it is done. */
const steps: Record<CreatorChecklistStep, { title: string; text: string; href: string }> = {
  profile_complete: {
    title: 'Complete your profile',
    text: 'A photo, your niches, platforms and audience size: what brands search by.',
    href: paths.creator.profile.getHref(),
  },
  storefront_ready: {
    title: 'Fill your storefront',
    text: 'Switch it on and add the products you promote.',
    href: paths.creator.storefront.getHref(),
  },
  first_application: {
    title: 'Apply to promote a product',
    text: 'Find products and brands that suit your audience.',
    href: paths.creator.explore.getHref(),
  },
  first_link_shared: {
    title: 'Share your first link',
    text: 'Copy a referral link and post it: it counts at the first click.',
    href: paths.creator.campaigns.getHref(),
  },
  first_sale: {
    title: 'Your first sale',
    text: 'Commission shows here once a shopper buys through your link or code.',
    href: paths.creator.payouts.getHref(),
  },
};

/** The creator's getting-started list, while the server sends one. */
export const CreatorGettingStarted = ({ data }: { data: CreatorDashboard }) => {
  const dismiss = useDismissChecklist();
  if (!data.checklist) return null;
  return (
    <GettingStarted
      description="Five steps from sign-up to your first commission."
      steps={data.checklist.steps.map(({ step, done }) => ({ step, done, ...steps[step] }))}
      dismiss={dismiss}
    />
  );
};
