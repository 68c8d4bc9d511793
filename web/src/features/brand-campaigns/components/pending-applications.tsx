import { type ReactNode, useState } from 'react';
import { MAX_BULK_DECISIONS } from '../../../../../contracts/constants';
import { Button } from '../../../../../ui/components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import type { Application } from '../../../types/partnership';
import { type BulkOutcome, useDecideApplications } from '../api/decide-applications';
import type { BrandCampaigns } from '../api/get-campaigns';
import { ApplicationRow } from './application-row';
import { BulkResult } from './bulk-result';

type Decision = 'approved' | 'denied';

/**
 * Pending Applications with bulk decisions (issue 21): a checkbox per application and one for all, a
 * sticky bar with the count and Approve / Deny for the selection (each application its own transaction
 * on the server), then a summary of what was decided and why the rest was not.
 */
export const PendingApplications = ({
  applications,
  applicants,
  creators,
  empty,
}: {
  applications: readonly Application[];
  applicants: BrandCampaigns['applicants'];
  /** The creators' links, shown with their pitches (issue 34). */
  creators: BrandCampaigns['creators'];
  empty: ReactNode;
}) => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<{ outcome: BulkOutcome; names: Map<string, Application> }>();
  const [failure, setFailure] = useState<string>();
  const bulk = useDecideApplications();
  // Issue 35: deciding is the program's; the other roles read the applications, and why they cannot decide.
  const decides = useBrandRole().can('program');
  const figuresOf = new Map(applicants.map((figures) => [figures.creator_id, figures]));
  const linksOf = new Map(creators.map((links) => [links.creator_id, links]));

  // Only what is still pending counts: a decision elsewhere drops an application from the selection.
  const chosen = applications.filter((application) => selected.has(application.id));
  const all = applications.length > 0 && chosen.length === applications.length;
  const tooMany = chosen.length > MAX_BULK_DECISIONS;
  const deciding = bulk.isPending ? bulk.variables?.decision : undefined;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const decide = (decision: Decision) => {
    const names = new Map(chosen.map((application) => [application.id, application]));
    setFailure(undefined);
    bulk.mutate(
      { ids: chosen.map((application) => application.id), decision },
      {
        onSuccess: (outcome) => {
          setResult({ outcome, names });
          setSelected(new Set());
        },
        onError: (error) =>
          setFailure(apiErrorMessage(error, 'The decisions could not be sent. Please try again.')),
      },
    );
  };

  return (
    <div className="space-y-4">
      {result && (
        <BulkResult outcome={result.outcome} names={result.names} onDismiss={() => setResult(undefined)} />
      )}
      {applications.length === 0 ? (
        empty
      ) : (
        <>
          <RoleNote work="program" />
          {decides && (
            <label className="flex w-fit cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-violet-700"
                checked={all}
                ref={(element) => {
                  if (element) element.indeterminate = chosen.length > 0 && !all;
                }}
                onChange={() =>
                  setSelected(all ? new Set() : new Set(applications.map((application) => application.id)))
                }
                data-testid="select-all-applications"
              />
              Select all ({applications.length})
            </label>
          )}
          <ul className="grid gap-3" aria-label="Pending applications">
            {applications.map((application) => (
              <ApplicationRow
                key={application.id}
                application={application}
                figures={figuresOf.get(application.creator_id)}
                links={linksOf.get(application.creator_id)}
                {...(decides && {
                  selection: {
                    checked: selected.has(application.id),
                    onToggle: () => toggle(application.id),
                  },
                })}
              />
            ))}
          </ul>
        </>
      )}
      {chosen.length > 0 && (
        <section
          aria-label="Selected applications"
          className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between md:bottom-4"
          data-testid="bulk-bar"
        >
          <div className="flex items-start justify-between gap-3 text-sm sm:justify-start">
            <div>
              <p className="py-1.5 font-semibold text-slate-900" aria-live="polite">
                {chosen.length} selected
              </p>
              {tooMany && (
                <p className="text-red-700">Select at most {MAX_BULK_DECISIONS} applications at a time.</p>
              )}
              {failure && (
                <p className="text-red-700" role="alert">
                  {failure}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSelected(new Set())}
              disabled={bulk.isPending}
            >
              Clear<span className="sr-only"> the selection</span>
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => decide('denied')}
              isLoading={deciding === 'denied'}
              disabled={bulk.isPending || tooMany}
            >
              Deny selected
            </Button>
            <Button
              size="sm"
              onClick={() => decide('approved')}
              isLoading={deciding === 'approved'}
              disabled={bulk.isPending || tooMany}
            >
              Approve selected
            </Button>
          </div>
        </section>
      )}
    </div>
  );
};
