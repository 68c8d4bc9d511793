import { type FormEvent, useEffect, useId, useState } from 'react';
import { RATE_CUT_NOTICE_DAYS } from '../../../../../contracts/rate-schedule';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime } from '../../../../../ui/utils/format';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { PercentInput } from '../../../components/ui/percent-input';
import { ApiError } from '../../../lib/api-client';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type TierInput, type TiersData, useCancelTiersChange, useSetTiers, useTiers } from '../api/tiers';

const MAX_TIERS = 5;

type Row = { key: number; after: string; rate: string };

let nextKey = 0;
const rowOf = (tier?: TierInput): Row => ({
  key: nextKey++,
  after: tier ? String(tier.after_sales) : '',
  rate: tier ? String(tier.rate_percentage) : '',
});

const describe = (tiers: readonly TierInput[]) =>
  tiers.length === 0
    ? 'no tiers'
    : tiers.map((tier) => `${tier.rate_percentage}% after ${tier.after_sales} sales`).join(', ');

/**
 * Performance tiers (docs/architecture.md section 5, "Terms"): "after N attributed sales in a calendar
 * month (UTC) with you, a creator earns R%" from the (N+1)th sale on. A change that pays any sale less is
 * announced to creators and takes effect after the notice; the brand can withdraw it until then.
 */
export const TiersCard = () => {
  const titleId = useId();
  const tiers = useTiers();
  return (
    <SectionCard
      titleId={titleId}
      title="Performance tiers"
      description={`Reward creators who sell more: from the sale after the count you set, in a calendar month (UTC), they earn the tier's rate instead of the product's when it is higher. Lowering or removing a tier takes effect after ${RATE_CUT_NOTICE_DAYS} days' notice.`}
      className="mt-6"
      data-testid="tiers-card"
    >
      {tiers.isPending ? (
        <Skeleton className="mt-4 h-10 w-2/3" label="Loading tiers" />
      ) : tiers.isError ? (
        <InlineLoadError
          what="tiers"
          onRetry={() => void tiers.refetch()}
          isRetrying={tiers.isFetching}
          className="mt-4"
        />
      ) : (
        <TiersForm data={tiers.data} />
      )}
    </SectionCard>
  );
};

const TiersForm = ({ data }: { data: TiersData }) => {
  const [rows, setRows] = useState<Row[]>(() => data.tiers.map(rowOf));
  const [error, setError] = useState<string>();
  const save = useSetTiers();
  const cancel = useCancelTiersChange();
  const formId = useId();
  // Issue 35: tiers are the program's; the other roles see them in a disabled form, and why.
  const editable = useBrandRole().can('program');

  // The saved tiers changed (saved here, or a refetch): show them.
  useEffect(() => setRows(data.tiers.map(rowOf)), [data.tiers]);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tiers = rows.map((row) => ({ after_sales: Number(row.after), rate_percentage: Number(row.rate) }));
    const bad = tiers.find(
      (tier) =>
        !Number.isInteger(tier.after_sales) ||
        tier.after_sales < 1 ||
        !Number.isFinite(tier.rate_percentage) ||
        tier.rate_percentage < 0 ||
        tier.rate_percentage > 100,
    );
    if (bad || rows.some((row) => row.after.trim() === '' || row.rate.trim() === '')) {
      setError('Each tier needs a whole number of sales (1 or more) and a rate between 0-100%');
      return;
    }
    setError(undefined);
    save.mutate(tiers, {
      onSuccess: (saved) =>
        saved.pending
          ? toast.success(
              'Change Announced',
              `Creators are told now; it takes effect on ${formatDateTime(saved.pending.effective_at)}`,
            )
          : toast.success('Tiers Saved', `In force now: ${describe(saved.tiers)}`),
      onError: (failure) =>
        setError(failure instanceof ApiError ? failure.message : 'Failed to save the tiers'),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4"
      aria-describedby={error ? `${formId}-error` : undefined}
    >
      <RoleNote work="program" className="mb-3" />
      <fieldset disabled={!editable} className="space-y-3">
        {data.pending && (
          <div
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="pending-tiers"
          >
            <span>
              From {formatDateTime(data.pending.effective_at)}: {describe(data.pending.tiers)}
            </span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              isLoading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.success('Change Cancelled', 'The tiers in force stay'),
                  onError: () => toast.error('Error', 'Failed to cancel the change'),
                })
              }
            >
              Cancel change
            </Button>
          </div>
        )}
        {rows.length === 0 && (
          <p className="text-sm text-slate-600">No tiers: every sale earns its product's rate.</p>
        )}
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-end gap-3" data-testid="tier-row">
              <FormField id={`${formId}-after-${row.key}`} label={`Tier ${index + 1}: after this many sales`}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={row.after}
                    onChange={(event) => update(row.key, { after: event.target.value })}
                    className={fieldControlStyles({ className: 'block h-11 w-32' })}
                  />
                )}
              </FormField>
              <FormField id={`${formId}-rate-${row.key}`} label="Rate (%)">
                {(control) => (
                  <PercentInput
                    {...control}
                    value={row.rate}
                    onChange={(event) => update(row.key, { rate: event.target.value })}
                    className={fieldControlStyles({ className: 'block h-11 w-28' })}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              >
                Remove<span className="sr-only"> tier {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
        {error && (
          <p id={`${formId}-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={rows.length >= MAX_TIERS}
            onClick={() => setRows((current) => [...current, rowOf()])}
          >
            Add tier
          </Button>
          <Button type="submit" size="sm" isLoading={save.isPending}>
            Save tiers
          </Button>
        </div>
      </fieldset>
    </form>
  );
};
