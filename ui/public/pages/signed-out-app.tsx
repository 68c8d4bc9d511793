import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { Header } from '../../components/layouts/header';
import { SiteLayout } from '../../components/layouts/site-layout';
import { paths } from '../../config/paths';

/** The SPA's frame (RootLayout) as a visitor without a session sees it. */
const SignedOutLayout = () => <SiteLayout header={<Header session={{ status: 'signed-out' }} />} />;

/**
 * Some of the SPA's own screens as a signed-out visitor sees them, rendered once on the server: inside
 * the site's layout (header, footer), signed out, with whatever the screens read already in `prime`'s
 * query cache, so the HTML is complete. Links are plain links: a visitor without a session needs no
 * script to follow them (web/src/public/entry.ts starts the SPA for one who may be signed in).
 */
export const SignedOutAppPage = ({
  path,
  routes,
  prime,
}: {
  path: string;
  routes: RouteObject[];
  prime?: (queryClient: QueryClient) => void;
}) => {
  const queryClient = new QueryClient();
  prime?.(queryClient);
  const router = createMemoryRouter(
    [{ path: paths.home.path, Component: SignedOutLayout, children: routes }],
    {
      initialEntries: [path],
    },
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
