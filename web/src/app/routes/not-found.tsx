import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { StatusPanel } from '../../../../ui/components/layouts/status-panel';
import { buttonStyles } from '../../../../ui/components/ui/button';
import { paths } from '../../../../ui/config/paths';

export const NotFoundRoute = () => {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <StatusPanel
      eyebrow={<span className="text-6xl font-extrabold tracking-normal normal-case">404</span>}
      title="Oops! Page not found"
      documentTitle="Page not found"
      data-testid="not-found"
    >
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={buttonStyles({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </StatusPanel>
  );
};
