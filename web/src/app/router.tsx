import { useMemo } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import type { Role } from '../types/api';
import type { AccountPage, AccountRouteHandle } from './routes/account-home';
import { RouteErrorBoundary } from './routes/error-boundary';
import { LandingRoute } from './routes/landing';
import { RootLayout } from './routes/root-layout';

/**
 * The landing page is in the entry chunk (it is the first paint for most visitors); every other page
 * is a lazy route, so its code, and Amplify's, load only when it is visited.
 */
const accountRoute = (role: Role, page: AccountPage): RouteObject => ({
  path: paths[role][page].path,
  handle: { requiredRole: role, page } satisfies AccountRouteHandle,
  lazy: async () => ({ Component: (await import('./routes/account-home')).AccountHomeRoute }),
});

export const createAppRouter = () =>
  createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootLayout,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { index: true, Component: LandingRoute },
        {
          path: paths.auth.signup.path,
          lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
        },
        {
          path: paths.auth.login.path,
          lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
        },
        accountRoute('brand', 'onboarding'),
        accountRoute('brand', 'dashboard'),
        accountRoute('creator', 'onboarding'),
        accountRoute('creator', 'dashboard'),
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
  ]);

export const AppRouter = () => {
  const router = useMemo(createAppRouter, []);
  return <RouterProvider router={router} />;
};
