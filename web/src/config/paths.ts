import type { Role } from '../types/api';

const fixed = <const P extends string>(path: P) => ({ path, getHref: (): string => path });

/**
 * Every path the SPA knows (spec section 2.1), defined once: route definitions use `path`, links use
 * `getHref`. Which role each route needs and which screens exist yet is decided in app/router.tsx.
 */
export const paths = {
  home: fixed('/'),
  features: fixed('/features'),
  pricing: fixed('/pricing'),
  auth: {
    signup: {
      path: '/signup',
      getHref: (role?: Role) => (role ? `/signup?role=${role}` : '/signup'),
    },
    login: fixed('/login'),
  },
  /** Explore Shop: the same screen as /creator/explore, public. */
  marketplace: fixed('/marketplace'),
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  /** A creator's public storefront. Its route is added with the storefront; see `reservedUsernames`. */
  storefront: {
    path: '/:username',
    getHref: (username: string) => `/${encodeURIComponent(username)}`,
  },
  brand: {
    dashboard: fixed('/brand/dashboard'),
    onboarding: fixed('/brand/onboarding'),
    explore: fixed('/brand/explore'),
    /** The same screen as explore (spec 2.1). */
    products: fixed('/brand/products'),
    creators: fixed('/brand/creators'),
    campaigns: fixed('/brand/campaigns'),
    account: fixed('/brand/account'),
    ugc: fixed('/brand/ugc'),
  },
  creator: {
    dashboard: fixed('/creator/dashboard'),
    onboarding: fixed('/creator/onboarding'),
    explore: fixed('/creator/explore'),
    brands: fixed('/creator/brands'),
    brand: {
      path: '/creator/brands/:brandId',
      getHref: (brandId: string) => `/creator/brands/${encodeURIComponent(brandId)}`,
    },
    campaigns: fixed('/creator/campaigns'),
    credits: fixed('/creator/credits'),
    payouts: fixed('/creator/payouts'),
    profile: fixed('/creator/profile'),
    myMarketplace: fixed('/creator/my-marketplace'),
    account: fixed('/creator/account'),
  },
} as const;

export const dashboardHref = (role: Role): string => paths[role].dashboard.getHref();
export const onboardingHref = (role: Role): string => paths[role].onboarding.getHref();

/**
 * First path segments the storefront route `/{username}` must never claim: the SPA's own top-level
 * pages, the paths the spec links to, and what the backend serves on the same origin. A username equal
 * to one of these would be unreachable, so username validation (creator onboarding, profile settings)
 * has to refuse them.
 */
export const reservedUsernames: readonly string[] = [
  'features',
  'pricing',
  'signup',
  'login',
  'marketplace',
  'product',
  'brand',
  'creator',
  'influencer',
  'explore',
  'api',
  'r',
  'cognito',
  'assets',
  'config.json',
];
