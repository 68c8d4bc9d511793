import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonStyles } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';

export const NotFoundRoute = () => {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center sm:py-28" data-testid="not-found">
      <title>{pageTitle('Page not found')}</title>
      <p className="text-6xl font-extrabold text-violet-700">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Oops! Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </div>
  );
};
