import { reservedUsernames as contractReservedUsernames } from '../../contracts/reserved-usernames';
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
  /**
   * Where an e-mail's unsubscribe link lands (public, signed out): it names what the signed token would
   * turn off and asks before doing it (`/unsubscribe?token=…`, written by the server's mail renderer).
   */
  unsubscribe: fixed('/unsubscribe'),
  /** Issue 35: a team invitation's link (public: it signs up or in, then joins). */
  teamInvitation: {
    path: '/team-invitations/:token',
    getHref: (token: string) => `/team-invitations/${encodeURIComponent(token)}`,
  },
  /** Issue 35: a manager invitation's link (public: it signs up or in as a creator, then accepts). */
  managerInvitation: {
    path: '/manager-invitations/:token',
    getHref: (token: string) => `/manager-invitations/${encodeURIComponent(token)}`,
  },
  /**
   * Explore Shop: the same screen as /creator/explore, public. Its URL is the spec's (section 2.1) and
   * what shared links point at; everywhere else it is named Explore.
   */
  explore: fixed('/marketplace'),
  /** Issue 22: the public API's reference page, built from its OpenAPI document (public, signed out). */
  developersApi: fixed('/developers/api'),
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  /**
   * A product as a creator's storefront shows it (issue 34): the product page with the creator's
   * disclosure, and Buy through their tracked link. Server-rendered only (no SPA route): link to it with
   * a plain anchor.
   */
  storefrontProduct: {
    path: '/:username/p/:id',
    getHref: (username: string, id: string) => `/${encodeURIComponent(username)}/p/${encodeURIComponent(id)}`,
  },
  /** A collection of a creator's storefront (issue 34): /{username}/c/{slug}. */
  storefrontCollection: {
    path: '/:username/c/:slug',
    getHref: (username: string, slug: string) =>
      `/${encodeURIComponent(username)}/c/${encodeURIComponent(slug)}`,
  },
  /** A creator's public storefront. Its route is added with the storefront; see `reservedUsernames`. */
  storefront: {
    path: '/:username',
    getHref: (username: string) => `/${encodeURIComponent(username)}`,
  },
  brand: {
    dashboard: fixed('/brand/dashboard'),
    onboarding: {
      path: '/brand/onboarding',
      /**
       * `'store'` opens the store step alone: how an onboarded brand (whom the wizard otherwise sends
       * to the dashboard) connects, changes or reconnects its store.
       */
      getHref: (step?: 'store') => (step ? `/brand/onboarding?step=${step}` : '/brand/onboarding'),
    },
    explore: fixed('/brand/explore'),
    /** The same screen as explore (spec 2.1). */
    products: fixed('/brand/products'),
    creators: fixed('/brand/creators'),
    campaigns: fixed('/brand/campaigns'),
    account: fixed('/brand/account'),
    // Issue 35: Account → Audit log.
    auditLog: fixed('/brand/account/audit-log'),
    // Issue 35: Account → Security (two-factor sign-in).
    accountSecurity: fixed('/brand/account/security'),
    ugc: fixed('/brand/ugc'),
    samples: fixed('/brand/samples'),
    // Outreach (issue 21): the brand's threads and invitations, one thread, a thread opened by username.
    messages: fixed('/brand/messages'),
    thread: {
      path: '/brand/messages/:creatorId',
      getHref: (creatorId: string) => `/brand/messages/${encodeURIComponent(creatorId)}`,
    },
    messageTo: {
      path: '/brand/messages/to/:username',
      getHref: (username: string) => `/brand/messages/to/${encodeURIComponent(username)}`,
    },
  },
  /**
   * A creator's public profile, opened from the brands' creators directory (spec 2.1). It shares the
   * /creator/ segment with the creator area: the static routes there outrank this parameter, and
   * their names are in `reservedUsernames`.
   */
  creatorProfile: {
    path: '/creator/:username',
    getHref: (username: string) => `/creator/${encodeURIComponent(username)}`,
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
    /** Issue 36 part 4: a suspended creator's reason and appeal thread. */
    appeal: fixed('/creator/appeal'),
    profile: fixed('/creator/profile'),
    /** The storefront editor (the spec's /creator/my-marketplace, which redirects here; app/router.tsx). */
    storefront: fixed('/creator/storefront'),
    account: fixed('/creator/account'),
    // Issue 35: Account → Security (two-factor sign-in).
    accountSecurity: fixed('/creator/account/security'),
    // Issue 35: Account → Managers (who may work in the workspace, and their Activity).
    accountManagers: fixed('/creator/account/managers'),
    // Outreach (issue 21): the creator's threads and invitations, and one thread.
    messages: fixed('/creator/messages'),
    thread: {
      path: '/creator/messages/:brandId',
      getHref: (brandId: string) => `/creator/messages/${encodeURIComponent(brandId)}`,
    },
  },
  /** Issue 36: the operator console, for the operator group only (app/router.tsx guards it). */
  ops: {
    operations: fixed('/ops'),
    payouts: fixed('/ops/payouts'),
    /** Issue 36 part 4: suspended creators' appeals, and the Suspend / Release / Forfeit panel. */
    appeals: fixed('/ops/appeals'),
    review: fixed('/ops/review'),
    money: fixed('/ops/money'),
    people: fixed('/ops/people'),
  },
} as const;

/** The id of the Account screens' e-mail preferences section, which e-mails link to (`#notifications`). */
export const notificationPreferencesId = 'notifications';

/** The e-mail preferences of `role`'s Account screen, as the e-mails' footer links to them. */
export const notificationPreferencesHref = (role: Role): string =>
  `${paths[role].account.getHref()}#${notificationPreferencesId}`;

export const dashboardHref = (role: Role): string => paths[role].dashboard.getHref();
export const onboardingHref = (role: Role): string => paths[role].onboarding.getHref();

/**
 * Names a username must never be, because a route already claims them: the first path segments of the
 * storefront route `/{username}` (the SPA's own top-level pages, the paths the spec links to, what the
 * backend serves on the same origin) and the second segments of the public profile
 * `/creator/{username}` (the creator area's own screens); and words that would pass for the platform.
 * The server's own list (contracts/reserved-usernames.ts), so the browser refuses what the server
 * refuses; functions/identity/tests/unit/reserved-usernames.test.ts keeps it in step with the router.
 */
export const reservedUsernames: readonly string[] = [...contractReservedUsernames];
