import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PayoutAccountStatus } from '../../../../../contracts/payouts';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import { actingForCreator, CreatorOnlyNotice } from '../../../components/layouts/creator-only-notice';
import { LoadError } from '../../../components/layouts/load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { payoutAccountLabels, useOpenPayoutOnboarding, usePayoutAccount } from '../../../lib/payout-account';

/** How long the card keeps re-reading the state after Stripe was opened or returned from (its webhook is awaited). */
const WATCH_MS = 5 * 60_000;
const WATCH_EVERY_MS = 3_000;

const tones: Record<PayoutAccountStatus, 'neutral' | 'yellow' | 'green'> = {
  not_connected: 'neutral',
  setup_incomplete: 'yellow',
  active: 'green',
};

const explanations: Record<PayoutAccountStatus, string> = {
  not_connected:
    'Connect a Stripe account to receive your earnings. Stripe asks for your details and bank account on its own page, in a new tab.',
  setup_incomplete:
    "Your Stripe account is created, but its setup isn't finished: Stripe needs a few more details before it can pay you.",
  active: 'Your Stripe account is set up and payouts are enabled.',
};

/**
 * The payout account (spec 4: not connected → setup incomplete → active, moved by Stripe's
 * account.updated webhook). 'Set Up Now' / 'Continue setup' open Stripe's onboarding in a new tab; the
 * state is re-read when this tab regains focus, and every few seconds for a while after Stripe was
 * opened or sent the creator back, announced in a live region when it changes.
 */
export const PayoutAccountCard = ({ payoutSchedule }: { payoutSchedule: ReactNode }) =>
  // Issue 35: a manager working for the creator: payout settings are the creator's alone.
  actingForCreator() ? (
    <SectionCard
      titleId="payout-account-title"
      title="Payouts"
      description="Your earnings are paid to your bank account through Stripe Connect."
      data-testid="payout-account"
    >
      <CreatorOnlyNotice what="payouts and payout settings" />
    </SectionCard>
  ) : (
    <PayoutAccountState payoutSchedule={payoutSchedule} />
  );

const PayoutAccountState = ({ payoutSchedule }: { payoutSchedule: ReactNode }) => {
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('stripe');
  const [watchSince, setWatchSince] = useState<number | null>(() => (returned ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const watching = watchSince !== null && now - watchSince < WATCH_MS;
  const account = usePayoutAccount({ pollUntilActiveMs: watching && WATCH_EVERY_MS });
  const onboarding = useOpenPayoutOnboarding();
  const status = account.data?.status;

  // Stop watching once active or after WATCH_MS (the clock only ticks while watching).
  useEffect(() => {
    if (!watching) return;
    const timer = window.setInterval(() => setNow(Date.now()), WATCH_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [watching]);
  useEffect(() => {
    if (status === 'active') setWatchSince(null);
  }, [status]);

  const setUp = async () => {
    const opened = await onboarding.open((error) =>
      toast.error('Error', apiErrorMessage(error, 'Failed to set up Stripe Connect account')),
    );
    if (opened) {
      setWatchSince(Date.now());
      setNow(Date.now());
    }
  };

  return (
    <SectionCard
      titleId="payout-account-title"
      title="Payouts"
      aside={
        status && (
          <Badge tone={tones[status]} data-testid="payout-account-status">
            {payoutAccountLabels[status]}
          </Badge>
        )
      }
      description="Your earnings are paid to your bank account through Stripe Connect."
      data-testid="payout-account"
    >
      <div className="mt-4 space-y-4 text-sm" data-status={status}>
        {account.isPending ? (
          <Skeleton className="h-4 w-2/3" label="Loading account data" />
        ) : account.isError && !account.data ? (
          <LoadError
            what="account data"
            onRetry={() => void account.refetch()}
            isRetrying={account.isRefetching}
          />
        ) : (
          status && (
            <>
              <p className="text-slate-700">{explanations[status]}</p>
              {status === 'active' && <p className="text-slate-600">{payoutSchedule}</p>}
              {returned === 'refresh' && status !== 'active' && (
                <p
                  className="rounded-lg bg-yellow-50 px-3 py-2 text-yellow-950"
                  data-testid="stripe-link-expired"
                >
                  That Stripe setup link has expired. Continue setup to get a new one.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {status === 'active' ? (
                  <Link
                    to={paths.creator.payouts.getHref()}
                    className={buttonStyles({ variant: 'secondary' })}
                  >
                    View Earnings & Payouts
                  </Link>
                ) : (
                  <Button onClick={setUp} isLoading={onboarding.isPending} data-testid="payout-setup">
                    {onboarding.isPending
                      ? 'Opening Stripe...'
                      : status === 'not_connected'
                        ? 'Set Up Now'
                        : 'Continue setup'}
                  </Button>
                )}
              </div>
            </>
          )
        )}
        <p role="status" className={watching && status !== 'active' ? 'text-slate-600' : 'sr-only'}>
          {watching && status !== 'active'
            ? 'Finish the setup in the Stripe tab. This page updates by itself when Stripe confirms it.'
            : status === 'active' && returned
              ? 'Your payout account is active.'
              : ''}
        </p>
      </div>
    </SectionCard>
  );
};
