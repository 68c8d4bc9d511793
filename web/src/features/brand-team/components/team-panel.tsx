import { type FormEvent, useState } from 'react';
import { brandRoleDescriptions, brandRoleLabels } from '../../../../../contracts/brand-roles';
import { invitableRoles, type Member, type PendingInvitation } from '../../../../../contracts/teams';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDate } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { setBrandInUse } from '../../../lib/brand-in-use';
import {
  type InvitableRole,
  useChangeRole,
  useInviteMember,
  useLeaveBrand,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useTransferOwnership,
} from '../api/team';
import { TwoFactorRequirementCard } from './two-factor-requirement';

const roleOptions = invitableRoles.map((role) => ({
  value: role,
  label: `${brandRoleLabels[role]} — ${brandRoleDescriptions[role]}`,
}));

/**
 * Account → Team (issue 35): the brand's people and their roles, the open invitations, and — for owners and
 * admins — inviting, resending, revoking, changing roles and removing. Anyone may leave (but the last owner).
 */
export const TeamPanel = () => {
  const team = useTeam();
  return (
    <QueryState
      query={team}
      what="your team"
      loading={<Skeleton className="h-40 w-full" label="Loading your team" />}
    >
      {({ members, invitations, your_role, require_two_factor }) => {
        const manages = your_role === 'owner' || your_role === 'admin';
        return (
          <div className="grid gap-6" data-testid="team-panel">
            {manages ? <InviteCard /> : null}
            <SectionCard
              titleId="team-members-title"
              title="Members"
              description={`Everyone who works on this brand, and what their role lets them do. You are ${brandRoleLabels[your_role]}.`}
            >
              <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="team-members-title">
                {members.map((member) => (
                  <MemberRow key={member.user_id} member={member} yourRole={your_role} />
                ))}
              </ul>
            </SectionCard>
            <TwoFactorRequirementCard required={require_two_factor} members={members} manages={manages} />
            {invitations.length > 0 ? (
              <SectionCard
                titleId="team-invitations-title"
                title="Invitations"
                description="Each link works for 7 days. Resending sends a new link; the old one stops working."
              >
                <ul className="mt-4 divide-y divide-slate-200" aria-labelledby="team-invitations-title">
                  {invitations.map((invitation) => (
                    <InvitationRow key={invitation.id} invitation={invitation} manages={manages} />
                  ))}
                </ul>
              </SectionCard>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
};

const InviteCard = () => {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('manager');
  const fields = invite.error instanceof ApiError ? invite.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          toast.success('Invitation sent', `${email.trim()} has 7 days to accept.`);
          setEmail('');
        },
      },
    );
  };
  return (
    <SectionCard
      titleId="team-invite-title"
      title="Invite a person"
      description="They get an e-mail with a link to join this brand in the role you choose."
    >
      <form
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={submit}
        noValidate
      >
        <Input
          id="invite-email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            // The refusal was about the address as it was: it goes when it is changed.
            if (invite.error) invite.reset();
          }}
          error={fields.email}
          required
        />
        <Select
          id="invite-role"
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as InvitableRole)}
          options={roleOptions}
          error={fields.role}
        />
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending} data-testid="invite-submit">
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

const MemberRow = ({ member, yourRole }: { member: Member; yourRole: Member['role'] }) => {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const leave = useLeaveBrand();
  const [confirm, setConfirm] = useState<'remove' | 'transfer' | 'leave' | null>(null);
  const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
  const manages = yourRole === 'owner' || (yourRole === 'admin' && member.role !== 'owner');
  const failed = (what: string) => (error: unknown) =>
    toast.error(what, apiErrorMessage(error, 'Please try again.'));
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="team-member"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          {member.is_you ? <Badge tone="violet">You</Badge> : null}
          {member.two_factor ? (
            <Badge tone="green" data-testid="team-member-two-factor">
              Two-factor on
            </Badge>
          ) : null}
        </p>
        <p className="mt-0.5 break-all text-sm text-slate-600">{member.email}</p>
        <p className="mt-0.5 text-xs text-slate-500">
          Joined {member.added_at ? formatDate(member.added_at) : '—'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {manages && !member.is_you && member.role !== 'owner' ? (
          <Select
            id={`role-${member.user_id}`}
            label={`Role of ${name}`}
            labelClassName="sr-only"
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate(
                { userId: member.user_id, role: event.target.value as InvitableRole },
                {
                  onSuccess: () =>
                    toast.success(
                      'Role changed',
                      `${name} is now ${brandRoleLabels[event.target.value as InvitableRole]}.`,
                    ),
                  onError: failed('The role could not be changed'),
                },
              )
            }
            options={invitableRoles.map((role) => ({ value: role, label: brandRoleLabels[role] }))}
          />
        ) : (
          <Badge tone={member.role === 'owner' ? 'violet' : 'neutral'} data-testid="team-member-role">
            {brandRoleLabels[member.role]}
          </Badge>
        )}
        {yourRole === 'owner' && !member.is_you && member.role !== 'owner' ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirm('transfer')}>
            Make owner
          </Button>
        ) : null}
        {manages && !member.is_you ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirm('remove')}>
            Remove
          </Button>
        ) : null}
        {member.is_you ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirm('leave')}>
            Leave brand
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'remove'}
        title={`Remove ${name}?`}
        message="They lose access to this brand at once. You can invite them again later."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        isPending={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(member.user_id, { onSettled: () => setConfirm(null), onError: failed('Not removed') })
        }
      />
      <ConfirmDialog
        open={confirm === 'transfer'}
        title={`Make ${name} an owner?`}
        message="They can then do everything, including deleting the brand. You become an admin."
        confirmLabel="Make owner"
        pendingLabel="Transferring…"
        isPending={transfer.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          transfer.mutate(member.user_id, {
            onSettled: () => setConfirm(null),
            onError: failed('Ownership not transferred'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'leave'}
        title="Leave this brand?"
        message="You lose access to it at once. An owner or admin can invite you again."
        confirmLabel="Leave brand"
        pendingLabel="Leaving…"
        isPending={leave.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setBrandInUse(null);
              window.location.assign('/brand/dashboard');
            },
            onError: (error) => {
              setConfirm(null);
              failed('You are still a member')(error);
            },
          })
        }
      />
    </li>
  );
};

const InvitationRow = ({ invitation, manages }: { invitation: PendingInvitation; manages: boolean }) => {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="team-invitation"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 break-all font-medium text-slate-900">
          {invitation.email}
          <Badge>{brandRoleLabels[invitation.role]}</Badge>
          {invitation.expired ? <Badge tone="amber">Expired</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          Invited by {invitation.invited_by} · {invitation.expired ? 'expired' : 'expires'}{' '}
          {formatDate(invitation.expires_at)}
        </p>
      </div>
      {manages ? (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () =>
                  toast.success('Invitation sent again', `A new link went to ${invitation.email}.`),
                onError: (error) => toast.error('Not sent', apiErrorMessage(error, 'Please try again.')),
              })
            }
          >
            {resend.isPending ? 'Sending…' : 'Resend'}
          </Button>
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
        </div>
      ) : null}
    </li>
  );
};
