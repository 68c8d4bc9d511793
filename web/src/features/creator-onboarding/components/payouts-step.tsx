import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { toast } from '../../../../../ui/components/ui/toast';
import {
  OnboardingStep,
  StepActions,
  StepBackButton,
  type StepHeading,
  StepIcon,
} from '../../../components/layouts/onboarding-wizard';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useOpenPayoutOnboarding, usePayoutAccount } from '../../../lib/payout-account';

/** Spec 4: step 3 follows about 3 seconds after payout setup starts, whether or not it worked. */
export const ADVANCE_AFTER_MS = 3_000;

const SETUP_FAILED = 'Failed to set up Stripe Connect. You can complete this later in your account settings.';

/**
 * Step 2, 'Connect Payouts' (spec 2.5, 4, 7.3): creates the creator's Stripe Connect Express account and
 * opens Stripe's onboarding in a new tab, then moves on to step 3 about 3 seconds later, even on failure
 * ('Setup Error'). The creator may skip it and set payouts up later from the account page.
 */
export const PayoutsStep = ({
  heading,
  onBack,
  onContinue,
}: {
  heading: StepHeading;
  onBack: () => void;
  onContinue: () => void;
}) => {
  const onboarding = useOpenPayoutOnboarding();
  const [phase, setPhase] = useState<'idle' | 'starting' | 'opened' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const connect = async () => {
    if (phase !== 'idle') return;
    setPhase('starting');
    timer.current = window.setTimeout(onContinue, ADVANCE_AFTER_MS);
    const opened = await onboarding.open((error) =>
      toast.error('Setup Error', apiErrorMessage(error, SETUP_FAILED)),
    );
    setPhase(opened ? 'opened' : 'failed');
  };

  const active = usePayoutAccount().data?.status === 'active';
  const started = phase !== 'idle';
  return (
    <OnboardingStep>
      <StepIcon>
        <WalletIcon className="size-7" />
      </StepIcon>
      {heading('Connect Payouts')}
      {active ? (
        <div
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
          data-testid="payouts-connected"
        >
          <p className="font-semibold">Payouts are connected</p>
          <p className="mt-1">Your Stripe account is set up: your earnings will be paid to it.</p>
        </div>
      ) : (
        <div
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="payouts-not-set-up"
        >
          <p className="font-semibold">Payouts aren't set up yet</p>
          <p className="mt-1">
            Connect Stripe to get paid for your sales: it opens in a new tab and asks for your details and
            bank account. You can also do it later in your account settings; the commissions you earn are
            recorded from your first sale either way.
          </p>
        </div>
      )}
      <p
        role="status"
        className={started ? 'rounded-xl bg-violet-50 p-4 text-sm text-violet-950' : 'sr-only'}
        data-testid="payout-setup-progress"
      >
        {phase === 'starting'
          ? 'Setting up your payout account...'
          : phase === 'opened'
            ? 'Stripe is open in a new tab: finish your setup there. You will continue here in a moment.'
            : phase === 'failed'
              ? 'Payouts are not set up yet. You can complete this later in your account settings.'
              : ''}
      </p>
      <StepActions>
        <StepBackButton onClick={onBack} disabled={started} />
        {active ? (
          <Button onClick={onContinue}>Continue</Button>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {/* The way to skip: payouts can be set up later from /creator/account. */}
            <Button variant="ghost" onClick={onContinue} disabled={started}>
              Continue without payouts
            </Button>
            <Button onClick={connect} isLoading={phase === 'starting'} disabled={started}>
              {phase === 'starting' ? 'Connecting...' : 'Connect Payouts'}
            </Button>
          </div>
        )}
      </StepActions>
    </OnboardingStep>
  );
};
