import type { Role } from '../types/api';
import { normalise } from './navigation-frame';
import { paths } from './paths';

/** Icons are drawn by components/layouts/nav-icons.tsx; this file stays plain data. */
export type NavIconName =
  | 'home'
  | 'explore'
  | 'creators'
  | 'campaigns'
  | 'account'
  | 'brands'
  | 'payouts'
  | 'profile'
  | 'gift'
  | 'messages';

export type NavEntry = {
  label: string;
  href: string;
  icon: NavIconName;
  /**
   * Whether the screen behind `href` is built. Entries that are not are shown as muted, non-interactive
   * "Soon" items, so the navigation has the spec's shape without dead links. Flip this in the same
   * change that gives the route its screen in app/router.tsx.
   */
  available: boolean;
  /** Other paths on which this entry counts as the current page. */
  alsoActiveOn?: readonly string[];
  /** A count shown beside the entry (the navigation reads it: lib/unread-messages.ts). */
  badge?: 'unreadMessages';
};

/** One entry per screen; the sidebar and the bottom navigation pick from these (spec 2.2). */
const entries = {
  brand: {
    home: { label: 'Home', href: paths.brand.dashboard.getHref(), icon: 'home', available: true },
    explore: {
      label: 'Explore',
      href: paths.brand.explore.getHref(),
      icon: 'explore',
      available: true,
      // My Products lives at both paths (spec 2.1).
      alsoActiveOn: [paths.brand.products.path],
    },
    creators: { label: 'Creators', href: paths.brand.creators.getHref(), icon: 'creators', available: true },
    campaigns: {
      label: 'Campaigns',
      href: paths.brand.campaigns.getHref(),
      icon: 'campaigns',
      available: true,
    },
    // Asking creators for content is campaign work, so UGC Requests shares the campaigns icon.
    ugc: { label: 'UGC Requests', href: paths.brand.ugc.getHref(), icon: 'campaigns', available: true },
    account: { label: 'Account', href: paths.brand.account.getHref(), icon: 'account', available: true },
    samples: { label: 'Samples', href: paths.brand.samples.getHref(), icon: 'gift', available: true },
    messages: {
      label: 'Messages',
      href: paths.brand.messages.getHref(),
      icon: 'messages',
      available: true,
      badge: 'unreadMessages',
    },
  },
  creator: {
    home: { label: 'Home', href: paths.creator.dashboard.getHref(), icon: 'home', available: true },
    explore: {
      label: 'Explore',
      href: paths.creator.explore.getHref(),
      icon: 'explore',
      available: true,
      // Explore Shop is one screen at both paths (spec 2.1).
      alsoActiveOn: [paths.explore.path],
    },
    brands: { label: 'Brands', href: paths.creator.brands.getHref(), icon: 'brands', available: true },
    campaigns: {
      label: 'Campaigns',
      href: paths.creator.campaigns.getHref(),
      icon: 'campaigns',
      available: true,
    },
    payouts: { label: 'Payouts', href: paths.creator.payouts.getHref(), icon: 'payouts', available: true },
    credits: { label: 'Credits', href: paths.creator.credits.getHref(), icon: 'gift', available: true },
    profile: {
      label: 'Profile',
      href: paths.creator.profile.getHref(),
      icon: 'profile',
      available: true,
      alsoActiveOn: [paths.creator.storefront.path],
    },
    messages: {
      label: 'Messages',
      href: paths.creator.messages.getHref(),
      icon: 'messages',
      available: true,
      badge: 'unreadMessages',
    },
  },
} as const satisfies Record<Role, Record<string, NavEntry>>;

/**
 * Whether the screen at `href` is built, for links outside the navigation (dashboard shortcuts): a link
 * to a screen that is not is left out rather than pointing at the "not available yet" notice.
 */
export const isScreenAvailable = (href: string): boolean =>
  Object.values(entries).some((group) =>
    Object.values(group).some((entry: NavEntry) => entry.href === href && entry.available),
  );

export type NavGroup = { label: string; entries: readonly NavEntry[] };

/** The left sidebar: the signed-in user's group only (a brand has no use for creator links). */
export const sidebarGroups: Record<Role, NavGroup> = {
  brand: {
    label: 'Brand Tools',
    entries: [
      entries.brand.home,
      entries.brand.explore,
      entries.brand.creators,
      entries.brand.campaigns,
      entries.brand.messages,
      entries.brand.ugc,
      entries.brand.account,
      entries.brand.samples,
    ],
  },
  creator: {
    label: 'Creator Tools',
    entries: [
      entries.creator.home,
      entries.creator.explore,
      entries.creator.brands,
      entries.creator.campaigns,
      entries.creator.messages,
      entries.creator.payouts,
      entries.creator.credits,
      entries.creator.profile,
    ],
  },
};

/**
 * The mobile bottom navigation (under 768 px): the four most used screens, then "More", which lists the
 * rest of the sidebar's entries (every screen stays reachable on a phone).
 */
export const bottomNavEntries: Record<Role, readonly NavEntry[]> = {
  brand: [entries.brand.home, entries.brand.explore, entries.brand.creators, entries.brand.campaigns],
  creator: [entries.creator.home, entries.creator.explore, entries.creator.brands, entries.creator.campaigns],
};

/** What the bottom navigation's "More" lists: the sidebar's entries it does not show itself. */
export const bottomNavMoreEntries = (role: Role): readonly NavEntry[] =>
  sidebarGroups[role].entries.filter((entry) => !bottomNavEntries[role].includes(entry));

export const isEntryActive = (entry: NavEntry, pathname: string): boolean => {
  const current = normalise(pathname);
  return [entry.href, ...(entry.alsoActiveOn ?? [])].some(
    (path) => current === path || current.startsWith(`${path}/`),
  );
};
