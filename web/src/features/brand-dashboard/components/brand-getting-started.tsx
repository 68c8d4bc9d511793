import type { BrandChecklistStep } from '../../../../../contracts/getting-started';
import { paths } from '../../../../../ui/config/paths';
import { GettingStarted } from '../../../components/dashboard/getting-started';
import { useDismissChecklist } from '../api/dismiss-checklist';
import type { Dashboard } from '../api/get-dashboard';

/** What each step asks and where it is done; an approval is on Campaigns, an invitation in the directory. */
const stepsOf = (
  pending: number,
): Record<BrandChecklistStep, { title: string; text: string; href: string }> => ({
  connect_store: {
    title: 'Connect your store',
    text: 'Your products and orders come from it.',
    href: paths.brand.onboarding.getHref('store'),
  },
  products_live: {
    title: 'Make products available',
    text: 'Switch products to Live so creators can promote them.',
    href: paths.brand.products.getHref(),
  },
  commissions_set: {
    title: 'Set your commissions',
    text: 'Choose what creators earn on each sale.',
    href: paths.brand.products.getHref(),
  },
  creator_partnered: {
    title: 'Invite or approve a creator',
    text:
      pending > 0
        ? 'Creators have applied: review their applications.'
        : 'Invite creators from the directory, or approve those who apply.',
    href: pending > 0 ? paths.brand.campaigns.getHref() : paths.brand.creators.getHref(),
  },
  first_sale: {
    title: 'Your first sale',
    text: "It counts when a shopper buys through a creator's link or code.",
    href: paths.brand.campaigns.getHref(),
  },
});

/** The brand's getting-started list, while the server sends one. */
export const BrandGettingStarted = ({ data }: { data: Dashboard }) => {
  const dismiss = useDismissChecklist();
  if (!data.checklist) return null;
  const texts = stepsOf(data.pending_applications);
  return (
    <GettingStarted
      description="Five steps from sign-up to your first sale through creators."
      steps={data.checklist.steps.map(({ step, done }) => ({ step, done, ...texts[step] }))}
      dismiss={dismiss}
    />
  );
};
