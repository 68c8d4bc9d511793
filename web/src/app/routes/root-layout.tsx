import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Header } from '../../components/layouts/header';
import { readSidebarExpanded } from '../../components/layouts/sidebar-state';
import { appName } from '../../config/app';
import { showsBottomNav, showsSidebar } from '../../config/navigation';
import { paths } from '../../config/paths';
import { mayHaveSession } from '../../lib/amplify';
import { useSession, useSessionSync } from '../../lib/auth';
import { cn } from '../../utils/cn';

// Only signed-in users see these, and they wait for the session (Amplify) anyway: keep them, and their
// icons, out of the entry chunk that every visitor of the landing page downloads.
const loadSidebar = () => import('../../components/layouts/sidebar');
const loadBottomNav = () => import('../../components/layouts/bottom-nav');
const loadBell = () => import('../../features/notifications/components/notification-bell');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));
const BottomNav = lazy(() => loadBottomNav().then((m) => ({ default: m.BottomNav })));
const NotificationBell = lazy(() => loadBell().then((m) => ({ default: m.NotificationBell })));

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

const footerLinks = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
] as const;

/** Every page: skip link, header, the signed-in navigation where it belongs, the page, a footer. */
export const RootLayout = () => {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const session = useSession();
  useSessionSync(session.status === 'signed-in');

  // Probably signed in (Amplify holds tokens): fetch the navigation alongside the session.
  const likelySignedIn = session.status === 'signed-in' || (session.status === 'loading' && mayHaveSession());
  useEffect(() => {
    if (likelySignedIn) preloadNavigation();
  }, [likelySignedIn]);

  const role = session.status === 'signed-in' ? session.me.role : undefined;
  const withSidebar = role !== undefined && showsSidebar(pathname);
  const withBottomNav = role !== undefined && showsBottomNav(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow-lg"
      >
        Skip to main content
      </a>
      {/* A lazy page is being fetched: a thin bar, so a slow network does not look like a dead click. */}
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-violet-600" />
      )}
      <Header
        fullWidth={withSidebar}
        bell={
          role && (
            <Suspense fallback={<BellPlaceholder />}>
              <NotificationBell role={role} />
            </Suspense>
          )
        }
      />
      <div className="flex flex-1">
        {role && withSidebar && (
          <Suspense fallback={<SidebarPlaceholder />}>
            <Sidebar role={role} pathname={pathname} />
          </Suspense>
        )}
        <div className={cn('flex min-w-0 flex-1 flex-col', withBottomNav && 'max-md:pb-16')}>
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          <footer className="border-t border-slate-200 bg-white">
            <div
              className={cn(
                'flex flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6',
                !withSidebar && 'mx-auto w-full max-w-6xl',
              )}
            >
              <p>
                © {new Date().getFullYear()} {appName}. Brands list products; creators promote them and earn
                commissions.
              </p>
              <nav aria-label="Footer">
                <ul className="flex gap-4">
                  {footerLinks.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </footer>
        </div>
      </div>
      {role && withBottomNav && (
        <Suspense fallback={null}>
          <BottomNav role={role} pathname={pathname} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
};
