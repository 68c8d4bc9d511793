import { PackageIcon, SearchIcon } from '../../../../../ui/components/ui/workspace-icons';
import { DirectoryResults } from '../../../components/layouts/directory-results';
import { ResultsGridSkeleton } from '../../../components/layouts/results-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { ResultCount } from '../../../components/ui/result-count';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { useSession } from '../../../lib/auth';
import { useDirectoryPages } from '../../../lib/use-directory-pages';
import { useDirectorySearch } from '../../../lib/use-directory-search';
import {
  EXPLORE_PAGE_SIZE,
  EXPLORE_SEARCH_MAX,
  productCategories,
  useExploreProducts,
} from '../api/get-explore-products';
import { ExploreProductCard } from './explore-product-card';

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
  // The filter is the category ('' for all of them).
  const search = useDirectorySearch<string>('');
  const products = useExploreProducts({ search: search.query, category: search.filter });
  const session = useSession();
  // Only a search skips items; a category page is full whenever the category has that many.
  const items = useDirectoryPages(products, (page) => page.products, {
    key: search.key,
    active: search.query !== '',
    pageSize: EXPLORE_PAGE_SIZE,
  });
  // The first row (four cards at the widest) is in view on arrival: its pictures are not lazy.
  const firstRow = new Set(items.slice(0, 4).map((product) => product.id));

  const viewer =
    session.status === 'signed-in'
      ? session.me.role
      : session.status === 'signed-out'
        ? 'visitor'
        : 'unknown';

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="explore-search"
          label="Search products by name, brand or category"
          placeholder="Search products, brands or categories"
          value={search.text}
          maxLength={EXPLORE_SEARCH_MAX}
          onValueChange={search.setText}
          className="w-full sm:max-w-md"
        />
        <Select
          id="explore-category"
          label="Category"
          labelClassName="sr-only"
          fieldClassName="sm:w-56"
          value={search.filter}
          onChange={(event) => search.setFilter(event.target.value)}
          data-testid="explore-category"
          options={categoryOptions}
        />
      </div>
      <DirectoryResults
        query={products}
        items={items}
        what="products"
        noun="products"
        label="Products"
        loading={
          <ResultsGridSkeleton label="Loading products" cardClassName="p-4">
            {(label) => (
              <>
                <div
                  aria-hidden="true"
                  className="aspect-[3/2] animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
                />
                <span className="sr-only">{label}</span>
              </>
            )}
          </ResultsGridSkeleton>
        }
        summary={(nothingFound) =>
          !nothingFound && (
            <ResultCount searching={products.isPlaceholderData} data-testid="explore-count">
              {`Showing ${items.length} ${items.length === 1 ? 'product' : 'products'}${
                products.hasNextPage ? '' : ' (all of them)'
              }`}
            </ResultCount>
          )
        }
        empty={
          search.searching ? (
            <NoMatchState
              icon={<SearchIcon />}
              title="No products found"
              data-testid="explore-no-match"
              resetLabel="Show all products"
              onReset={search.reset}
            >
              Try another search or category.
            </NoMatchState>
          ) : (
            <EmptyState icon={<PackageIcon />} title="No products available" data-testid="explore-empty">
              Brands have not made any products available to creators yet. Check back soon.
            </EmptyState>
          )
        }
        gridClassName="mt-4 xl:grid-cols-4"
        loadMoreTestId="load-more"
      >
        {(product) => (
          <ExploreProductCard
            key={product.id}
            product={product}
            viewer={viewer}
            priority={firstRow.has(product.id)}
          />
        )}
      </DirectoryResults>
    </>
  );
};
