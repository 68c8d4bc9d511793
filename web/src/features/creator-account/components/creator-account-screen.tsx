import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { PayoutAccountCard } from './payout-account-card';

/**
 * Account (/creator/account): the payout account's state with the way to set it up, and the e-mail
 * preferences. Stripe's hosted onboarding returns here (`?stripe=return`, or `?stripe=refresh` when its
 * link expired). `payoutSchedule` — when payouts are made, from the platform settings; `notifications`
 * — the e-mail preferences section (`#notifications`); both composed by the route.
 */
export const CreatorAccountScreen = ({
  payoutSchedule,
  notifications,
  yourData,
}: {
  payoutSchedule: ReactNode;
  notifications: ReactNode;
  /** Issue 35: Your data (download, close the account), composed by the route. */
  yourData?: ReactNode;
}) => (
  <PageContainer data-testid="creator-account">
    <PageHeader
      title="Account"
      description="How you get paid and which e-mails you get."
      actions={
        <>
          <Link to={paths.creator.profile.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            Profile Settings
          </Link>
          {/* Issue 35: two-factor sign-in. */}
          <Link
            to={paths.creator.accountSecurity.getHref()}
            className={buttonStyles({ variant: 'secondary' })}
          >
            Security
          </Link>
          {/* Issue 35: who may work in this workspace for the creator. */}
          <Link
            to={paths.creator.accountManagers.getHref()}
            className={buttonStyles({ variant: 'secondary' })}
          >
            Managers
          </Link>
        </>
      }
    />
    <div className="mt-6 grid gap-6">
      <PayoutAccountCard payoutSchedule={payoutSchedule} />
      {notifications}
      {yourData}
    </div>
  </PageContainer>
);
