import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../ui/components/ui/spinner';
import { ExploreScreen } from '../../features/explore/components/explore-screen';

// Only signed-in creators open these: kept out of the Explore chunk every visitor of /marketplace downloads.
const CreatorContentTab = lazy(async () => ({
  default: (await import('../../features/creator-ugc/components/content-tab')).CreatorContentTab,
}));
const StorefrontEditor = lazy(async () => ({
  default: (await import('../../features/storefront/components/storefront-editor')).StorefrontEditor,
}));

/** Explore Shop: public at /marketplace, and the creator's Explore at /creator/explore (spec 2.1). */
export const ExploreRoute = () => (
  <ExploreScreen
    creatorContent={
      <Suspense fallback={<Spinner size="lg" label="Loading content requests" />}>
        <CreatorContentTab />
      </Suspense>
    }
    creatorStorefront={
      <Suspense fallback={<Spinner size="lg" label="Loading your storefront" />}>
        <StorefrontEditor />
      </Suspense>
    }
  />
);
