import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider, redirect } from 'react-router-dom';
import { PageSpinner } from '../../../ui/components/ui/spinner';
import { paths } from '../../../ui/config/paths';
import { platformSettingsQueryOptions } from '../../../ui/platform/platform-settings';
import { getPlatformSettings } from '../features/platform/api/get-platform-settings';
import { RouteErrorBoundary } from './routes/error-boundary';
import type { RoleGuardHandle } from './routes/role-guard';
import { RootLayout } from './routes/root-layout';
import { type PrefetchedScreen, prefetchScreen } from './routes/screen-prefetch';

type LoadScreen = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

/** A route of the spec (section 2.1) and its screen, loaded when the route is first visited. */
const page = (path: string, load: LoadScreen): RouteObject => ({ path, lazy: load });

/** My Products is one screen at two paths (spec 2.1). */
const brandProducts: LoadScreen = async () => ({
  Component: (await import('./routes/brand/products')).BrandProductsRoute,
});

/** Explore Shop, likewise: public at /marketplace, the creator's Explore at /creator/explore. */
const explore: LoadScreen = async () => ({
  Component: (await import('./routes/explore')).ExploreRoute,
});

/**
 * The brand and creator areas: every page below needs a signed-in user of that role. The spec names
 * roles for some screens only (section 6); each area's remaining screens follow the area's role.
 */
const guardedArea = (handle: RoleGuardHandle, children: RouteObject[]): RouteObject => ({
  handle,
  lazy: async () => ({ Component: (await import('./routes/role-guard')).RoleGuardRoute }),
  children,
});

/**
 * Every page is a lazy route, so its code, and Amplify's, load only when it is visited. The landing
 * page too: its visitors get the server-rendered `/` (issue 20), so the entry chunk, which every SPA page
 * (login first) downloads, does not carry it.
 */
export const createAppRouter = (queryClient: QueryClient) => {
  /** A main screen's route whose API call starts with its code (issue 33: route-level prefetch). */
  const prefetching = (route: RouteObject, screen: PrefetchedScreen): RouteObject => ({
    ...route,
    loader: prefetchScreen(queryClient, screen),
  });
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootLayout,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('../../../ui/marketing/landing')).LandingRoute }),
        },
        page(paths.features.path, async () => ({
          Component: (await import('../../../ui/marketing/features')).FeaturesRoute,
        })),
        {
          ...page(paths.pricing.path, async () => ({
            Component: (await import('../../../ui/marketing/pricing')).PricingRoute,
          })),
          // Ask for the fee and payout schedule while the page's code is still loading.
          loader: () => {
            void queryClient.prefetchQuery(platformSettingsQueryOptions(getPlatformSettings));
            return null;
          },
        },
        page(paths.auth.signup.path, async () => ({
          Component: (await import('./routes/signup')).SignupRoute,
        })),
        page(paths.auth.login.path, async () => ({
          Component: (await import('./routes/login')).LoginRoute,
        })),
        page(paths.unsubscribe.path, async () => ({
          Component: (await import('./routes/unsubscribe')).UnsubscribeRoute,
        })),
        page(paths.teamInvitation.path, async () => ({
          Component: (await import('./routes/team-invitation')).TeamInvitationRoute,
        })),
        page(paths.managerInvitation.path, async () => ({
          Component: (await import('./routes/manager-invitation')).ManagerInvitationRoute,
        })),
        page(paths.explore.path, explore),
        // Issue 22: the public API's reference, read by developers who need not have an account.
        page(paths.developersApi.path, async () => ({
          Component: (await import('./routes/developers-api')).DevelopersApiRoute,
        })),

        guardedArea({ requiredRole: 'brand' }, [
          prefetching(
            page(paths.brand.dashboard.path, async () => ({
              Component: (await import('./routes/brand/dashboard')).BrandDashboardRoute,
            })),
            'brandDashboard',
          ),
          page(paths.brand.onboarding.path, async () => ({
            Component: (await import('./routes/brand/onboarding')).BrandOnboardingRoute,
          })),
          prefetching(page(paths.brand.explore.path, brandProducts), 'brandProducts'),
          prefetching(page(paths.brand.products.path, brandProducts), 'brandProducts'),
          page(paths.brand.creators.path, async () => ({
            Component: (await import('./routes/brand/creators')).BrandCreatorsRoute,
          })),
          prefetching(
            page(paths.brand.campaigns.path, async () => ({
              Component: (await import('./routes/brand/campaigns')).BrandCampaignsRoute,
            })),
            'brandCampaigns',
          ),
          prefetching(
            page(paths.brand.account.path, async () => ({
              Component: (await import('./routes/brand/account')).BrandAccountRoute,
            })),
            'brandAccount',
          ),
          // Issue 35: Account → Audit log.
          page(paths.brand.auditLog.path, async () => ({
            Component: (await import('./routes/brand/audit-log')).BrandAuditLogRoute,
          })),
          // Issue 35: Account → Security.
          page(paths.brand.accountSecurity.path, async () => ({
            Component: (await import('./routes/account-security')).BrandAccountSecurityRoute,
          })),
          page(paths.brand.ugc.path, async () => ({
            Component: (await import('./routes/brand/ugc')).BrandUgcRoute,
          })),
          page(paths.brand.samples.path, async () => ({
            Component: (await import('./routes/brand/samples')).BrandSamplesRoute,
          })),
          // Outreach (issue 21): messages and invitations.
          page(paths.brand.messages.path, async () => ({
            Component: (await import('./routes/brand/messages')).BrandMessagesRoute,
          })),
          page(paths.brand.thread.path, async () => ({
            Component: (await import('./routes/brand/messages')).BrandThreadRoute,
          })),
          page(paths.brand.messageTo.path, async () => ({
            Component: (await import('./routes/brand/messages')).BrandMessageToRoute,
          })),
        ]),
        guardedArea({ requiredRole: 'creator' }, [
          prefetching(
            page(paths.creator.dashboard.path, async () => ({
              Component: (await import('./routes/creator/dashboard')).CreatorDashboardRoute,
            })),
            'creatorDashboard',
          ),
          page(paths.creator.onboarding.path, async () => ({
            Component: (await import('./routes/creator/onboarding')).CreatorOnboardingRoute,
          })),
          prefetching(page(paths.creator.explore.path, explore), 'creatorExplore'),
          page(paths.creator.brands.path, async () => ({
            Component: (await import('./routes/creator/brands')).CreatorBrandsRoute,
          })),
          page(paths.creator.brand.path, async () => ({
            Component: (await import('./routes/creator/brand-profile')).CreatorBrandProfileRoute,
          })),
          prefetching(
            page(paths.creator.campaigns.path, async () => ({
              Component: (await import('./routes/creator/campaigns')).CreatorCampaignsRoute,
            })),
            'creatorCampaigns',
          ),
          page(paths.creator.credits.path, async () => ({
            Component: (await import('./routes/creator/credits')).CreatorCreditsRoute,
          })),
          prefetching(
            page(paths.creator.payouts.path, async () => ({
              Component: (await import('./routes/creator/payouts')).CreatorPayoutsRoute,
            })),
            'creatorPayouts',
          ),
          page(paths.creator.profile.path, async () => ({
            Component: (await import('./routes/creator/profile')).CreatorProfileSettingsRoute,
          })),
          prefetching(
            page(paths.creator.storefront.path, async () => ({
              Component: (await import('./routes/creator/storefront')).CreatorStorefrontRoute,
            })),
            'creatorStorefront',
          ),
          page(paths.creator.account.path, async () => ({
            Component: (await import('./routes/creator/account')).CreatorAccountRoute,
          })),
          // Issue 35: Account → Security.
          page(paths.creator.accountSecurity.path, async () => ({
            Component: (await import('./routes/account-security')).CreatorAccountSecurityRoute,
          })),
          // Issue 35: Account → Managers.
          page(paths.creator.accountManagers.path, async () => ({
            Component: (await import('./routes/creator/managers')).CreatorManagersRoute,
          })),
          // Outreach (issue 21): messages and invitations.
          page(paths.creator.messages.path, async () => ({
            Component: (await import('./routes/creator/messages')).CreatorMessagesRoute,
          })),
          page(paths.creator.thread.path, async () => ({
            Component: (await import('./routes/creator/messages')).CreatorThreadRoute,
          })),
          // Issue 36 part 4: a suspended creator's appeal.
          page(paths.creator.appeal.path, async () => ({
            Component: (await import('./routes/creator/appeal')).CreatorAppealRoute,
          })),
        ]),
        // Issue 36: the operator console, for the operator group (an account of either role in it). Its
        // screens are chunks of their own: the brand and creator areas' first loads do not grow.
        guardedArea({ requiredRole: 'operator' }, [
          page(paths.ops.operations.path, async () => ({
            Component: (await import('./routes/ops/operations')).OpsOperationsRoute,
          })),
          page(paths.ops.payouts.path, async () => ({
            Component: (await import('./routes/ops/payouts')).OpsPayoutsRoute,
          })),
          page(paths.ops.appeals.path, async () => ({
            Component: (await import('./routes/ops/appeals')).OpsAppealsRoute,
          })),
          page(paths.ops.review.path, async () => ({
            Component: (await import('./routes/ops/review')).OpsReviewRoute,
          })),
          page(paths.ops.money.path, async () => ({
            Component: (await import('./routes/ops/money')).OpsMoneyRoute,
          })),
          page(paths.ops.people.path, async () => ({
            Component: (await import('./routes/ops/people')).OpsPeopleRoute,
          })),
        ]),
        // The storefront editor's former (and the spec's) address: bookmarks keep working. Outside the
        // guard, so a visitor is sent on first and then asked to log in for /creator/storefront.
        { path: '/creator/my-marketplace', loader: () => redirect(paths.creator.storefront.getHref()) },
        // Public, so outside the creator guard. The creator area's static paths (/creator/dashboard, ...)
        // outrank this parameter in React Router's ranking; their names are reserved usernames.
        page(paths.creatorProfile.path, async () => ({
          Component: (await import('./routes/creator-profile')).CreatorProfileRoute,
        })),
        // A storefront is the server's page (functions/public-pages/): the SPA reaches /{username} only
        // when there is none (see the route's file). Static paths outrank this parameter.
        page(paths.storefront.path, async () => ({
          Component: (await import('./routes/storefront-not-found')).StorefrontNotFoundRoute,
        })),

        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
        },
      ],
    },
    // The storefront `/{username}` and the product page `/product/{id}` are the server's pages
    // (functions/public-pages/), and every link to them loads the page; the SPA has only the storefront's 404.
  ]);
};

export const AppRouter = () => {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
};
