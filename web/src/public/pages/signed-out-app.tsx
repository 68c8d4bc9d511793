import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RootLayout } from '../../app/routes/root-layout';
import { paths } from '../../config/paths';
import { sessionQueryKey } from '../../lib/auth';

/**
 * Some of the SPA's own screens as a signed-out visitor sees them, rendered once on the server: inside
 * the app's layout (header, footer), with the session known to be signed out and whatever the screens
 * read already in `prime`'s query cache, so the HTML is complete. Links are plain links: a visitor
 * without a session needs no script to follow them (web/src/public/entry.tsx starts the SPA for one
 * who may be signed in).
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
  queryClient.setQueryData(sessionQueryKey, null);
  prime?.(queryClient);
  const router = createMemoryRouter([{ path: paths.home.path, Component: RootLayout, children: routes }], {
    initialEntries: [path],
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
