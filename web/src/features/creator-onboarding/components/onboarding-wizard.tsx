import { useState } from 'react';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import {
  AllSetStep,
  OnboardingWizardFrame,
  type StepHeading,
  SummaryRow,
} from '../../../components/layouts/onboarding-wizard';
import { usePayoutAccount } from '../../../lib/payout-account';
import type { Creator } from '../../../types/creator';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { CreatorOnboarding } from '../api/get-onboarding';
import { PayoutsStep } from './payouts-step';
import { ProfileStep } from './profile-step';

const steps = ['Build Your Profile', 'Connect Payouts', "You're All Set"] as const;
type StepIndex = 0 | 1 | 2;

/**
 * Creator onboarding (spec 2.5, 4): Build Your Profile → Connect Payouts → You're All Set. Step 1
 * claims the username; step 2 connects Stripe (or is skipped) and the flow reaches step 3 either way;
 * step 3 sums up, with the payout account's real state; 'Go to Dashboard' completes onboarding. A reload
 * (or a later visit) resumes at the first step not done yet: what earlier steps saved stays saved.
 */
export const OnboardingWizard = ({ data }: { data: CreatorOnboarding }) =>
  data.creator ? <ResumedWizard data={data} /> : <Wizard data={data} initialStep={0} />;

/**
 * A creator who saved step 1 (the creator record exists) comes back at the first step not done yet: the
 * payouts step, or, once payout setup was started (step 2 moves on whether or not Stripe finished),
 * the summary. The payout account decides which, so the wizard waits for it (a failed read: step 2).
 */
const ResumedWizard = ({ data }: { data: CreatorOnboarding }) => {
  const account = usePayoutAccount();
  if (account.isPending) {
    return (
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8">
        <Skeleton className="h-8 w-2/3" label="Loading your onboarding" />
      </div>
    );
  }
  const started = account.data !== undefined && account.data.status !== 'not_connected';
  return <Wizard data={data} initialStep={started ? 2 : 1} />;
};

const Wizard = ({ data, initialStep }: { data: CreatorOnboarding; initialStep: StepIndex }) => {
  const [step, setStep] = useState<StepIndex>(initialStep);
  const [creator, setCreator] = useState<Creator | null>(data.creator);

  return (
    <OnboardingWizardFrame steps={steps} step={step} data-testid="creator-onboarding">
      {(heading) => (
        <>
          {step === 0 && (
            <ProfileStep
              heading={heading}
              firstName={data.profile.first_name}
              creator={creator}
              onSaved={(saved) => {
                setCreator(saved);
                setStep(1);
              }}
            />
          )}
          {step === 1 && (
            <PayoutsStep heading={heading} onBack={() => setStep(0)} onContinue={() => setStep(2)} />
          )}
          {step === 2 && creator && (
            <CreatorAllSetStep heading={heading} creator={creator} onBack={() => setStep(1)} />
          )}
        </>
      )}
    </OnboardingWizardFrame>
  );
};

const CreatorAllSetStep = ({
  heading,
  creator,
  onBack,
}: {
  heading: StepHeading;
  creator: Creator;
  onBack: () => void;
}) => {
  const complete = useCompleteOnboarding();
  return (
    <AllSetStep
      heading={heading}
      title="You're All Set!"
      complete={() => complete.mutateAsync()}
      isPending={complete.isPending}
      dashboardHref={paths.creator.dashboard.getHref()}
      onBack={onBack}
      summary={
        <>
          <SummaryRow term="Username" value={`@${creator.username}`} />
          <SummaryRow term="Bio" value={creator.bio} />
          <SummaryRow term="Payouts" value={<PayoutsSummary />} />
        </>
      }
      nextSteps={
        <>
          <li>Browse brands and the products they offer creators.</li>
          <li>Apply to promote the products you like.</li>
          <li>Share your referral links and follow your clicks and earnings.</li>
        </>
      }
    />
  );
};

/**
 * The payout account as it is now (re-read when the creator comes back from Stripe's tab), so the
 * summary never claims a setup that did not happen.
 */
const PayoutsSummary = () => {
  // Setup finishes in Stripe's tab: watch for it while the creator reads this step.
  const account = usePayoutAccount({ pollUntilActiveMs: 3_000 });
  const status = account.data?.status;
  if (!status) {
    return account.isError ? (
      'Check it in your account settings'
    ) : (
      <Skeleton className="w-32" label="Checking your payout account" />
    );
  }
  return (
    <span data-testid="payouts-summary" data-status={status}>
      {status === 'active'
        ? 'Connected and active'
        : status === 'setup_incomplete'
          ? 'Setup incomplete (finish it in your account settings)'
          : 'Not connected (set it up later in your account settings)'}
    </span>
  );
};
