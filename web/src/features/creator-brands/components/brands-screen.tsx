import { type ReactNode, useRef, useState } from 'react';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { ResultsGrid } from '../../../components/layouts/results-grid';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { StoreIcon } from '../../../components/ui/icons';
import { LoadMore } from '../../../components/ui/load-more';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { PackageIcon, SearchIcon } from '../../../components/ui/workspace-icons';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchContinuation } from '../../../lib/use-search-continuation';
import { formatCount } from '../../../utils/format';
import { BRAND_SEARCH_MAX, BRANDS_PAGE_SIZE, useBrands } from '../api/get-brands';
import { BrandCard } from './brand-card';

/**
 * Brands directory (/creator/brands, spec 2.5): brands with a connected store, a page at a time with
 * 'Load more', searched on the server ('Search brands...': name or description, case-insensitive).
 * Total Brands is the filtered count: the directory's total unsearched; while searching, the matches
 * loaded so far, with '+' while there is more to search.
 */
export const BrandsScreen = () => {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const brands = useBrands(query);
  const listRef = useRef<HTMLUListElement>(null);
  const items = brands.data?.pages.flatMap((page) => page.brands) ?? [];
  const totals = brands.data?.pages[0]?.totals;
  useSearchContinuation({
    searchKey: query,
    active: query !== '' && !brands.isPlaceholderData,
    shown: items.length,
    pageSize: BRANDS_PAGE_SIZE,
    hasNextPage: brands.hasNextPage,
    isFetching: brands.isFetching,
    fetchNextPage: brands.fetchNextPage,
  });

  const totalBrands =
    totals?.brands ?? (totals ? `${formatCount(items.length)}${brands.hasNextPage ? '+' : ''}` : '');

  return (
    <PageContainer data-testid="creator-brands">
      <PageHeader title="Brands" description="Discover brands to collaborate with" />
      <div className="mt-6">
        <SearchField
          id="brand-search"
          label="Search brands by name or description"
          placeholder="Search brands..."
          value={search}
          maxLength={BRAND_SEARCH_MAX}
          onValueChange={setSearch}
          className="w-full sm:max-w-md"
        />
      </div>

      <QueryState
        query={brands}
        what="brands"
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
        // Pages already shown stay when a later one fails (LoadMore says so).
        showDataDespiteError={() => items.length > 0}
        frame={(content, state) => (state === 'error' ? <div className="mt-6">{content}</div> : content)}
      >
        {() => (
          <>
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
                <Tile
                  label="Total Brands"
                  value={typeof totalBrands === 'number' ? formatCount(totalBrands) : totalBrands}
                  icon={<StoreIcon />}
                />
                <Tile
                  label="Connected Stores"
                  value={formatCount(totals?.connected_stores ?? 0)}
                  icon={<StoreIcon />}
                />
                <Tile
                  label="Total Products"
                  value={formatCount(totals?.products ?? 0)}
                  icon={<PackageIcon />}
                />
              </dl>
            </section>

            {items.length === 0 && !brands.hasNextPage ? (
              <div className="mt-6">
                <EmptyState
                  icon={<SearchIcon />}
                  title="No brands found"
                  data-testid="brands-empty"
                  action={
                    query ? (
                      <Button variant="secondary" onClick={() => setSearch('')}>
                        Clear search
                      </Button>
                    ) : undefined
                  }
                >
                  {query
                    ? 'Try adjusting your search terms'
                    : 'Brands appear here once they connect their store.'}
                </EmptyState>
              </div>
            ) : (
              <ResultsGrid
                items={items}
                label="Brands"
                stale={brands.isPlaceholderData}
                listRef={listRef}
                className="mt-6"
              >
                {(brand) => <BrandCard key={brand.id} brand={brand} />}
              </ResultsGrid>
            )}

            <LoadMore
              query={brands}
              noun="brands"
              shown={items.length}
              listRef={listRef}
              data-testid="brands-load-more"
            />
          </>
        )}
      </QueryState>
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
