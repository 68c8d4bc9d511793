import { cn } from '../../../../ui/utils/cn';

type ProgressDotsProps = { steps: readonly string[]; current: number };

/** The wizard's position: one dot per step, the current one marked with aria-current="step". */
export const ProgressDots = ({ steps, current }: ProgressDotsProps) => (
  <nav aria-label="Onboarding progress" className="flex flex-col items-center gap-2">
    <ol className="flex items-center gap-2" data-testid="progress-dots">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={title} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                state === 'current' ? 'w-8 bg-violet-700' : 'w-2.5',
                state === 'done' && 'bg-violet-400',
                state === 'upcoming' && 'bg-slate-300',
              )}
            />
            <span className="sr-only">
              Step {index + 1} of {steps.length}: {title}
              {state === 'done' ? ' (done)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
    <p className="text-xs font-medium text-slate-500" aria-hidden="true">
      Step {current + 1} of {steps.length}
    </p>
  </nav>
);
