import { Badge } from '../../../../../ui/components/ui/badge';
import { CheckIcon, GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatDate } from '../../../../../ui/utils/format';
import type { CreditMilestone } from '../api/get-credits';

/** Earn Credits: each milestone, its reward, and whether (and how often) it was earned. */
export const EarnCredits = ({ milestones }: { milestones: readonly CreditMilestone[] }) => (
  <ul className="grid gap-3 sm:grid-cols-2" aria-label="Milestones" data-testid="milestones">
    {milestones.map((milestone) => {
      const earned = milestone.times_earned > 0;
      return (
        <li
          key={milestone.key}
          className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="milestone"
          data-milestone={milestone.key}
          data-earned={earned}
        >
          <span
            className={`grid size-10 shrink-0 place-items-center rounded-full ${earned ? 'bg-emerald-50 text-emerald-700' : 'bg-violet-50 text-violet-700'}`}
          >
            {earned ? <CheckIcon className="size-5" /> : <GiftIcon className="size-5" />}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{milestone.title}</h3>
            <p className="text-sm text-slate-600">{milestone.description}</p>
            {milestone.last_earned_at && (
              <p className="mt-1 text-xs text-slate-500">
                Earned {milestone.times_earned > 1 ? `${milestone.times_earned} times, last ` : ''}
                {formatDate(milestone.last_earned_at)}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <span className="font-semibold text-violet-700 tabular-nums">+{milestone.credits}</span>
            <Badge tone={earned ? 'green' : 'neutral'} data-testid="milestone-status">
              {earned ? 'Earned' : 'Not earned yet'}
            </Badge>
          </div>
        </li>
      );
    })}
  </ul>
);
