import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Member } from '../../../../../contracts/teams';
import { paths } from '../../../../../ui/config/paths';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSetTwoFactorRequirement } from '../api/team';

type Props = { required: boolean; members: Member[]; manages: boolean };

/**
 * Account → Team: whether every member must sign in with two factors (issue 35). Turning it on names the
 * members it will shut out until they set it up; the server refuses a maker without it on themselves.
 */
export const TwoFactorRequirementCard = ({ required, members, manages }: Props) => {
  const change = useSetTwoFactorRequirement();
  const [confirming, setConfirming] = useState(false);
  const without = members.filter((member) => !member.two_factor);
  const names = without.map((member) => `${member.first_name} ${member.last_name}`.trim() || member.email);
  const set = (next: boolean) => change.mutate(next, { onSettled: () => setConfirming(false) });
  return (
    <SectionCard
      titleId="team-two-factor-title"
      title="Two-factor sign-in"
      description="Require everyone on this brand to sign in with a code from an authenticator app as well as their password."
    >
      <div className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0 text-sm text-slate-700" id="team-two-factor-state">
          {required ? (
            <p>
              <strong>Required.</strong> A member without it can't open this brand until they set it up under{' '}
              <Link
                className="font-medium text-violet-700 underline"
                to={paths.brand.accountSecurity.getHref()}
              >
                Account → Security
              </Link>
              .
            </p>
          ) : (
            <p>
              Not required. Owners, admins and finance members need it to pay, change payment details or
              create API keys.
            </p>
          )}
          {without.length > 0 ? (
            <p className="mt-1 text-slate-600" data-testid="team-two-factor-missing">
              Without it: {names.join(', ')}.
            </p>
          ) : (
            <p className="mt-1 text-slate-600">Every member has it on.</p>
          )}
        </div>
        {manages ? (
          <Switch
            checked={required}
            disabled={change.isPending}
            aria-labelledby="team-two-factor-title"
            aria-describedby="team-two-factor-state"
            data-testid="team-two-factor-switch"
            onChange={(next) => (next && without.length > 0 ? setConfirming(true) : set(next))}
          />
        ) : null}
      </div>
      {change.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {apiErrorMessage(change.error, 'The setting could not be changed. Please try again.')}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Require two-factor sign-in?"
        message={`${names.join(', ')} can't open this brand until they set it up. They keep their role.`}
        confirmLabel="Require it"
        pendingLabel="Saving…"
        isPending={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => set(true)}
      />
    </SectionCard>
  );
};
