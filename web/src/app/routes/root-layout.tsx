import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Header } from '../../components/layouts/header';
import { appName } from '../../config/app';

/** Every page: skip link, header, the page, a footer. */
export const RootLayout = () => {
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
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500 sm:px-6">
          © {new Date().getFullYear()} {appName}. Brands list products; creators promote them and earn
          commissions.
        </p>
      </footer>
      <ScrollRestoration />
    </div>
  );
};
