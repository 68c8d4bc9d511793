import { useRef, useState } from 'react';
import { QueryState } from '../../../components/layouts/query-state';
import { ResultsGrid } from '../../../components/layouts/results-grid';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { PackageIcon, SearchIcon } from '../../../components/ui/workspace-icons';
import { useSession } from '../../../lib/auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchContinuation } from '../../../lib/use-search-continuation';
import {
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_SEARCH_MAX,
  productCategories,
  useMarketplaceProducts,
} from '../api/get-marketplace-products';
import { MarketplaceProductCard } from './marketplace-product-card';

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

const categoryOptions = [
  { value: '', label: 'All categories' },
  ...productCategories.map((value) => ({ value, label: categoryLabel(value) })),
];

/**
 * Explore → Products: what brands made available to creators, newest first, a page at a time,
 * searched (product name, brand, category) and filtered by category on the server. 'Load more' is a
 * button (keyboard-reachable, no scroll trap); the count line announces what arrived and focus moves to
 * the first new card, so keyboard and screen reader users carry on from there.
 */
export const ProductsTab = () => {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const products = useMarketplaceProducts({ search: query, category });
  const session = useSession();
  const listRef = useRef<HTMLUListElement>(null);
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];
  const filtered = query !== '' || category !== '';
  // Only a search skips items; a category page is full whenever the category has that many.
  useSearchContinuation({
    searchKey: `${category}\u0000${query}`,
    active: query !== '' && !products.isPlaceholderData,
    shown: items.length,
    pageSize: MARKETPLACE_PAGE_SIZE,
    hasNextPage: products.hasNextPage,
    isFetching: products.isFetching,
    fetchNextPage: products.fetchNextPage,
  });

  const viewer =
    session.status === 'signed-in'
      ? session.me.role
      : session.status === 'signed-out'
        ? 'visitor'
        : 'unknown';

  const controls = (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="marketplace-search"
        label="Search products by name, brand or category"
        placeholder="Search products, brands or categories"
        value={search}
        maxLength={MARKETPLACE_SEARCH_MAX}
        onValueChange={setSearch}
        className="w-full sm:max-w-md"
      />
      <Select
        id="marketplace-category"
        label="Category"
        labelClassName="sr-only"
        fieldClassName="sm:w-56"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        data-testid="marketplace-category"
        options={categoryOptions}
      />
    </div>
  );

  return (
    <>
      {controls}
      <QueryState
        query={products}
        what="marketplace data"
        loading={
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <div
                  aria-hidden="true"
                  className="aspect-[3/2] animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
                />
                <span className="sr-only">{key === 0 ? 'Loading products' : ''}</span>
              </li>
            ))}
          </ul>
        }
        // Pages already shown stay when a later one fails (LoadMore says so).
        showDataDespiteError={() => items.length > 0}
      >
        {() => (
          <>
            {items.length === 0 && !products.hasNextPage ? (
              filtered ? (
                <EmptyState
                  icon={<SearchIcon />}
                  title="No products found"
                  data-testid="marketplace-no-match"
                  action={
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setSearch('');
                        setCategory('');
                      }}
                    >
                      Show all products
                    </Button>
                  }
                >
                  Try another search or category.
                </EmptyState>
              ) : (
                <EmptyState
                  icon={<PackageIcon />}
                  title="No products available"
                  data-testid="marketplace-empty"
                >
                  Brands have not made any products available to creators yet. Check back soon.
                </EmptyState>
              )
            ) : (
              <>
                <p className="text-sm text-slate-600" aria-live="polite" data-testid="marketplace-count">
                  {products.isPlaceholderData
                    ? 'Searching...'
                    : `Showing ${items.length} ${items.length === 1 ? 'product' : 'products'}${
                        products.hasNextPage ? '' : ' (all of them)'
                      }`}
                </p>
                <ResultsGrid
                  items={items}
                  label="Products"
                  stale={products.isPlaceholderData}
                  listRef={listRef}
                  className="mt-4 xl:grid-cols-4"
                >
                  {(product) => <MarketplaceProductCard key={product.id} product={product} viewer={viewer} />}
                </ResultsGrid>
              </>
            )}
            <LoadMore
              query={products}
              noun="products"
              shown={items.length}
              listRef={listRef}
              data-testid="load-more"
            />
          </>
        )}
      </QueryState>
    </>
  );
};
