import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import type { Role } from '../../../../../ui/types/api';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { invitationsOf, useInvitations } from '../api/invitations';
import { threadsOf, useThreads } from '../api/threads';
import { InvitationList } from './invitation-list';
import { ThreadList } from './thread-list';

const copy = {
  brand: {
    description: 'Conversations with creators, and the invitations you sent.',
    noThreads:
      'No messages yet. Creators write to you from your brand profile; you can write to any creator from Creators.',
    invitations: 'Invitations you sent',
    noInvitations: 'No invitations yet. Invite creators to your products from Creators.',
  },
  creator: {
    description: 'Conversations with brands, and brands inviting you to promote their products.',
    noThreads: 'No messages yet. Write to a brand from its profile under Brands.',
    invitations: 'Invitations',
    noInvitations: 'No invitations yet. Brands that want you to promote their products invite you here.',
  },
} as const;

const sectionClass = 'mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/** Messages (issue 21): the caller's threads (one per brand–creator pair) and invitations. */
export const MessagesScreen = ({ viewer: role }: { viewer: Role }) => {
  const threads = useThreads(role);
  const invitations = useInvitations(role);
  const text = copy[role];
  const unread = threads.data?.pages[0]?.unread_total ?? 0;
  return (
    <PageContainer data-testid="messages-screen">
      <PageHeader title="Messages" description={text.description} />
      {role === 'creator' && (
        <InvitationsSection
          viewer={role}
          invitations={invitations}
          title={text.invitations}
          empty={text.noInvitations}
        />
      )}
      <section aria-labelledby="threads-title" className={sectionClass}>
        <h2 id="threads-title" className="font-semibold text-slate-900">
          Conversations
          {unread > 0 && <span className="ml-2 text-sm font-normal text-slate-600">({unread} unread)</span>}
        </h2>
        <QueryState
          query={threads}
          what="messages"
          errorStyle="inline"
          inlineErrorClassName="mt-3"
          loading={<Skeleton className="mt-3 h-12 w-full" label="Loading messages" />}
          showDataDespiteError={(data) => data.pages.length > 0}
          isEmpty={(data) => threadsOf(data.pages).length === 0}
          empty={
            <p className="mt-3 text-sm text-slate-600" data-testid="threads-empty">
              {text.noThreads}
            </p>
          }
        >
          {(data) => <ThreadList viewer={role} query={threads} pages={data.pages} />}
        </QueryState>
      </section>
      {role === 'brand' && (
        <InvitationsSection
          viewer={role}
          invitations={invitations}
          title={text.invitations}
          empty={text.noInvitations}
        />
      )}
    </PageContainer>
  );
};

const InvitationsSection = ({
  viewer: role,
  invitations,
  title,
  empty,
}: {
  viewer: Role;
  invitations: ReturnType<typeof useInvitations>;
  title: string;
  empty: string;
}) => (
  <section aria-labelledby="invitations-title" className={sectionClass} data-testid="invitations">
    <h2 id="invitations-title" className="font-semibold text-slate-900">
      {title}
    </h2>
    <QueryState
      query={invitations}
      what="invitations"
      errorStyle="inline"
      inlineErrorClassName="mt-3"
      loading={<Skeleton className="mt-3 h-12 w-full" label="Loading invitations" />}
      showDataDespiteError={(data) => data.pages.length > 0}
      isEmpty={(data) => invitationsOf(data.pages).length === 0}
      empty={<p className="mt-3 text-sm text-slate-600">{empty}</p>}
    >
      {(data) => <InvitationList viewer={role} query={invitations} pages={data.pages} />}
    </QueryState>
  </section>
);
