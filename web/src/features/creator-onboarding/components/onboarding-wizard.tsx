import { useState } from 'react';
import {
  AllSetStep,
  BackAndContinue,
  OnboardingStep,
  OnboardingWizardFrame,
  type StepHeading,
  StepIcon,
  SummaryRow,
} from '../../../components/layouts/onboarding-wizard';
import { WalletIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { Creator } from '../../../types/creator';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { CreatorOnboarding } from '../api/get-onboarding';
import { ProfileStep } from './profile-step';

const steps = ['Build Your Profile', 'Connect Payouts', "You're All Set"] as const;
type StepIndex = 0 | 1 | 2;

/**
 * Creator onboarding (spec 2.5, 4): Build Your Profile → Connect Payouts → You're All Set. Step 1
 * claims the username; the payouts step has no payment provider yet and says so, and the flow reaches
 * step 3 either way; 'Go to Dashboard' completes onboarding.
 */
export const OnboardingWizard = ({ data }: { data: CreatorOnboarding }) => {
  const [step, setStep] = useState<StepIndex>(0);
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

/**
 * No payment provider is connected yet (the payments work wires Stripe Connect): the step says so
 * plainly rather than pretending to set anything up, and Continue moves on.
 */
const PayoutsStep = ({
  heading,
  onBack,
  onContinue,
}: {
  heading: StepHeading;
  onBack: () => void;
  onContinue: () => void;
}) => (
  <OnboardingStep>
    <StepIcon>
      <WalletIcon className="size-7" />
    </StepIcon>
    {heading('Connect Payouts')}
    <div
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="payouts-not-set-up"
    >
      <p className="font-semibold">Payouts aren't set up yet</p>
      <p className="mt-1">
        You can connect Stripe later in your account. The commissions you earn are recorded from your first
        sale, so nothing is lost in the meantime.
      </p>
    </div>
    <BackAndContinue onBack={onBack} onContinue={onContinue} />
  </OnboardingStep>
);

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
          <SummaryRow term="Payouts" value="Not set up yet (connect Stripe later in your account)" />
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
