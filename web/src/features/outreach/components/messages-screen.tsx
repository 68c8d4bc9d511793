import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Role } from '../../../types/api';
import { useInvitations } from '../api/invitations';
import { useThreads } from '../api/threads';
import { InvitationRow } from './invitation-list';
import { ThreadRow } from './thread-list';

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
          {threads.data && threads.data.unread_total > 0 && (
            <span className="ml-2 text-sm font-normal text-slate-600">
              ({threads.data.unread_total} unread)
            </span>
          )}
        </h2>
        <QueryState
          query={threads}
          what="messages"
          errorStyle="inline"
          inlineErrorClassName="mt-3"
          loading={<Skeleton className="mt-3 h-12 w-full" label="Loading messages" />}
          isEmpty={(data) => data.threads.length === 0}
          empty={
            <p className="mt-3 text-sm text-slate-600" data-testid="threads-empty">
              {text.noThreads}
            </p>
          }
        >
          {(data) => (
            <ul className="-mx-3 mt-2 divide-y divide-slate-100" data-testid="threads">
              {data.threads.map((thread) => (
                <ThreadRow key={`${thread.brand_id}.${thread.creator_id}`} viewer={role} thread={thread} />
              ))}
            </ul>
          )}
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
      isEmpty={(data) => data.length === 0}
      empty={<p className="mt-3 text-sm text-slate-600">{empty}</p>}
    >
      {(data) => (
        <ul className="mt-1 divide-y divide-slate-100">
          {data.map((invitation) => (
            <InvitationRow key={invitation.id} viewer={role} invitation={invitation} />
          ))}
        </ul>
      )}
    </QueryState>
  </section>
);
