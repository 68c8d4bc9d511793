import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckIcon, WalletIcon } from '../../../components/ui/icons';
import { ProgressDots } from '../../../components/ui/progress-dots';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import type { Creator } from '../../../types/creator';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { CreatorOnboarding } from '../api/get-onboarding';
import { ProfileStep } from './profile-step';

const steps = ['Build Your Profile', 'Connect Payouts', "You're All Set"] as const;
type StepIndex = 0 | 1 | 2;

export type Heading = (text: string) => ReactNode;

/**
 * Creator onboarding (spec 2.5, 4): Build Your Profile → Connect Payouts → You're All Set. Step 1
 * claims the username; the payouts step has no payment provider yet and says so, and the flow reaches
 * step 3 either way; 'Go to Dashboard' completes onboarding.
 */
export const OnboardingWizard = ({ data }: { data: CreatorOnboarding }) => {
  const [step, setStep] = useState<StepIndex>(0);
  const [creator, setCreator] = useState<Creator | null>(data.creator);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the content: focus its heading so keyboard and screen reader users start there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const heading: Heading = (text) => (
    <h2
      ref={headingRef}
      id="onboarding-step-heading"
      tabIndex={-1}
      className="text-center text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
    >
      {text}
    </h2>
  );

  return (
    <div className="mx-auto w-full max-w-2xl" data-testid="creator-onboarding" data-step={step + 1}>
      <ProgressDots steps={steps} current={step} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
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
          <AllSetStep heading={heading} creator={creator} onBack={() => setStep(1)} />
        )}
      </div>
    </div>
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
  heading: Heading;
  onBack: () => void;
  onContinue: () => void;
}) => (
  <section aria-labelledby="onboarding-step-heading" className="space-y-6">
    <span className="mx-auto grid size-14 place-items-center rounded-full bg-violet-100 text-violet-700">
      <WalletIcon className="size-7" />
    </span>
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
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="ghost" onClick={onBack}>
        Back
      </Button>
      <Button onClick={onContinue}>Continue</Button>
    </div>
  </section>
);

const AllSetStep = ({
  heading,
  creator,
  onBack,
}: {
  heading: Heading;
  creator: Creator;
  onBack: () => void;
}) => {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();

  const finish = async () => {
    try {
      await complete.mutateAsync();
    } catch {
      toast.error('Error', 'Failed to complete onboarding. Please try again.');
      return;
    }
    await navigate(paths.creator.dashboard.getHref());
  };

  return (
    <section aria-labelledby="onboarding-step-heading" className="space-y-6">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="size-7" />
      </span>
      {heading("You're All Set!")}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        <SummaryRow term="Username" value={`@${creator.username}`} />
        <SummaryRow term="Bio" value={creator.bio} />
        <SummaryRow term="Payouts" value="Not set up yet (connect Stripe later in your account)" />
      </dl>
      <div>
        <h3 className="font-semibold text-slate-900">Next steps</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Browse brands and the products they offer creators.</li>
          <li>Apply to promote the products you like.</li>
          <li>Share your referral links and follow your clicks and earnings.</li>
        </ol>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={complete.isPending}>
          Back
        </Button>
        <Button size="lg" onClick={finish} isLoading={complete.isPending}>
          {complete.isPending ? 'Finishing...' : 'Go to Dashboard'}
        </Button>
      </div>
    </section>
  );
};

const SummaryRow = ({ term, value }: { term: string; value: ReactNode }) => (
  <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-4">
    <dt className="shrink-0 text-slate-500">{term}</dt>
    <dd className="font-medium break-words text-slate-900 sm:text-right">{value}</dd>
  </div>
);
