import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';

/**
 * Account → Security (issue 35), for brands and creators alike: a stack of cards (two-factor sign-in
 * now; signed-in devices and sessions beside it later), each from its own feature, composed by the route.
 */
export const SecurityScreen = ({ accountHref, children }: { accountHref: string; children: ReactNode }) => (
  <PageContainer data-testid="account-security">
    <PageHeader
      title="Security"
      description="How you sign in, and what protects your account."
      actions={
        <Link to={accountHref} className={buttonStyles({ variant: 'secondary' })}>
          Back to Account
        </Link>
      }
    />
    <div className="mt-6 grid max-w-3xl gap-6">{children}</div>
  </PageContainer>
);
