import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { ExploreScreen } from '../../features/marketplace/components/explore-screen';

// Only signed-in creators open it: kept out of the Explore chunk every visitor of /marketplace downloads.
const CreatorContentTab = lazy(async () => ({
  default: (await import('../../features/creator-ugc/components/content-tab')).CreatorContentTab,
}));

/** Explore Shop: public at /marketplace, and the creator's Explore at /creator/explore (spec 2.1). */
export const ExploreRoute = () => (
  <ExploreScreen
    creatorContent={
      <Suspense fallback={<Spinner size="lg" label="Loading content requests" />}>
        <CreatorContentTab />
      </Suspense>
    }
  />
);
