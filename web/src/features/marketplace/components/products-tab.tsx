import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/layouts/load-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/workspace-icons';
import { useSession } from '../../../lib/auth';
import { useMarketplaceProducts } from '../api/get-marketplace-products';
import { MarketplaceProductCard } from './marketplace-product-card';

/**
 * Explore → Products: what brands made available to creators, newest first, a page at a time. 'Load
 * more' is a button (keyboard-reachable, no scroll trap); the count line announces what arrived and
 * focus moves to the first new card, so keyboard and screen reader users carry on from there.
 */
export const ProductsTab = () => {
  const products = useMarketplaceProducts();
  const session = useSession();
  const listRef = useRef<HTMLUListElement>(null);
  /** How many cards were shown before 'Load more': the first new one gets focus. */
  const focusFrom = useRef<number | undefined>(undefined);
  const items = products.data?.pages.flatMap((page) => page.products) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || products.isFetchingNextPage) return;
    focusFrom.current = undefined;
    const card = listRef.current?.children.item(from);
    if (card instanceof HTMLElement) card.focus();
  }, [products.isFetchingNextPage]);

  if (products.isPending) {
    return (
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
    );
  }

  if (products.isError && items.length === 0) {
    return (
      <LoadError
        what="marketplace data"
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
      />
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState icon={<PackageIcon />} title="No products available" data-testid="marketplace-empty">
        Brands have not made any products available to creators yet. Check back soon.
      </EmptyState>
    );
  }

  const viewer =
    session.status === 'signed-in'
      ? session.me.role
      : session.status === 'signed-out'
        ? 'visitor'
        : 'unknown';

  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="marketplace-count">
        Showing {items.length} {items.length === 1 ? 'product' : 'products'}
        {products.hasNextPage ? '' : ' (all of them)'}
      </p>
      <ul
        ref={listRef}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label="Products"
      >
        {items.map((product) => (
          <MarketplaceProductCard key={product.id} product={product} viewer={viewer} />
        ))}
      </ul>
      {products.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm font-medium text-red-700">
          Failed to load more products. Try again.
        </p>
      )}
      {products.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => {
              focusFrom.current = items.length;
              void products.fetchNextPage();
            }}
            isLoading={products.isFetchingNextPage}
            data-testid="load-more"
          >
            {products.isFetchingNextPage ? 'Loading...' : 'Load more products'}
          </Button>
        </div>
      )}
    </>
  );
};
