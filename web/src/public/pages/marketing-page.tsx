import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FeaturesRoute } from '../../app/routes/features';
import { LandingRoute } from '../../app/routes/landing';
import { PricingRoute } from '../../app/routes/pricing';
import { RootLayout } from '../../app/routes/root-layout';
import { paths } from '../../config/paths';
import {
  type PlatformSettings,
  platformSettingsQueryOptions,
} from '../../features/platform/api/get-platform-settings';
import { sessionQueryKey } from '../../lib/auth';

/** The signed-out marketing pages the server renders (the SPA's own routes and layout, as a visitor sees them). */
export const marketingPaths = ['/', '/features', '/pricing'] as const;
export type MarketingPath = (typeof marketingPaths)[number];

/**
 * A marketing page as the SPA renders it for a signed-out visitor, rendered once on the server: the
 * same layout and route components, with the session known to be signed out and the platform settings
 * the copy is written from already in the query cache, so the HTML is complete. Its links are plain
 * links: a visitor without a session needs no script to read or follow them (web/src/public/entry.tsx
 * starts the SPA for one who may be signed in).
 */
export const MarketingPage = ({ path, settings }: { path: MarketingPath; settings: PlatformSettings }) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.setQueryData(platformSettingsQueryOptions().queryKey, settings);
  const router = createMemoryRouter(
    [
      {
        path: paths.home.path,
        Component: RootLayout,
        children: [
          { index: true, Component: LandingRoute },
          { path: paths.features.path, Component: FeaturesRoute },
          { path: paths.pricing.path, Component: PricingRoute },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
