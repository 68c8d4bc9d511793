import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../../ui/components/ui/button';
import { CheckIcon } from '../../../../ui/components/ui/icons';
import { toast } from '../../../../ui/components/ui/toast';
import { cn } from '../../../../ui/utils/cn';
import { apiErrorMessage } from '../../lib/api-error-message';
import { ProgressBar } from '../ui/progress-bar';

/** One step as a dashboard shows it: the server says whether it is done, the feature says the rest. */
export interface GettingStartedStep {
  step: string;
  done: boolean;
  title: string;
  text: string;
  /** The screen where the step is done. */
  href: string;
}

/**
 * The getting-started list (issue 34) at the top of a new user's dashboard: the steps from sign-up to
 * the first sale, each linking to its screen, with the progress as text and as an accessible progress
 * bar. Hide dismisses it for good (on the server, for this user).
 */
export const GettingStarted = ({
  steps,
  description,
  dismiss,
}: {
  steps: GettingStartedStep[];
  description: string;
  /** The feature's dismissal (its own route): Hide runs it, and a failure is said here. */
  dismiss: Pick<UseMutationResult<void, Error, void>, 'mutate' | 'isPending'>;
}) => {
  const dismissing = dismiss.isPending;
  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to hide getting started')),
    });
  const done = steps.filter((step) => step.done).length;
  const progress = `${done} of ${steps.length}`;
  return (
    <section
      aria-labelledby="getting-started-heading"
      className="mt-6 rounded-2xl border border-violet-200 bg-white p-5 shadow-sm"
      data-testid="getting-started"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="getting-started-heading" className="font-semibold text-slate-900">
            Getting started
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss} isLoading={dismissing} disabled={dismissing}>
          {dismissing ? 'Hiding...' : 'Hide'}
          <span className="sr-only"> getting started</span>
        </Button>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <p
          className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums"
          data-testid="getting-started-progress"
        >
          {progress}
        </p>
        <ProgressBar
          value={done}
          max={steps.length}
          label="Getting started"
          valueText={`${progress} steps done`}
        />
      </div>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 xl:grid-cols-5">
        {steps.map((step, index) => (
          <li key={step.step} data-testid={`step-${step.step}`} data-done={step.done}>
            <StepCard step={step} number={index + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
};

/** A step: its number or a tick, what to do, and a link to the screen where it is done. */
const StepCard = ({ step, number }: { step: GettingStartedStep; number: number }) => (
  <Link
    to={step.href}
    className={cn(
      'flex h-full items-start gap-3 rounded-xl border p-3 hover:border-violet-300 hover:bg-violet-50',
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
      step.done ? 'border-emerald-200 bg-emerald-50/60' : 'border-slate-200',
    )}
  >
    <span
      aria-hidden="true"
      className={cn(
        'grid size-7 shrink-0 place-items-center rounded-full',
        step.done
          ? 'bg-emerald-600 text-white'
          : 'border border-slate-300 text-sm font-semibold text-slate-700',
      )}
    >
      {step.done ? <CheckIcon className="size-4" /> : number}
    </span>
    <span className="min-w-0">
      <span className={cn('block text-sm font-semibold', step.done ? 'text-slate-600' : 'text-slate-900')}>
        {step.title}
        <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
      </span>
      <span className="mt-0.5 block text-xs text-slate-600">{step.text}</span>
    </span>
  </Link>
);
