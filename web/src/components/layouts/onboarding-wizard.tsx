import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../ui/components/ui/button';
import { CheckIcon } from '../../../../ui/components/ui/icons';
import { toast } from '../../../../ui/components/ui/toast';
import { cn } from '../../../../ui/utils/cn';
import { ProgressDots } from '../ui/progress-dots';

/** Renders a step's heading: the one element focus moves to when the step changes. */
export type StepHeading = (text: string) => ReactNode;

const stepHeadingId = 'onboarding-step-heading';

type OnboardingWizardFrameProps = {
  steps: readonly string[];
  /** The shown step, from 0. */
  step: number;
  /** The current step's content, given the heading it must render. */
  children: (heading: StepHeading) => ReactNode;
  'data-testid': string;
};

/**
 * The brand's and the creator's onboarding around their steps: progress dots, the card, and focus on
 * the new step's heading.
 */
export const OnboardingWizardFrame = ({ steps, step, children, ...data }: OnboardingWizardFrameProps) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the content: move focus to its heading so keyboard and screen reader users
  // land at its start (not on the first render: the page's own focus order applies then).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const heading: StepHeading = (text) => (
    <h2
      ref={headingRef}
      id={stepHeadingId}
      tabIndex={-1}
      className="text-center text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
    >
      {text}
    </h2>
  );

  return (
    <div className="mx-auto w-full max-w-2xl" {...data} data-step={step + 1}>
      <ProgressDots steps={steps} current={step} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children(heading)}
      </div>
    </div>
  );
};

/** One step's content, named by its heading. */
export const OnboardingStep = ({ className, children }: { className?: string; children: ReactNode }) => (
  <section aria-labelledby={stepHeadingId} className={cn('space-y-6', className)}>
    {children}
  </section>
);

/** The round icon over a step's heading. */
export const StepIcon = ({
  tone = 'violet',
  children,
}: {
  tone?: 'violet' | 'emerald';
  children: ReactNode;
}) => (
  <span
    className={cn(
      'mx-auto grid size-14 place-items-center rounded-full',
      tone === 'violet' ? 'bg-violet-100 text-violet-700' : 'bg-emerald-100 text-emerald-700',
    )}
  >
    {children}
  </span>
);

/** A step's Back (left on wide screens) and its way on (right); stacked, way on first, on phones. */
export const StepActions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">{children}</div>
);

export const StepBackButton = ({
  onClick,
  disabled,
  children = 'Back',
}: {
  onClick: () => void;
  disabled?: boolean | undefined;
  children?: ReactNode;
}) => (
  <Button variant="ghost" onClick={onClick} disabled={disabled}>
    {children}
  </Button>
);

/** A step's Back and Continue. */
export const BackAndContinue = ({
  onBack,
  onContinue,
  backLabel,
}: {
  onBack: () => void;
  onContinue: () => void;
  backLabel?: ReactNode;
}) => (
  <StepActions>
    <StepBackButton onClick={onBack}>{backLabel}</StepBackButton>
    <Button onClick={onContinue}>Continue</Button>
  </StepActions>
);

export const SummaryRow = ({ term, value }: { term: string; value: ReactNode }) => (
  <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-4">
    <dt className="shrink-0 text-slate-500">{term}</dt>
    <dd className="font-medium break-words text-slate-900 sm:text-right">{value}</dd>
  </div>
);

type AllSetStepProps = {
  heading: StepHeading;
  title: string;
  /** `<SummaryRow>`s: what was set up. */
  summary: ReactNode;
  /** `<li>`s: what to do after onboarding. */
  nextSteps: ReactNode;
  /** Completes onboarding (the feature's mutation); a failure keeps the person on this step. */
  complete: () => Promise<unknown>;
  isPending: boolean;
  /** Where 'Go to Dashboard' leads once onboarding is complete. */
  dashboardHref: string;
  onBack: () => void;
  backLabel?: ReactNode;
};

/** The last step: the summary, next steps, and 'Go to Dashboard', which completes onboarding. */
export const AllSetStep = ({
  heading,
  title,
  summary,
  nextSteps,
  complete,
  isPending,
  dashboardHref,
  onBack,
  backLabel,
}: AllSetStepProps) => {
  const navigate = useNavigate();

  const finish = async () => {
    try {
      await complete();
    } catch {
      toast.error('Error', 'Failed to complete onboarding. Please try again.');
      return;
    }
    await navigate(dashboardHref);
  };

  return (
    <OnboardingStep>
      <StepIcon tone="emerald">
        <CheckIcon className="size-7" />
      </StepIcon>
      {heading(title)}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">{summary}</dl>
      <div>
        <h3 className="font-semibold text-slate-900">Next steps</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">{nextSteps}</ol>
      </div>
      <StepActions>
        <StepBackButton onClick={onBack} disabled={isPending}>
          {backLabel}
        </StepBackButton>
        <Button size="lg" onClick={finish} isLoading={isPending}>
          {isPending ? 'Finishing...' : 'Go to Dashboard'}
        </Button>
      </StepActions>
    </OnboardingStep>
  );
};
