import type { listSessions } from '../../../../../contracts/sessions';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { formatDateTime } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import type { ContractOutput } from '../../../lib/api-client';
import { useSessions } from '../api/sessions';
import { deviceName, placeName } from './device-text';

type SignIn = ContractOutput<typeof listSessions>['sign_ins'][number];

/** Account → Security: the latest sign-ins to this account, newest first (the same call as the devices). */
export const RecentSignInsCard = () => {
  const sessions = useSessions();
  return (
    <SectionCard
      titleId="recent-sign-ins-title"
      title="Recent sign-ins"
      description="Every sign-in to your account in the last 90 days, newest first."
      data-testid="recent-sign-ins"
    >
      <div className="mt-5">
        <QueryState
          query={sessions}
          what="recent sign-ins"
          loading={<Skeleton className="h-16 w-full" label="Loading recent sign-ins" />}
        >
          {(data) =>
            data.sign_ins.length === 0 ? (
              <p className="text-sm text-slate-600">No sign-ins recorded yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="Recent sign-ins">
                {data.sign_ins.map((signIn) => (
                  <SignInRow key={`${signIn.at}-${signIn.browser}`} signIn={signIn} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </SectionCard>
  );
};

const SignInRow = ({ signIn }: { signIn: SignIn }) => {
  const place = placeName(signIn.country);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="sign-in-row">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">
          <time dateTime={signIn.at}>{formatDateTime(signIn.at)}</time>
        </p>
        <p className="mt-0.5 text-sm text-slate-700">
          {[deviceName(signIn), place].filter(Boolean).join(' · ')}
        </p>
      </div>
      <p className="flex flex-wrap gap-1.5">
        {signIn.new_device ? <Badge tone="violet">New device</Badge> : null}
        {signIn.success ? <Badge tone="green">Signed in</Badge> : <Badge tone="red">Failed</Badge>}
      </p>
    </li>
  );
};
