import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { CardListSkeleton } from '../../../../../ui/components/ui/skeleton';
import { ImageIcon } from '../../../../../ui/components/ui/workspace-icons';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { useBrandUgc } from '../api/get-ugc-requests';
import { CreateRequestDialog } from './create-request-dialog';
import { RequestCard } from './request-card';
import { SubmissionReview } from './submission-review';

/**
 * UGC Requests (/brand/ugc, spec 2.4): the brand's requests newest first with their submissions, each
 * pending one approved or rejected with feedback; Create Request; and content creators sent unrequested.
 */
export const UgcRequestsScreen = () => {
  const ugc = useBrandUgc();
  const [creating, setCreating] = useState(false);
  // Issue 35: requests and reviews are the program's; the other roles read them.
  const editable = useBrandRole().can('program');

  return (
    <PageContainer data-testid="brand-ugc">
      <PageHeader
        title="UGC Requests"
        description="Ask creators for photos and videos, review what they send, and license what you approve."
        actions={editable && <Button onClick={() => setCreating(true)}>Create Request</Button>}
      />
      <RoleNote work="program" className="mt-4" />
      <div className="mt-6">
        <QueryState
          query={ugc}
          what="UGC requests"
          loading={<CardListSkeleton label="Loading UGC requests" />}
          isEmpty={(data) => data.requests.length === 0 && data.unrequested_submissions.length === 0}
          empty={
            <EmptyState
              icon={<ImageIcon />}
              title="No UGC requests yet"
              data-testid="ugc-empty"
              action={editable && <Button onClick={() => setCreating(true)}>Create Request</Button>}
            >
              Post a request with a budget: creators see it in Explore and on your brand profile and send you
              their content to review.
            </EmptyState>
          }
        >
          {(data) => (
            <div className="grid gap-8">
              {data.requests.length > 0 && (
                <ul
                  className="grid gap-4"
                  aria-label="Your UGC requests, newest first"
                  data-testid="ugc-requests"
                >
                  {data.requests.map((request) => (
                    <RequestCard key={request.id} request={request} />
                  ))}
                </ul>
              )}
              {data.unrequested_submissions.length > 0 && (
                <section aria-labelledby="unrequested-title" data-testid="unrequested-submissions">
                  <h2 id="unrequested-title" className="text-lg font-semibold text-slate-900">
                    Content sent without a request ({data.unrequested_submissions.length})
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    These have no budget: approving one licenses the content with no payment.
                  </p>
                  <ul className="mt-3 grid gap-3">
                    {data.unrequested_submissions.map((submission) => (
                      <SubmissionReview key={submission.id} submission={submission} />
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </QueryState>
      </div>
      <CreateRequestDialog open={creating} onClose={() => setCreating(false)} />
    </PageContainer>
  );
};
