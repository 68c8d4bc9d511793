import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { RecentSignInsCard } from './recent-sign-ins-card';
import { SignedInDevicesCard } from './signed-in-devices-card';

/**
 * Account → Security (issue 35): signed-in devices and recent sign-ins. `children` takes the screen's
 * other cards (two-factor sign-in), composed by the route.
 */
export const SecurityScreen = ({ children }: { children?: ReactNode }) => (
  <PageContainer data-testid="account-security">
    <PageHeader title="Security" description="Where your account is signed in, and how." />
    <div className="mt-6 grid gap-6">
      {children}
      <SignedInDevicesCard />
      <RecentSignInsCard />
    </div>
  </PageContainer>
);
