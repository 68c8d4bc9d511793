import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { PercentInput } from '../../../components/ui/percent-input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useSchemaForm } from '../../../lib/forms';
import { type BulkProductAction, type BulkSummary, useBulkUpdateProducts } from '../api/bulk-update-products';
import { DEFAULT_COMMISSION_PERCENTAGE, type Product } from '../api/get-products';
import { commissionForm } from '../api/set-commission-for-all';

type BulkActionsProps = {
  /** The products the search shows: 'Select all' selects these. */
  visible: readonly Product[];
  /** The whole catalogue (names of failed products, selected ones the search hides). */
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  /** After an action: what stays selected (the products that failed, to try again). */
  onReplaceSelection: (ids: readonly string[]) => void;
};

const plural = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

const doneText = ({ action, commission, succeeded }: BulkSummary) =>
  action === 'make_available'
    ? `${plural(succeeded)} made available to creators.`
    : action === 'pause'
      ? `${plural(succeeded)} paused.`
      : `${plural(succeeded)} now pay ${commission}% commission.`;

const runningText: Record<BulkProductAction, string> = {
  make_available: 'Making products available',
  pause: 'Pausing products',
  set_commission: 'Setting the commission',
};

/**
 * Bulk actions on My Products (issue 21): select products (one by one on the cards, or every product
 * the search shows), then Make available, Pause or Set commission. Each product is saved on its own on
 * the server; the bar shows how far a large selection has got and the summary says what succeeded and,
 * by name, what failed and why. The failed ones stay selected.
 */
export const BulkActions = ({
  visible,
  products,
  selected,
  onSelect,
  onReplaceSelection,
}: BulkActionsProps) => {
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [summary, setSummary] = useState<BulkSummary>();
  const bulk = useBulkUpdateProducts((done, total) => setProgress({ done, total }));
  const selectAllRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shownSelected = visible.filter((product) => selected.has(product.id)).length;
  const allShown = visible.length > 0 && shownSelected === visible.length;
  const form = useSchemaForm({
    ...commissionForm,
    defaultValues: { commission_percentage: String(DEFAULT_COMMISSION_PERCENTAGE) },
  });

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shownSelected > 0 && !allShown;
  }, [shownSelected, allShown]);

  const run = async (action: BulkProductAction, commission?: number) => {
    const ids = [...selected];
    setSummary(undefined);
    setProgress({ done: 0, total: ids.length });
    const result = await bulk.mutateAsync({
      action,
      ids,
      ...(commission === undefined ? {} : { commission }),
    });
    setProgress(undefined);
    setSummary(result);
    onReplaceSelection(result.failed.map((failure) => failure.product_id));
    // Focus moves to the summary, so a keyboard or screen-reader user hears what happened next.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const setCommission = form.handleSubmit(({ commission_percentage }) =>
    run('set_commission', commission_percentage),
  );
  const nameOf = (id: string) => products.find((product) => product.id === id)?.name ?? id;
  const busy = bulk.isPending;

  return (
    <section aria-label="Bulk actions" className="mt-4 space-y-3" data-testid="bulk-actions">
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-3">
            <input
              ref={selectAllRef}
              id="select-all-products"
              type="checkbox"
              className="size-5 accent-violet-700"
              checked={allShown}
              disabled={busy || visible.length === 0}
              onChange={(event) =>
                onSelect(
                  visible.map((product) => product.id),
                  event.target.checked,
                )
              }
            />
            <label htmlFor="select-all-products" className="text-sm font-medium text-slate-800">
              Select all {visible.length} shown
            </label>
          </div>
          <span className="text-sm text-slate-600" aria-live="polite" data-testid="selected-count">
            {selected.size === 0
              ? 'Select products to change many at once'
              : shownSelected < selected.size
                ? `${plural(selected.size)} selected (${selected.size - shownSelected} not shown by the search)`
                : `${plural(selected.size)} selected`}
          </span>
          {selected.size > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              disabled={busy}
              onClick={() => onReplaceSelection([])}
            >
              Clear selection
            </Button>
          )}
        </div>
        {selected.size > 0 && (
          // The buttons line up with the rate's input, under its label (label 20 px + 6 px gap).
          <div className="flex flex-wrap items-start gap-2 border-t border-slate-100 pt-3">
            <Button size="md" className="mt-6.5 h-11" disabled={busy} onClick={() => run('make_available')}>
              Make available
            </Button>
            <Button
              variant="secondary"
              size="md"
              className="mt-6.5 h-11"
              disabled={busy}
              onClick={() => run('pause')}
            >
              Pause
            </Button>
            <form noValidate onSubmit={setCommission} className="flex items-start gap-2">
              <FormField
                id="bulk-commission"
                label={
                  <>
                    Commission<span className="sr-only"> for the selected products</span> (%)
                  </>
                }
                error={form.formState.errors.commission_percentage?.message}
                className="max-w-44 space-y-1.5"
              >
                {(control) => (
                  <PercentInput
                    {...control}
                    {...form.register('commission_percentage')}
                    className={fieldControlStyles({ className: 'block h-11 w-28' })}
                  />
                )}
              </FormField>
              <Button type="submit" variant="secondary" size="md" className="mt-6.5 h-11" disabled={busy}>
                Set commission
              </Button>
            </form>
          </div>
        )}
      </div>

      {progress && bulk.variables && (
        <div
          className="space-y-1.5 rounded-2xl border border-violet-200 bg-violet-50 p-4"
          data-testid="bulk-progress"
        >
          <ProgressBar
            label={runningText[bulk.variables.action]}
            value={progress.done}
            max={progress.total}
            valueText={`${progress.done} of ${plural(progress.total)}`}
          />
          <p className="text-sm text-violet-900">
            {runningText[bulk.variables.action]}: {progress.done} of {plural(progress.total)}
          </p>
        </div>
      )}

      {summary && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="status"
          className={`rounded-2xl border p-4 text-sm focus:outline-2 focus:outline-violet-600 ${
            summary.failed.length > 0
              ? 'border-amber-200 bg-amber-50 text-amber-950'
              : 'border-emerald-200 bg-emerald-50 text-emerald-950'
          }`}
          data-testid="bulk-summary"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="space-y-2">
              <p className="font-semibold" data-testid="bulk-succeeded">
                {doneText(summary)}
              </p>
              {summary.failed.length > 0 && (
                <>
                  <p data-testid="bulk-failed">
                    {plural(summary.failed.length)} could not be changed and stay selected:
                  </p>
                  <ul className="list-disc space-y-1 pl-5">
                    {summary.failed.map((failure) => (
                      <li key={failure.product_id}>
                        <span className="font-medium">{nameOf(failure.product_id)}</span>: {failure.message}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <Button variant="ghost" size="sm" onClick={() => setSummary(undefined)}>
              Dismiss
            </Button>
          </div>
        </div>
      )}
    </section>
  );
};
