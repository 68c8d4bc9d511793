import { type ReactNode, useDeferredValue, useState } from 'react';
import { LoadError } from '../../../components/layouts/load-error';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { StoreIcon } from '../../../components/ui/icons';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { PackageIcon, SearchIcon } from '../../../components/ui/workspace-icons';
import { formatCount } from '../../../utils/format';
import { type BrandDirectory, type DirectoryBrand, useBrands } from '../api/get-brands';
import { BrandCard } from './brand-card';

/** Spec 2.5: the search matches brand name or description, case-insensitive. */
const matches = (brand: DirectoryBrand, query: string) =>
  !query ||
  brand.brand_name.toLowerCase().includes(query) ||
  (brand.description ?? '').toLowerCase().includes(query);

/** Brands directory (/creator/brands, spec 2.5): brands with a connected store, searchable. */
export const BrandsScreen = () => {
  const brands = useBrands();
  return (
    <PageContainer data-testid="creator-brands">
      <PageHeader title="Brands" description="Discover brands to collaborate with" />
      {brands.isPending ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-4 w-24" label={key === 0 ? 'Loading brands' : ''} />
              <Skeleton className="mt-3 h-7 w-12" label="" />
            </div>
          ))}
        </div>
      ) : brands.isError ? (
        <LoadError what="brands" onRetry={() => void brands.refetch()} isRetrying={brands.isRefetching} />
      ) : (
        <Directory data={brands.data} />
      )}
    </PageContainer>
  );
};

const Directory = ({ data }: { data: BrandDirectory }) => {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const visible = data.brands.filter((brand) => matches(brand, query));

  return (
    <>
      <div className="mt-6">
        <SearchField
          id="brand-search"
          label="Search brands by name or description"
          placeholder="Search brands..."
          value={search}
          onValueChange={setSearch}
          className="w-full sm:max-w-md"
        />
      </div>

      <section aria-labelledby="brand-totals" className="mt-6">
        <h2 id="brand-totals" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="brand-totals" aria-live="polite">
          <Tile label="Total Brands" value={formatCount(visible.length)} icon={<StoreIcon />} />
          <Tile
            label="Connected Stores"
            value={formatCount(data.totals.connected_stores)}
            icon={<StoreIcon />}
          />
          <Tile label="Total Products" value={formatCount(data.totals.products)} icon={<PackageIcon />} />
        </dl>
      </section>

      {visible.length === 0 ? (
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
            {query ? 'Try adjusting your search terms' : 'Brands appear here once they connect their store.'}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Brands">
          {visible.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </ul>
      )}
    </>
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
