import { useState } from 'react';
import type { listSessions } from '../../../../../contracts/sessions';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime, formatTimeAgo } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ContractOutput } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';
import { deviceName, placeName } from './device-text';

type Session = ContractOutput<typeof listSessions>['sessions'][number];

/**
 * Account → Security: the devices signed in to this account (browser and system, country when known,
 * last seen). Signing one out refuses its next request; "Sign out all other devices" keeps only this one.
 */
export const SignedInDevicesCard = () => {
  const sessions = useSessions();
  const others = useSignOutOtherSessions();
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const otherCount = (sessions.data?.sessions ?? []).filter((session) => !session.current).length;
  return (
    <SectionCard
      titleId="signed-in-devices-title"
      title="Signed-in devices"
      description="Where your account is signed in now. Sign out any device you don't recognise, then change your password."
      data-testid="signed-in-devices"
    >
      <div className="mt-5">
        <QueryState
          query={sessions}
          what="signed-in devices"
          loading={<Skeleton className="h-16 w-full" label="Loading signed-in devices" />}
        >
          {(data) => (
            <ul className="divide-y divide-slate-200" aria-label="Signed-in devices">
              {data.sessions.map((session) => (
                <DeviceRow key={session.id} session={session} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {otherCount > 0 ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => setConfirmingOthers(true)} data-testid="sign-out-others">
            Sign out all other devices
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingOthers}
        onCancel={() => setConfirmingOthers(false)}
        onConfirm={() =>
          others.mutate(undefined, {
            onSuccess: ({ signed_out }) => {
              setConfirmingOthers(false);
              toast.success(
                'Signed out',
                signed_out === 1
                  ? '1 other device was signed out.'
                  : `${signed_out} other devices were signed out.`,
              );
            },
            onError: (error) =>
              toast.error('Could not sign out', apiErrorMessage(error, 'Please try again.')),
          })
        }
        title="Sign out all other devices?"
        message={`${otherCount === 1 ? 'The other device' : `The ${otherCount} other devices`} must sign in again to use your account. This device stays signed in.`}
        confirmLabel="Sign out others"
        pendingLabel="Signing out..."
        isPending={others.isPending}
        data-testid="sign-out-others-dialog"
      />
    </SectionCard>
  );
};

const DeviceRow = ({ session }: { session: Session }) => {
  const signOut = useSignOutSession();
  const [confirming, setConfirming] = useState(false);
  const name = deviceName(session);
  const place = placeName(session.country);
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="device-row"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          {session.current ? <Badge tone="green">This device</Badge> : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {[place, `Signed in ${formatDateTime(session.signed_in_at)}`].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {session.current ? 'Active now' : `Last seen ${formatTimeAgo(session.last_seen_at)}`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Sign out ${name}`}
        >
          Sign out
        </Button>
      )}
      {session.current ? null : (
        <ConfirmDialog
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            signOut.mutate(session.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Device signed out', `${name} must sign in again.`);
              },
              onError: (error) =>
                toast.error('Could not sign out', apiErrorMessage(error, 'Please try again.')),
            })
          }
          title={`Sign out ${name}?`}
          message="Its next request is refused: whoever uses it must sign in again."
          confirmLabel="Sign out"
          pendingLabel="Signing out..."
          isPending={signOut.isPending}
          data-testid="sign-out-device-dialog"
        />
      )}
    </li>
  );
};
