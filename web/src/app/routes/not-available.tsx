import { Link } from 'react-router-dom';
import { StatusPanel } from '../../components/layouts/status-panel';
import { buttonStyles } from '../../components/ui/button';
import { dashboardHref, paths } from '../../config/paths';
import { useSession } from '../../lib/auth';

/**
 * What a route of the spec shows until its screen is built: an honest notice, not a fake screen. The
 * navigation does not link here (its entries are marked "Soon"); people arrive by typing or old links.
 */
export const NotAvailableRoute = ({ title }: { title: string }) => {
  const session = useSession();
  const back =
    session.status === 'signed-in'
      ? { href: dashboardHref(session.me.role), label: 'Go to your dashboard' }
      : { href: paths.home.getHref(), label: 'Return to Home' };

  return (
    <StatusPanel
      eyebrow={title}
      title="This part of the workspace is not available yet"
      documentTitle={title}
      data-testid="not-available"
    >
      <p className="mt-2 text-slate-600">
        We are still building this screen. It will appear in the navigation once it is ready.
      </p>
      <Link to={back.href} className={buttonStyles({ className: 'mt-8' })}>
        {back.label}
      </Link>
    </StatusPanel>
  );
};
