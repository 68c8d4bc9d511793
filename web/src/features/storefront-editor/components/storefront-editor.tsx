import { type FormEvent, useState } from 'react';
import { storefrontLayouts } from '../../../../../contracts/storefronts';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ProductImage } from '../../../components/ui/product-image';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatCents } from '../../../utils/format';
import {
  type StorefrontEditorData,
  type StorefrontSettingsInput,
  useAddStorefrontProduct,
  useRemoveStorefrontProduct,
  useReorderStorefront,
  useSaveStorefront,
  useStorefrontEditor,
  useUpdateStorefrontProduct,
} from '../api/storefront-editor';

/**
 * The marketplace editor (spec 2.5): Explore's My Store tab and /creator/my-marketplace render this one
 * component. Settings, the products on the storefront (featured, description, order, remove) and the
 * products the creator may add; a preview link to the public page.
 */
export const StorefrontEditor = () => {
  const editor = useStorefrontEditor();
  return (
    <QueryState
      query={editor}
      what="marketplace data"
      loading={<Spinner size="lg" label="Loading your store" />}
    >
      {(data) => (
        <div className="flex flex-col gap-6" data-testid="storefront-editor">
          <PreviewLink data={data} />
          <SettingsForm key={JSON.stringify(data.storefront)} data={data} />
          <StorefrontProducts data={data} />
          <AddProducts data={data} />
        </div>
      )}
    </QueryState>
  );
};

const PreviewLink = ({ data }: { data: StorefrontEditorData }) => (
  <p className="text-sm text-slate-700">
    Your store is at{' '}
    <a
      href={paths.storefront.getHref(data.username)}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-violet-800 underline"
      data-testid="storefront-preview"
    >
      /{data.username}
    </a>
    {data.exists ? '' : ' once you save it or add a product.'}
    {data.exists && !data.storefront.is_active && ' (inactive: visitors see "Marketplace not found").'}
  </p>
);

const layoutLabels = { grid: 'Grid', list: 'List', masonry: 'Masonry' } as const;

const SettingsForm = ({ data }: { data: StorefrontEditorData }) => {
  const [values, setValues] = useState<StorefrontSettingsInput>({
    ...data.storefront,
    header_image_url: data.storefront.header_image_url ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStorefront();
  const set = <K extends keyof StorefrontSettingsInput>(key: K, value: StorefrontSettingsInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: () => toast.success('Settings Saved'),
      onError: (error) => {
        if (error instanceof ApiError) setErrors({ ...error.fields });
        toast.error('Error', apiErrorMessage(error, 'Failed to save settings'));
      },
    });
  };

  return (
    <SectionCard
      titleId="storefront-settings"
      title="Store settings"
      description="How your storefront looks."
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <Input
          id="storefront-name"
          label="Marketplace name"
          value={values.marketplace_name}
          placeholder={`${data.username} Store`}
          maxLength={80}
          error={errors.marketplace_name}
          onChange={(event) => set('marketplace_name', event.target.value)}
        />
        <Select
          id="storefront-layout"
          label="Layout"
          value={values.layout_style}
          options={storefrontLayouts.map((value) => ({ value, label: layoutLabels[value] }))}
          error={errors.layout_style}
          onChange={(event) =>
            set('layout_style', event.target.value as StorefrontSettingsInput['layout_style'])
          }
        />
        <Textarea
          id="storefront-bio"
          label="Bio"
          value={values.bio}
          maxLength={500}
          rows={3}
          fieldClassName="sm:col-span-2"
          error={errors.bio}
          onChange={(event) => set('bio', event.target.value)}
        />
        <Input
          id="storefront-theme"
          type="color"
          label="Theme colour"
          value={values.theme_color}
          error={errors.theme_color}
          onChange={(event) => set('theme_color', event.target.value)}
        />
        <Input
          id="storefront-background"
          type="color"
          label="Background colour"
          value={values.background_color}
          error={errors.background_color}
          onChange={(event) => set('background_color', event.target.value)}
        />
        <Input
          id="storefront-header"
          type="url"
          label="Header image URL"
          value={values.header_image_url ?? ''}
          placeholder="https://"
          fieldClassName="sm:col-span-2"
          error={errors.header_image_url}
          onChange={(event) => set('header_image_url', event.target.value)}
        />
        <div className="flex items-center gap-3">
          <Switch
            id="storefront-active"
            checked={values.is_active}
            onChange={(checked) => set('is_active', checked)}
            aria-labelledby="storefront-active-label"
          />
          <span id="storefront-active-label" className="text-sm font-medium text-slate-800">
            Store is active (visible to visitors)
          </span>
        </div>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" isLoading={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
};

const StorefrontProducts = ({ data }: { data: StorefrontEditorData }) => {
  const reorder = useReorderStorefront();
  const ids = data.products.map((product) => product.product_id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved as string);
    reorder.mutate(next, {
      onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to update product')),
    });
  };

  return (
    <SectionCard
      titleId="storefront-products"
      title={`Products on your store (${data.products.length})`}
      description="Featured products show first; then the order below."
    >
      {data.products.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No products yet: add the ones you promote below.</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-busy={reorder.isPending}>
          {data.products.map((product, index) => (
            <StorefrontProductRow
              key={product.product_id}
              product={product}
              first={index === 0}
              last={index === data.products.length - 1}
              onMove={(by) => move(index, by)}
              moving={reorder.isPending}
            />
          ))}
        </ol>
      )}
    </SectionCard>
  );
};

const StorefrontProductRow = ({
  product,
  first,
  last,
  onMove,
  moving,
}: {
  product: StorefrontEditorData['products'][number];
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
}) => {
  const update = useUpdateStorefrontProduct();
  const remove = useRemoveStorefrontProduct();
  const [description, setDescription] = useState(product.custom_description ?? '');
  const failed = (error: Error) => toast.error('Error', apiErrorMessage(error, 'Failed to update product'));

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row"
      data-testid="storefront-editor-product"
    >
      <ProductImage src={product.image_url} className="w-full shrink-0 rounded-lg sm:w-32" />
      <div className="flex flex-1 flex-col gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{product.name}</h3>
          <p className="text-sm text-slate-600">
            {product.brand_name} · {formatCents(product.price_cents)}
          </p>
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { productId: product.product_id, custom_description: description || null },
              { onSuccess: () => toast.success('Product Updated'), onError: failed },
            );
          }}
        >
          <Input
            id={`storefront-description-${product.product_id}`}
            label={`Custom description for ${product.name}`}
            labelClassName="sr-only"
            placeholder="Custom description (optional)"
            maxLength={300}
            value={description}
            fieldClassName="flex-1"
            onChange={(event) => setDescription(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" className="h-11" isLoading={update.isPending}>
            Save
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center gap-2">
            <Switch
              checked={product.featured}
              aria-label={`Featured: ${product.name}`}
              disabled={update.isPending}
              onChange={(featured) =>
                update.mutate(
                  { productId: product.product_id, featured },
                  { onSuccess: () => toast.success('Product Updated'), onError: failed },
                )
              }
            />
            <span className="text-sm text-slate-700">Featured</span>
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={first || moving}
            onClick={() => onMove(-1)}
            aria-label={`Move ${product.name} up`}
          >
            ↑ Up
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={last || moving}
            onClick={() => onMove(1)}
            aria-label={`Move ${product.name} down`}
          >
            ↓ Down
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            isLoading={remove.isPending}
            aria-label={`Remove ${product.name}`}
            onClick={() =>
              remove.mutate(product.product_id, {
                onSuccess: () => toast.success('Product Removed'),
                onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to remove product')),
              })
            }
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
};

const AddProducts = ({ data }: { data: StorefrontEditorData }) => {
  const add = useAddStorefrontProduct();
  const available = data.promotable.filter((product) => !product.on_storefront);
  return (
    <SectionCard
      titleId="storefront-add"
      title="Add products"
      description="Products you promote (you have a referral link for them). Shoppers buy through your link."
    >
      {available.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {data.promotable.length === 0
            ? 'Apply to promote products first: approved ones appear here.'
            : 'Every product you promote is on your store.'}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {available.map((product) => (
            <li
              key={product.product_id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
            >
              <ProductImage src={product.image_url} className="w-20 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{product.name}</p>
                <p className="text-sm text-slate-600">
                  {product.brand_name} · {formatCents(product.price_cents)}
                </p>
              </div>
              <Button
                size="sm"
                aria-label={`Add ${product.name}`}
                isLoading={add.isPending && add.variables === product.product_id}
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(product.product_id, {
                    onSuccess: () => toast.success('Product Added'),
                    onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to add product')),
                  })
                }
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
};
