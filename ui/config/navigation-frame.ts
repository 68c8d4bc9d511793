import { paths } from './paths';

/**
 * Where the sidebar and the bottom navigation show, and where the sidebar keeps its state: what every
 * page's layout asks on the first load. Apart from navigation.ts (what they list, with every entry), so
 * a signed-out page's first load does not carry the workspace's menus (issue 33's budgets).
 */

/** The sidebar shows for signed-in users everywhere except these pages (spec 2.2). */
const sidebarHiddenOn: readonly string[] = [paths.home.path, paths.auth.login.path, paths.auth.signup.path];

/** The bottom navigation is also hidden on the marketing pages. */
const bottomNavHiddenOn: readonly string[] = [...sidebarHiddenOn, paths.features.path, paths.pricing.path];

export const normalise = (pathname: string): string => pathname.replace(/(.)\/+$/, '$1');

/**
 * Issue 36: the operator console has its own navigation (its tabs), not the workspace's of the
 * operator's own role.
 */
const inOpsArea = (pathname: string): boolean =>
  normalise(pathname) === paths.ops.operations.path || pathname.startsWith(`${paths.ops.operations.path}/`);

export const showsSidebar = (pathname: string): boolean =>
  !sidebarHiddenOn.includes(normalise(pathname)) && !inOpsArea(pathname);

export const showsBottomNav = (pathname: string): boolean =>
  !bottomNavHiddenOn.includes(normalise(pathname)) && !inOpsArea(pathname);

/** The sidebar's expanded / collapsed state survives reloads in this cookie (spec 9: 7 days). */
export const sidebarCookie = { name: 'sidebar_state', maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
