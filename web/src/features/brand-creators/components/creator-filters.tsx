import {
  type AudienceBand,
  audienceBandLabels,
  audienceBands,
  type CreatorPlatform,
  type CreatorSort,
  creatorPlatformLabels,
  creatorPlatforms,
  type ProductCategory,
  productCategories,
  productCategoryLabel,
} from '../../../../../contracts/constants';
import { cn } from '../../../../../ui/utils/cn';
import { Select } from '../../../components/ui/select';
import type { CreatorFilter } from '../api/get-creators';

const filters: { value: CreatorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'favorite', label: 'Favorites' },
  { value: 'blacklist', label: 'Blacklisted' },
  { value: 'unrated', label: 'Unrated' },
];

/** The directory's filters (spec 2.4) as toggle buttons: the pressed one is the filter applied. */
export const CreatorFilters = ({
  value,
  onChange,
}: {
  value: CreatorFilter;
  onChange: (next: CreatorFilter) => void;
}) => (
  // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
  <div role="group" aria-label="Filter creators" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
    {filters.map((item) => (
      <button
        key={item.value}
        type="button"
        aria-pressed={value === item.value}
        onClick={() => onChange(item.value)}
        data-testid={`creator-filter-${item.value}`}
        className={cn(
          'h-9 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
          value === item.value
            ? 'bg-white text-violet-800 shadow-sm ring-1 ring-slate-200'
            : 'text-slate-600 hover:text-slate-900',
        )}
      >
        {item.label}
      </button>
    ))}
  </div>
);

/** Issue 34: the directory's facet filters and order, beside the spec's filters. '' is "any". */
export interface CreatorFacets {
  niche: '' | ProductCategory;
  platform: '' | CreatorPlatform;
  band: '' | AudienceBand;
  minSalesCents: string;
  minConversion: string;
  sort: CreatorSort;
}

export const noFacets: CreatorFacets = {
  niche: '',
  platform: '',
  band: '',
  minSalesCents: '',
  minConversion: '',
  sort: 'name',
};

const facetSelects: {
  key: keyof CreatorFacets;
  id: string;
  label: string;
  options: { value: string; label: string }[];
}[] = [
  {
    key: 'niche',
    id: 'creator-niche',
    label: 'Niche',
    options: [
      { value: '', label: 'All niches' },
      ...productCategories.map((value) => ({ value, label: productCategoryLabel(value) })),
    ],
  },
  {
    key: 'platform',
    id: 'creator-platform',
    label: 'Platform',
    options: [
      { value: '', label: 'All platforms' },
      ...creatorPlatforms.map((value) => ({ value, label: creatorPlatformLabels[value] })),
    ],
  },
  {
    key: 'band',
    id: 'creator-band',
    label: 'Audience size',
    options: [
      { value: '', label: 'Any audience' },
      ...audienceBands.map((value) => ({ value, label: audienceBandLabels[value] })),
    ],
  },
  {
    key: 'minSalesCents',
    id: 'creator-min-sales',
    label: 'Sales driven (90 days)',
    options: [
      { value: '', label: 'Any sales' },
      { value: '1', label: 'Some sales' },
      { value: '10000', label: '$100 or more' },
      { value: '100000', label: '$1,000 or more' },
      { value: '1000000', label: '$10,000 or more' },
    ],
  },
  {
    key: 'minConversion',
    id: 'creator-min-conversion',
    label: 'Conversion rate (90 days)',
    options: [
      { value: '', label: 'Any rate' },
      { value: '1', label: '1% or more' },
      { value: '2', label: '2% or more' },
      { value: '5', label: '5% or more' },
    ],
  },
  {
    key: 'sort',
    id: 'creator-sort',
    label: 'Sort by',
    options: [
      { value: 'name', label: 'Username' },
      { value: 'sales', label: 'Sales driven' },
      { value: 'conversion', label: 'Conversion rate' },
    ],
  },
];

/** Niche, platform, audience size, results and order: each a labelled native select. */
export const CreatorFacetFilters = ({
  value,
  onChange,
}: {
  value: CreatorFacets;
  onChange: (next: CreatorFacets) => void;
}) => (
  <div
    className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-3 xl:grid-cols-6"
    data-testid="creator-facets"
  >
    {facetSelects.map((select) => (
      <Select
        key={select.id}
        id={select.id}
        label={select.label}
        options={select.options}
        value={value[select.key]}
        onChange={(event) => onChange({ ...value, [select.key]: event.target.value })}
      />
    ))}
  </div>
);
