import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { QueryState } from '../../../components/layouts/query-state';
import { useBrandOpenUgcRequests } from '../api/get-open-requests';
import { OpenRequestCard } from './open-request-card';

/** The search parameter naming the request a submission answers (set by Apply). */
export const REQUEST_PARAM = 'request';

/**
 * A brand profile's 'Content Opportunities' (spec 2.5): the brand's open requests. Apply opens the
 * Submit Content tab with that request chosen (`?tab=content&request={id}`).
 */
export const ContentOpportunities = ({ brandId }: { brandId: string }) => {
  const requests = useBrandOpenUgcRequests(brandId);
  const [, setSearchParams] = useSearchParams();
  return (
    <QueryState
      query={requests}
      what="UGC data"
      errorStyle="inline"
      inlineErrorClassName="mt-2"
      loading={<Skeleton className="mt-3 h-24 w-full" label="Loading content opportunities" />}
      isEmpty={(list) => list.length === 0}
      empty={
        <p className="mt-2 text-sm text-slate-600" data-testid="content-opportunities-empty">
          No open content requests right now.
        </p>
      }
    >
      {(list) => (
        <ul className="mt-3 grid gap-3" aria-label="Open content requests">
          {list.map((request) => (
            <OpenRequestCard
              key={request.id}
              request={request}
              apply={
                <Button
                  size="sm"
                  onClick={() =>
                    setSearchParams(
                      { tab: 'content', [REQUEST_PARAM]: request.id },
                      { replace: false, preventScrollReset: true },
                    )
                  }
                >
                  Apply<span className="sr-only"> to {request.title}</span>
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
};
