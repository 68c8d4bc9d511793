import { type ReactNode, useState } from 'react';
import { productCategories, productCategoryLabel } from '../../../../../contracts/constants';
import { StoreIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { PackageIcon, SearchIcon } from '../../../../../ui/components/ui/workspace-icons';
import { DirectoryResults } from '../../../components/layouts/directory-results';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { useDirectoryPages } from '../../../lib/use-directory-pages';
import { useDirectorySearch } from '../../../lib/use-directory-search';
import { brandTiles } from '../api/brand-tiles';
import {
  BRAND_SEARCH_MAX,
  BRANDS_PAGE_SIZE,
  type BrandFilters,
  noBrandFilters,
  useBrands,
} from '../api/get-brands';
import { BrandCard } from './brand-card';

/**
 * Brands directory (/creator/brands, spec 2.5): brands with a connected store, a page at a time with
 * 'Load more', searched on the server ('Search brands...': name or description, case-insensitive).
 * The tiles count the set the list shows (brand-tiles.ts): the directory's totals unsearched; while
 * searching, the matches loaded so far, with '+' while there is more to search.
 */
export const BrandsScreen = () => {
  const search = useDirectorySearch('');
  // Issue 34: by category and minimum commission, beside the search.
  const [filters, setFilters] = useState<BrandFilters>(noBrandFilters);
  const filtered = filters.category !== '' || filters.minCommission !== '';
  const brands = useBrands(search.query, filters);
  const pages = useDirectoryPages(brands, (page) => page.brands, {
    key: `${search.key}\u0000${filters.category}\u0000${filters.minCommission}`,
    active: search.searching || filtered,
    pageSize: BRANDS_PAGE_SIZE,
  });
  // Filtered, a brand with matching products on two pages comes twice: shown once.
  const items = filtered
    ? pages.filter((brand, index) => pages.findIndex((b) => b.id === brand.id) === index)
    : pages;
  const tiles = brandTiles(brands.data?.pages[0]?.totals, items, brands.hasNextPage);

  return (
    <PageContainer data-testid="creator-brands">
      <PageHeader title="Brands" description="Discover brands to collaborate with" />
      <div className="mt-6">
        <SearchField
          id="brand-search"
          label="Search brands by name or description"
          placeholder="Search brands..."
          value={search.text}
          maxLength={BRAND_SEARCH_MAX}
          onValueChange={search.setText}
          className="w-full sm:max-w-md"
        />
        <div className="mt-3 grid grid-cols-2 items-end gap-3 sm:max-w-md" data-testid="brand-filters">
          <Select
            id="brand-category"
            label="Category"
            options={[
              { value: '', label: 'All categories' },
              ...productCategories.map((value) => ({ value, label: productCategoryLabel(value) })),
            ]}
            value={filters.category}
            onChange={(event) =>
              setFilters({ ...filters, category: event.target.value as BrandFilters['category'] })
            }
          />
          <Select
            id="brand-min-commission"
            label="Commission"
            options={[
              { value: '', label: 'Any commission' },
              { value: '10', label: '10% or more' },
              { value: '15', label: '15% or more' },
              { value: '20', label: '20% or more' },
              { value: '30', label: '30% or more' },
            ]}
            value={filters.minCommission}
            onChange={(event) => setFilters({ ...filters, minCommission: event.target.value })}
          />
        </div>
      </div>

      <DirectoryResults
        query={brands}
        items={items}
        what="brands"
        noun="brands"
        label="Brands"
        loading={
          <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
                <Skeleton className="h-4 w-24" label={key === 0 ? 'Loading brands' : ''} />
                <Skeleton className="mt-3 h-7 w-12" label="" />
              </div>
            ))}
          </div>
        }
        errorClassName="mt-6"
        summary={() => (
          <section aria-labelledby="brand-totals" className="mt-6">
            <h2 id="brand-totals" className="sr-only">
              Totals
            </h2>
            <dl
              className="grid grid-cols-3 gap-3 sm:gap-4"
              data-testid="brand-totals"
              aria-live="polite"
              aria-busy={brands.isPlaceholderData}
            >
              <Tile label="Total Brands" value={tiles.brands} icon={<StoreIcon />} />
              <Tile label="Connected Stores" value={tiles.connectedStores} icon={<StoreIcon />} />
              <Tile label="Total Products" value={tiles.products} icon={<PackageIcon />} />
            </dl>
          </section>
        )}
        empty={
          <div className="mt-6">
            <NoMatchState
              icon={<SearchIcon />}
              title="No brands found"
              data-testid="brands-empty"
              resetLabel="Clear search"
              onReset={
                search.searching || filtered
                  ? () => {
                      search.reset();
                      setFilters(noBrandFilters);
                    }
                  : undefined
              }
            >
              {search.searching || filtered
                ? 'Try adjusting your search terms'
                : 'Brands appear here once they connect their store.'}
            </NoMatchState>
          </div>
        }
        gridClassName="mt-6"
        loadMoreTestId="brands-load-more"
      >
        {(brand) => <BrandCard key={brand.id} brand={brand} />}
      </DirectoryResults>
    </PageContainer>
  );
};

const Tile = ({ label, value, icon }: { label: string; value: string; icon: ReactNode }) => (
  <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
    <dt className="flex items-center justify-between gap-2 text-xs font-medium text-slate-600 sm:text-sm">
      {label}
      <span className="hidden text-violet-700 sm:inline">{icon}</span>
    </dt>
    <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:mt-2 sm:text-2xl">{value}</dd>
  </div>
);
