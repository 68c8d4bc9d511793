import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Header } from '../../../../ui/components/layouts/header';
import { SiteLayout } from '../../../../ui/components/layouts/site-layout';
import { showsBottomNav, showsSidebar } from '../../../../ui/config/navigation-frame';
import { paths } from '../../../../ui/config/paths';
import { cn } from '../../../../ui/utils/cn';
import { readSidebarExpanded } from '../../components/layouts/sidebar-state';
import { mayHaveSession } from '../../lib/amplify';
import { useLogout, useSession, useSessionSync } from '../../lib/auth';
import { getCreatorInUse } from '../../lib/creator-in-use';
import { getViewingAs } from '../../lib/view-as';

// Only signed-in users see these, and they wait for the session (Amplify) anyway: keep them, and their
// icons, out of the entry chunk that every visitor of the landing page downloads.
const loadSidebar = () => import('../../components/layouts/sidebar');
const loadBottomNav = () => import('../../components/layouts/bottom-nav');
const loadBell = () => import('../../features/notifications/components/notification-bell');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));
const BottomNav = lazy(() => loadBottomNav().then((m) => ({ default: m.BottomNav })));
const NotificationBell = lazy(() => loadBell().then((m) => ({ default: m.NotificationBell })));
// Issue 35: shown to a person in several brands only; its code loads for brand accounts.
const WorkspaceSwitcher = lazy(() =>
  import('../../features/brand-team/components/workspace-switcher').then((m) => ({
    default: m.WorkspaceSwitcher,
  })),
);

// Issue 35: shown to a person who manages creators (the switcher) or works for one now (the banner); its
// code (and the managers contracts) loads only for them.
const loadCreatorSwitcher = () => import('../../features/creator-managers/components/creator-switcher');
const CreatorSwitcher = lazy(() => loadCreatorSwitcher().then((m) => ({ default: m.CreatorSwitcher })));
const ActingBanner = lazy(() => loadCreatorSwitcher().then((m) => ({ default: m.ActingBanner })));
// Issue 36 part 4: a suspended creator's banner (its own chunk; it asks GET /api/creator/suspension).
const SuspensionBanner = lazy(() =>
  import('../../features/creator-appeal/components/suspension-banner').then((m) => ({
    default: m.SuspensionBanner,
  })),
);
// Issue 36: an operator viewing as a brand or creator; its code loads only then.
const ViewAsBanner = lazy(() =>
  import('../../components/layouts/view-as-banner').then((m) => ({ default: m.ViewAsBanner })),
);

/** The browser caches the chunks, so the lazy components above find them loaded. */
const preloadNavigation = () => {
  void loadSidebar().catch(() => undefined);
  void loadBottomNav().catch(() => undefined);
  void loadBell().catch(() => undefined);
};

/** The bell's room while its code loads, so the header does not shift when it appears. */
const BellPlaceholder = () => <span aria-hidden="true" className="size-9 shrink-0" />;

/** The sidebar's empty shell, at its width, while its code loads: the page does not jump sideways. */
const SidebarPlaceholder = () => (
  <div
    aria-hidden="true"
    className={cn(
      'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 border-r border-slate-200 bg-white md:block',
      readSidebarExpanded() ? 'w-64' : 'w-12',
    )}
  />
);

/** Every page: the site's frame (ui/), with this session's header and, signed in, its navigation. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const session = useSession();
  const logout = useLogout();
  useSessionSync(session.status === 'signed-in');

  // Probably signed in (Amplify holds tokens): fetch the navigation alongside the session.
  const likelySignedIn = session.status === 'signed-in' || (session.status === 'loading' && mayHaveSession());
  useEffect(() => {
    if (likelySignedIn) preloadNavigation();
  }, [likelySignedIn]);

  const role = session.status === 'signed-in' ? session.me.role : undefined;
  // Issue 35: the switcher (and its code) only for a person in two or more brands.
  const switches =
    session.status === 'signed-in' && session.me.role === 'brand' && session.me.brand_count > 1;
  // Issue 35: a creator who manages others switches between "You" and them; working for one shows a banner.
  const managesCreators =
    session.status === 'signed-in' &&
    session.me.role === 'creator' &&
    (session.me.managed_count > 0 || getCreatorInUse() !== null);
  const actingFor = managesCreators ? getCreatorInUse() : null;
  // Issue 36: an operator viewing as someone (read only: the page's controls are disabled), except in
  // the console itself.
  const viewingAs = session.status === 'signed-in' && session.me.operator ? getViewingAs() : null;
  const readOnly = viewingAs !== null && !pathname.startsWith('/ops');
  const withSidebar = role !== undefined && showsSidebar(pathname);
  const withBottomNav = role !== undefined && showsBottomNav(pathname);

  return (
    <SiteLayout
      fullWidth={withSidebar}
      withBottomNav={withBottomNav}
      readOnly={readOnly}
      header={
        <>
          {viewingAs ? (
            <Suspense fallback={null}>
              <ViewAsBanner />
            </Suspense>
          ) : null}
          {actingFor && !viewingAs ? (
            <Suspense fallback={null}>
              <ActingBanner />
            </Suspense>
          ) : null}
          {role === 'creator' && !actingFor ? (
            <Suspense fallback={null}>
              <SuspensionBanner />
            </Suspense>
          ) : null}
          <Header
            session={session}
            logout={{ run: () => logout.mutate(), isPending: logout.isPending }}
            fullWidth={withSidebar}
            bell={
              role && (
                <>
                  {/* Issue 36: the operator console, for operators (their account keeps its own workspace). */}
                  {session.status === 'signed-in' && session.me.operator && (
                    <Link
                      to={paths.ops.operations.getHref()}
                      className="rounded-md px-2 py-1 text-sm font-semibold text-violet-800 hover:text-violet-950"
                      data-testid="header-ops-link"
                    >
                      Ops
                    </Link>
                  )}
                  {switches ? (
                    <Suspense fallback={null}>
                      <WorkspaceSwitcher className="hidden md:flex" />
                    </Suspense>
                  ) : null}
                  {managesCreators ? (
                    <Suspense fallback={null}>
                      <CreatorSwitcher className="hidden md:flex" />
                    </Suspense>
                  ) : null}
                  <Suspense fallback={<BellPlaceholder />}>
                    <NotificationBell role={role} severalBrands={switches} />
                  </Suspense>
                </>
              )
            }
          />
        </>
      }
      sidebar={
        role &&
        withSidebar && (
          <Suspense fallback={<SidebarPlaceholder />}>
            <Sidebar role={role} pathname={pathname} />
          </Suspense>
        )
      }
      bottomNav={
        role &&
        withBottomNav && (
          <Suspense fallback={null}>
            <BottomNav
              role={role}
              pathname={pathname}
              more={
                switches ? (
                  <Suspense fallback={null}>
                    <WorkspaceSwitcher label />
                  </Suspense>
                ) : managesCreators ? (
                  <Suspense fallback={null}>
                    <CreatorSwitcher label />
                  </Suspense>
                ) : undefined
              }
            />
          </Suspense>
        )
      }
    />
  );
};
