import type { QueryClient } from '@tanstack/react-query';

type Prefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/** `?tab=` of the URL, or the screen's first tab when there is none. */
const tabOf = (url: URL, first: string) => url.searchParams.get('tab') ?? first;

/**
 * Each main screen's API call (issue 33: route-level prefetch, screen-prefetch.ts), with the query
 * options its screen uses: the same key, function and retry, so the screen finds the answer in the cache
 * (fresh for the queries' staleTime: no second call). A chunk of its own, loaded by the first prefetch
 * (the login page's first load does not carry it); each screen's options are a chunk of the screen's.
 */
export const screens = {
  brandDashboard: async (queryClient) => {
    const { dashboardQueryOptions } = await import('../../features/brand-dashboard/api/get-dashboard');
    return queryClient.prefetchQuery(dashboardQueryOptions());
  },
  brandProducts: async (queryClient) => {
    const { productsQueryOptions } = await import('../../features/brand-products/api/get-products');
    return queryClient.prefetchQuery(productsQueryOptions());
  },
  brandCampaigns: async (queryClient, url) => {
    const [{ campaignsQueryOptions }, sales] = await Promise.all([
      import('../../features/brand-campaigns/api/get-campaigns'),
      tabOf(url, 'pending') === 'sales' ? import('../../features/brand-sales/api/get-sales') : undefined,
    ]);
    return Promise.all([
      queryClient.prefetchQuery(campaignsQueryOptions()),
      sales && queryClient.prefetchInfiniteQuery(sales.salesQueryOptions()),
    ]);
  },
  brandAccount: async (queryClient, url) => {
    if (tabOf(url, 'account') !== 'billing') return;
    const [{ invoicesQueryOptions }, { paymentSettingsQueryOptions }] = await Promise.all([
      import('../../features/brand-billing/api/get-invoices'),
      import('../../features/brand-billing/api/payment-settings'),
    ]);
    return Promise.all([
      queryClient.prefetchQuery(invoicesQueryOptions()),
      queryClient.prefetchQuery(paymentSettingsQueryOptions()),
    ]);
  },
  creatorDashboard: async (queryClient) => {
    const { dashboardQueryOptions } = await import('../../features/creator-dashboard/api/get-dashboard');
    return queryClient.prefetchQuery(dashboardQueryOptions());
  },
  creatorExplore: async (queryClient, url) => {
    if (tabOf(url, 'products') !== 'products') return;
    const [{ exploreProductsQueryOptions }, { campaignsQueryOptions }] = await Promise.all([
      import('../../features/explore/api/get-explore-products'),
      import('../../lib/creator-partnerships'),
    ]);
    // The Products tab opens with no search and every category; its cards show what is pending (issue 34).
    return Promise.all([
      queryClient.prefetchInfiniteQuery(exploreProductsQueryOptions({ search: '', category: '' })),
      queryClient.prefetchQuery(campaignsQueryOptions()),
    ]);
  },
  creatorCampaigns: async (queryClient) => {
    const { campaignsQueryOptions } = await import('../../features/creator-campaigns/api/get-campaigns');
    return queryClient.prefetchQuery(campaignsQueryOptions());
  },
  creatorPayouts: async (queryClient) => {
    const { payoutsQueryOptions } = await import('../../features/creator-payouts/api/get-payouts');
    return queryClient.prefetchInfiniteQuery(payoutsQueryOptions());
  },
  creatorStorefront: async (queryClient) => {
    const { storefrontEditorQueryOptions } = await import('../../features/storefront/api/storefront-editor');
    return queryClient.prefetchQuery(storefrontEditorQueryOptions());
  },
} satisfies Record<string, Prefetch>;
