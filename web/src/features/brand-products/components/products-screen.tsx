import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { RATE_CUT_NOTICE_DAYS } from '../../../../../contracts/rate-schedule';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { StoreIcon } from '../../../../../ui/components/ui/icons';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { PackageIcon, SearchIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { ResultsGridSkeleton } from '../../../components/layouts/results-grid-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { PercentInput } from '../../../components/ui/percent-input';
import { SearchField } from '../../../components/ui/search-field';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { useSchemaForm } from '../../../lib/forms';
import { useStagedItems } from '../../../lib/use-staged-items';
import { storePlatformLabels } from '../../../types/brand';
import {
  categoryLabel,
  DEFAULT_COMMISSION_PERCENTAGE,
  type ProductsData,
  useProducts,
} from '../api/get-products';
import { commissionForm, useSetCommissionForAll } from '../api/set-commission-for-all';
import { BulkActions } from './bulk-actions';
import { ProductCard } from './product-card';
import { type ProductDialogKind, ProductDialogs } from './product-dialogs';
import { SyncProducts } from './sync-products';

/** Spec 9: the default commission input starts at 10%. */
const DEFAULT_COMMISSION = String(DEFAULT_COMMISSION_PERCENTAGE);

/** My Products (/brand/explore and /brand/products, spec 2.4): the catalogue with its commissions. */
export const ProductsScreen = ({ terms }: { terms?: ReactNode } = {}) => {
  const products = useProducts();
  const store = products.data?.store;
  // Issue 35: importing is the program's (owners, admins, managers).
  const program = useBrandRole().can('program');

  return (
    <PageContainer data-testid="brand-products">
      <PageHeader
        title="My Products"
        description="Choose what creators can promote and what they earn for each sale."
        actions={
          store?.importable && program ? (
            <SyncProducts storeName={store.name} latestImport={products.data?.latest_import ?? null} />
          ) : undefined
        }
      />
      {/* The program's terms beside the rates (brand-terms feature, composed by the route). */}
      {terms}
      <QueryState query={products} what="products" loading={<ProductsSkeleton />}>
        {(data) => <Catalogue data={data} />}
      </QueryState>
    </PageContainer>
  );
};

const ProductsSkeleton = () => (
  <ResultsGridSkeleton label="Loading products" className="mt-6" cardClassName="p-4">
    {(label) => (
      <>
        <div
          aria-hidden="true"
          className="aspect-[3/2] animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none"
        />
        <Skeleton className="mt-4 h-5 w-3/4" label={label} />
        <Skeleton className="mt-2 h-4 w-1/3" label="" />
      </>
    )}
  </ResultsGridSkeleton>
);

const StoreNotice = ({ store }: { store: ProductsData['store'] }) => {
  // Connecting a store is a setting (owners and admins): the others read the state only.
  const settings = useBrandRole().can('settings');
  if (store.connected && store.importable) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" data-testid="store-status">
        <StoreIcon className="size-4 text-emerald-700" />
        Connected to {store.name ?? 'your Shopify store'}
      </p>
    );
  }
  const platform = store.platform ? storePlatformLabels[store.platform] : undefined;
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      data-testid="store-status"
    >
      <p>
        {store.connected
          ? `Your ${platform ?? ''} store is connected, but product import is available for Shopify stores only.`
          : 'No store connected. Connect your Shopify store to import your products.'}
      </p>
      {settings && (
        <Link
          to={paths.brand.onboarding.getHref('store')}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          {store.connected ? 'Store settings' : 'Connect your store'}
        </Link>
      )}
    </div>
  );
};

const Catalogue = ({ data }: { data: ProductsData }) => {
  const role = useBrandRole();
  // Issue 35: rates, availability, edits and bulk actions are the program's; the others read the catalogue.
  const editable = role.can('program');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ kind: ProductDialogKind; productId: string }>();
  const countRef = useRef<HTMLParagraphElement>(null);
  const query = useDeferredValue(search.trim().toLowerCase());
  const visible = query
    ? data.products.filter(
        (product) =>
          product.name.toLowerCase().includes(query) ||
          product.category.includes(query) ||
          categoryLabel(product.category).toLowerCase().includes(query),
      )
    : data.products;
  // Twelve cards (four rows of three) fill the first view; the rest follow in the next commit.
  const shown = useStagedItems(visible, 12);
  const total = data.products.length;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // A deleted product leaves the selection with the catalogue.
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(data.products.map((product) => product.id));
      return [...current].every((id) => ids.has(id))
        ? current
        : new Set([...current].filter((id) => ids.has(id)));
    });
  }, [data.products]);

  return (
    <>
      <StoreNotice store={data.store} />

      {total === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={<PackageIcon />}
            title="No products available"
            data-testid="products-empty"
            action={
              data.store.connected || !role.can('settings') ? undefined : (
                <Link to={paths.brand.onboarding.getHref('store')} className={buttonStyles()}>
                  Connect your store
                </Link>
              )
            }
          >
            {data.store.importable
              ? "Import your catalogue from your Shopify store with 'Sync Products'."
              : data.store.connected
                ? 'Product import is available for Shopify stores only.'
                : 'Connect your store to import your products.'}
          </EmptyState>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
            <SearchField
              id="product-search"
              label="Search products by name or category"
              placeholder="Search by name or category"
              value={search}
              onValueChange={setSearch}
              className="w-full lg:max-w-sm"
            />
            {editable ? <CommissionForAll /> : <RoleNote work="program" className="lg:max-w-sm" />}
          </div>

          {editable && (
            <BulkActions
              visible={visible}
              products={data.products}
              selected={selected}
              onSelect={select}
              onReplaceSelection={(ids) => setSelected(new Set(ids))}
            />
          )}

          <p
            ref={countRef}
            tabIndex={-1}
            className="mt-4 text-sm text-slate-600 focus:outline-none"
            aria-live="polite"
            data-testid="product-count"
          >
            {query ? `Showing ${visible.length} of ${total} products` : `${total} products`}
          </p>

          {visible.length === 0 ? (
            <div className="mt-4">
              <NoMatchState
                icon={<SearchIcon />}
                title="No products found"
                data-testid="products-no-match"
                resetLabel="Clear search"
                onReset={() => setSearch('')}
              >
                No product name or category matches “{search.trim()}”.
              </NoMatchState>
            </div>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
              {shown.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  editable={editable}
                  selected={selected.has(product.id)}
                  onSelectedChange={(on) => select([product.id], on)}
                  onOpenDialog={(kind, target) => setDialog({ kind, productId: target.id })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <ProductDialogs
        kind={dialog?.kind}
        product={dialog && data.products.find((product) => product.id === dialog.productId)}
        onClose={() => setDialog(undefined)}
        onDeleted={() => countRef.current?.focus()}
      />
    </>
  );
};

/** The default commission with 'Apply to All' (spec 5: 0 to 100 inclusive), one request for all. */
const CommissionForAll = () => {
  const form = useSchemaForm({
    ...commissionForm,
    defaultValues: { commission_percentage: DEFAULT_COMMISSION },
  });
  const apply = useSetCommissionForAll();

  // The spec's refusal is a toast (the field keeps its plain look).
  const refused = (errors: typeof form.formState.errors) =>
    toast.error(
      'Invalid Commission',
      errors.commission_percentage?.message ?? 'Please enter a valid commission rate between 0-100%',
    );

  const handleSubmit = form.handleSubmit(async ({ commission_percentage: commission }) => {
    try {
      await apply.mutateAsync(commission);
    } catch {
      toast.error('Error', 'Failed to update commission rates');
      return;
    }
    toast.success(
      'Commission Rates Updated',
      `Applied ${commission}% commission to all products (a cut takes effect after ${RATE_CUT_NOTICE_DAYS} days' notice to creators)`,
    );
  }, refused);

  return (
    <form noValidate onSubmit={handleSubmit} className="flex items-end gap-2">
      <FormField id="default-commission" label="Default commission (%)">
        {(control) => (
          <PercentInput
            {...control}
            {...form.register('commission_percentage')}
            className={fieldControlStyles({ className: 'block h-11 w-28' })}
          />
        )}
      </FormField>
      <Button type="submit" size="md" className="h-11" isLoading={apply.isPending}>
        {apply.isPending ? 'Applying...' : 'Apply to All'}
      </Button>
    </form>
  );
};
