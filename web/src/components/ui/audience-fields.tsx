import { useId } from 'react';
import {
  type AudienceBand,
  audienceBandLabels,
  audienceBands,
  NICHES_MAX,
  type ProductCategory,
  productCategories,
  productCategoryLabel,
} from '../../../../contracts/constants';
import { cn } from '../../../../ui/utils/cn';
import { Select } from './select';

/**
 * Issue 34: the niches a creator covers, as onboarding and Profile Settings both ask for them: a group of
 * checkboxes named by its legend, at most NICHES_MAX (the others are disabled once that many are
 * chosen), the error under the group.
 */
export const NichesField = ({
  id,
  value,
  onValueChange,
  error,
}: {
  id: string;
  value: readonly string[];
  onValueChange: (next: ProductCategory[]) => void;
  error?: string | undefined;
}) => {
  const hintId = useId();
  const full = value.length >= NICHES_MAX;
  const toggle = (niche: ProductCategory, on: boolean) =>
    onValueChange(
      (on ? [...value, niche] : value.filter((item) => item !== niche)).filter(
        (item, index, all) => all.indexOf(item) === index,
      ) as ProductCategory[],
    );
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : hintId}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
      data-testid="niches-field"
    >
      <legend className="text-sm font-semibold text-slate-900">Niches</legend>
      <p id={hintId} className="text-sm text-slate-600">
        What you post about, from the product categories: choose up to {NICHES_MAX}. Brands search by them.
      </p>
      <div className="flex flex-wrap gap-2">
        {productCategories.map((niche) => {
          const checked = value.includes(niche);
          return (
            <label
              key={niche}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm',
                checked
                  ? 'border-violet-600 bg-violet-50 text-violet-900'
                  : 'border-slate-300 text-slate-700',
                !checked && full && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                name="niches"
                className="size-4 accent-violet-700"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(niche, event.target.checked)}
              />
              {productCategoryLabel(niche)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
};

const bandOptions = [
  { value: '', label: 'Not stated' },
  ...audienceBands.map((band) => ({ value: band, label: audienceBandLabels[band] })),
];

/** The audience size band the creator states ('' none). */
export const AudienceBandSelect = ({
  id,
  value,
  onValueChange,
  error,
}: {
  id: string;
  value: '' | AudienceBand | string;
  onValueChange: (next: string) => void;
  error?: string | undefined;
}) => (
  <Select
    id={id}
    name="audience_band"
    label="Audience size"
    hint="Your followers across platforms, roughly."
    options={bandOptions}
    value={value}
    error={error}
    onChange={(event) => onValueChange(event.target.value)}
  />
);
