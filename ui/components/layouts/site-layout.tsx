import type { ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { appName } from '../../config/app';
import { paths } from '../../config/paths';
import { cn } from '../../utils/cn';

const footerLinks = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
] as const;

type SiteLayoutProps = {
  header: ReactNode;
  /** The signed-in navigation, composed by the app (web/src/app/routes/root-layout.tsx). */
  sidebar?: ReactNode;
  bottomNav?: ReactNode;
  /** Beside the sidebar: the footer spans the width instead of the marketing pages' centred column. */
  fullWidth?: boolean;
  /** Room under the page for the phone's bottom navigation. */
  withBottomNav?: boolean;
  /**
   * Issue 36: an operator viewing as someone: the page's controls are disabled (a disabled fieldset holds
   * the page; links and the navigation outside it still work). The server refuses any change anyway.
   */
  readOnly?: boolean;
};

/**
 * Every page's frame: skip link, header, the page, a footer. The SPA fills it for its session
 * (RootLayout); the server renders it signed out around the marketing pages and a storefront's 404.
 */
export const SiteLayout = ({
  header,
  sidebar,
  bottomNav,
  fullWidth = false,
  withBottomNav = false,
  readOnly = false,
}: SiteLayoutProps) => {
  const navigation = useNavigation();
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
      {header}
      <div className="flex flex-1">
        {sidebar}
        <div className={cn('flex min-w-0 flex-1 flex-col', withBottomNav && 'max-md:pb-16')}>
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {readOnly ? (
              <fieldset disabled className="contents" data-testid="read-only-page">
                <Outlet />
              </fieldset>
            ) : (
              <Outlet />
            )}
          </main>
          <footer className="border-t border-slate-200 bg-white">
            <div
              className={cn(
                'flex flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6',
                !fullWidth && 'mx-auto w-full max-w-6xl',
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
      {bottomNav}
      <ScrollRestoration />
    </div>
  );
};
