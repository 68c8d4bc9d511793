import { paths } from '../../config/paths';
import { FeaturesRoute } from '../../marketing/features';
import { LandingRoute } from '../../marketing/landing';
import { PricingRoute } from '../../marketing/pricing';
import { type PlatformSettings, platformSettingsQueryKey } from '../../platform/platform-settings';
import { SignedOutAppPage } from './signed-out-app';

/** The signed-out marketing pages the server renders (the SPA's own routes and layout, as a visitor sees them). */
export const marketingPaths = ['/', '/features', '/pricing'] as const;
export type MarketingPath = (typeof marketingPaths)[number];

/**
 * A marketing page as the SPA renders it for a signed-out visitor, with the platform settings the copy
 * is written from already known.
 */
export const MarketingPage = ({ path, settings }: { path: MarketingPath; settings: PlatformSettings }) => (
  <SignedOutAppPage
    path={path}
    routes={[
      { index: true, Component: LandingRoute },
      { path: paths.features.path, Component: FeaturesRoute },
      { path: paths.pricing.path, Component: PricingRoute },
    ]}
    prime={(queryClient) => queryClient.setQueryData<PlatformSettings>(platformSettingsQueryKey, settings)}
  />
);
