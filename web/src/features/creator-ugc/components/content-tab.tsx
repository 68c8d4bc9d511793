import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { ImageIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { useOpenUgcRequests } from '../api/get-open-requests';
import { REQUEST_PARAM } from './content-opportunities';
import { MySubmissions } from './my-submissions';
import { OpenRequestCard } from './open-request-card';

/**
 * Explore's Content tab for creators (spec 2.3): every brand's open content requests, newest first, each
 * with Apply (the brand's Submit Content tab with the request chosen), then the creator's own submissions
 * and where each stands.
 */
export const CreatorContentTab = () => {
  const requests = useOpenUgcRequests();
  return (
    <div className="grid gap-8" data-testid="content-tab">
      <section aria-labelledby="open-requests-title" className="space-y-3">
        <h2 id="open-requests-title" className="text-lg font-semibold text-slate-900">
          Open content requests
        </h2>
        <QueryState
          query={requests}
          what="UGC data"
          loading={<CardListSkeleton label="Loading content requests" />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={<ImageIcon />} title="No open content requests yet" data-testid="content-empty">
              Brands' requests for photos and videos are listed here, with their budgets and deadlines.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Open content requests, newest first">
              {list.map((request) => (
                <OpenRequestCard
                  key={request.id}
                  request={request}
                  showBrand
                  apply={
                    <Link
                      to={`${paths.creator.brand.getHref(request.brand_id)}?tab=content&${REQUEST_PARAM}=${encodeURIComponent(request.id)}`}
                      className={buttonStyles({ size: 'sm' })}
                    >
                      Apply<span className="sr-only"> to {request.title}</span>
                    </Link>
                  }
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <MySubmissions />
    </div>
  );
};
