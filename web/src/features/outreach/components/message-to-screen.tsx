import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { findCreatorThread } from '../../../../../contracts/outreach';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { ApiError, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';

/** No such creator (a renamed or removed account). */
export const MessageToNotFound = ({ username }: { username: string }) => (
  <PageContainer>
    <PageHeader title="Creator not found" description={`There is no creator @${username} to write to.`} />
  </PageContainer>
);

/**
 * A storefront's "Message {username}" lands here (issue 21): the username is looked up, then the
 * brand's thread with that creator opens.
 */
export const MessageToScreen = () => {
  const username = (useParams().username ?? '').toLowerCase();
  const found = useQuery({
    queryKey: [...brandQueryRoot, 'creator-by-username', username],
    queryFn: async () => {
      try {
        return (await callApi(findCreatorThread, { params: { username } })).creator;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
  return (
    <QueryState
      query={found}
      what="the creator"
      loading={
        <PageContainer>
          <Skeleton className="h-10 w-1/2" label="Finding the creator" />
        </PageContainer>
      }
      empty={<MessageToNotFound username={username} />}
      frame={(content) => <PageContainer>{content}</PageContainer>}
    >
      {(creator) => <Navigate replace to={paths.brand.thread.getHref(creator.id)} />}
    </QueryState>
  );
};
