import { GiftIcon } from '../../../../../ui/components/ui/icons';
import { formatDate } from '../../../../../ui/utils/format';
import { EmptyState } from '../../../components/ui/empty-state';
import type { CreditEntry } from '../api/get-credits';

/** History: the credits ledger, newest first (the latest 100 entries). */
export const CreditHistory = ({ entries }: { entries: readonly CreditEntry[] }) => {
  if (entries.length === 0)
    return (
      <EmptyState icon={<GiftIcon />} title="No credit history" data-testid="credit-history-empty">
        Credits you earn and spend will appear here
      </EmptyState>
    );
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
      aria-label="Credit history, newest first"
      data-testid="credit-history"
    >
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex items-center justify-between gap-3 px-4 py-3"
          data-testid="credit-entry"
          data-kind={entry.kind}
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{entry.description}</p>
            <p className="text-sm text-slate-600">{formatDate(entry.created_at)}</p>
          </div>
          <p
            className={`shrink-0 font-semibold tabular-nums ${entry.credits >= 0 ? 'text-emerald-700' : 'text-slate-900'}`}
          >
            {entry.credits >= 0 ? `+${entry.credits}` : `−${Math.abs(entry.credits)}`}
            <span className="sr-only"> credits</span>
          </p>
        </li>
      ))}
    </ul>
  );
};
