import { Button } from '../../../../../ui/components/ui/button';
import type { Application } from '../../../types/partnership';
import type { BulkOutcome } from '../api/decide-applications';

/**
 * What a bulk decision came to: how many were approved or denied, and each one that was not, by
 * creator and product, with the server's reason (e.g. already decided elsewhere).
 */
export const BulkResult = ({
  outcome,
  names,
  onDismiss,
}: {
  outcome: BulkOutcome;
  names: Map<string, Application>;
  onDismiss: () => void;
}) => {
  const done = outcome.succeeded.length;
  const verb = outcome.decision === 'approved' ? 'approved' : 'denied';
  return (
    <div
      role="status"
      className={
        outcome.failed.length > 0
          ? 'rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950'
          : 'rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950'
      }
      data-testid="bulk-result"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-2">
          <p className="font-semibold">
            {done} {done === 1 ? 'application' : 'applications'} {verb}
            {outcome.failed.length > 0 ? `, ${outcome.failed.length} not decided` : ''}.
          </p>
          {outcome.failed.length > 0 && (
            <ul className="list-disc space-y-1 pl-5" aria-label="Not decided">
              {outcome.failed.map((failure) => {
                const application = names.get(failure.application_id);
                return (
                  <li key={failure.application_id}>
                    {application
                      ? `@${application.creator_username} · ${application.product_name}: `
                      : `${failure.application_id}: `}
                    {failure.message}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss<span className="sr-only"> the summary</span>
        </Button>
      </div>
    </div>
  );
};
