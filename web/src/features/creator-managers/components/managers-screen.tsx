import { type FormEvent, useState } from 'react';
import {
  type CreatorAuditEntryView,
  creatorAuditKindLabels,
  type ManagerView,
  type PendingManagerInvitation,
} from '../../../../../contracts/creator-managers';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate, formatDateTime } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  useInviteManager,
  useManagerActivity,
  useManagers,
  useRemoveManager,
  useRevokeManagerInvitation,
} from '../api/managers';

/**
 * Account → Managers (issue 35): the people who may work in this creator's workspace for them (never
 * payouts nor payout settings), inviting one by e-mail, the open invitations, and the Activity: grants,
 * removals and every change a manager made.
 */
export const ManagersScreen = () => {
  const managers = useManagers();
  return (
    <PageContainer data-testid="creator-managers">
      <PageHeader
        title="Managers"
        description="People who can work in your workspace for you: storefront, brands, links, messages and UGC. Payouts and payout settings stay yours alone."
      />
      <div className="mt-6 grid gap-6">
        <InviteCard />
        <QueryState
          query={managers}
          what="your managers"
          loading={<Skeleton className="h-32 w-full" label="Loading your managers" />}
        >
          {({ managers: list, invitations }) => (
            <>
              <SectionCard
                titleId="managers-title"
                title="Your managers"
                description="Removing a manager ends their access at their next click."
              >
                {list.length === 0 ? (
                  <p className="mt-4 text-sm text-slate-600">Nobody manages your workspace.</p>
                ) : (
                  <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="managers-title">
                    {list.map((manager) => (
                      <ManagerRow key={manager.user_id} manager={manager} />
                    ))}
                  </ul>
                )}
              </SectionCard>
              {invitations.length > 0 ? (
                <SectionCard
                  titleId="manager-invitations-title"
                  title="Invitations"
                  description="Each link works for 7 days. Revoking stops it working."
                >
                  <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="manager-invitations-title">
                    {invitations.map((invitation) => (
                      <InvitationRow key={invitation.id} invitation={invitation} />
                    ))}
                  </ul>
                </SectionCard>
              ) : null}
            </>
          )}
        </QueryState>
        <ActivityCard />
      </div>
    </PageContainer>
  );
};

const InviteCard = () => {
  const invite = useInviteManager();
  const [email, setEmail] = useState('');
  const fields = invite.error instanceof ApiError ? invite.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email.trim(), {
      onSuccess: () => {
        toast.success('Invitation sent', `${email.trim()} has 7 days to accept.`);
        setEmail('');
      },
    });
  };
  return (
    <SectionCard
      titleId="manager-invite-title"
      title="Invite a manager"
      description="They get an e-mail with a link. A manager signs in with a creator account of their own, with that address."
    >
      <form className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start" onSubmit={submit} noValidate>
        <Input
          id="manager-email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invite.error) invite.reset();
          }}
          error={fields.email}
          required
        />
        <Button
          type="submit"
          className="sm:mt-7"
          disabled={invite.isPending}
          data-testid="manager-invite-submit"
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      {invite.error && Object.keys(fields).length === 0 ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {apiErrorMessage(invite.error, 'The invitation could not be sent. Please try again.')}
        </p>
      ) : null}
    </SectionCard>
  );
};

const ManagerRow = ({ manager }: { manager: ManagerView }) => {
  const remove = useRemoveManager();
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="manager-row"
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{manager.name}</p>
        <p className="mt-0.5 break-all text-sm text-slate-600">{manager.email}</p>
        <p className="mt-0.5 text-xs text-slate-500">Since {formatDate(manager.added_at)}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${manager.name}?`}
        message="They lose access to your workspace at once. You can invite them again later."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(manager.user_id, {
            onSettled: () => setConfirming(false),
            onError: (error) => toast.error('Not removed', apiErrorMessage(error, 'Please try again.')),
          })
        }
      />
    </li>
  );
};

const InvitationRow = ({ invitation }: { invitation: PendingManagerInvitation }) => {
  const revoke = useRevokeManagerInvitation();
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="manager-invitation"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 break-all font-medium text-slate-900">
          {invitation.email}
          {invitation.expired ? <Badge tone="amber">Expired</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {invitation.expired ? 'Expired' : 'Expires'} {formatDate(invitation.expires_at)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(invitation.id, {
            onError: (error) => toast.error('Not revoked', apiErrorMessage(error, 'Please try again.')),
          })
        }
      >
        Revoke
      </Button>
    </li>
  );
};

const describe = (entry: CreatorAuditEntryView): string =>
  entry.kind === 'workspace.changed'
    ? (entry.subject?.label ?? creatorAuditKindLabels[entry.kind])
    : `${creatorAuditKindLabels[entry.kind]}${entry.subject?.label ? `: ${entry.subject.label}` : ''}`;

const ActivityCard = () => {
  const activity = useManagerActivity();
  return (
    <SectionCard
      titleId="manager-activity-title"
      title="Activity"
      description="Who was given access or removed, and every change a manager made for you."
    >
      <QueryState
        query={activity}
        what="the activity"
        loading={<Skeleton className="mt-4 h-24 w-full" label="Loading the activity" />}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <ol className="mt-4 divide-y divide-slate-200" aria-labelledby="manager-activity-title">
              {entries.map((entry) => (
                <li key={entry.id} className="py-3" data-testid="manager-activity-entry">
                  <p className="text-sm text-slate-900">
                    <strong>{entry.actor.name}</strong>
                    {entry.actor.acting_for ? <Badge className="ml-2">Manager</Badge> : null}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-700">{describe(entry)}</p>
                  <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(entry.at)}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </SectionCard>
  );
};
