import { lazy, Suspense } from 'react';
import {
  saveMyStorefront,
  storefrontLayouts,
  updateStorefrontProduct,
} from '../../../../../contracts/storefront';
import { Button } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { StorefrontLink } from '../../../components/storefront-link';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldError, showServerErrors, textField, useSchemaForm, valueField } from '../../../lib/forms';
import {
  type StorefrontEditorData,
  useAddStorefrontProduct,
  useRemoveStorefrontProduct,
  useReorderStorefront,
  useSaveStorefront,
  useStorefrontEditor,
  useUpdateStorefrontProduct,
} from '../api/storefront-editor';
import { StorefrontPreview } from './storefront-preview';

/**
 * Collections sit below the settings, the preview and the products: their code (with its drag-and-drop
 * list) loads beside the screen instead of before its first paint.
 */
const StorefrontCollections = lazy(async () => ({
  default: (await import('./storefront-collections')).StorefrontCollections,
}));

/**
 * The storefront editor (spec 2.5's 'Marketplace editor'): Explore's Storefront tab and /creator/storefront
 * render this one component. Its address with View and Copy link, the settings beside a live preview of the
 * page, the products on the storefront (featured, description, order, remove) and the products the
 * creator may add.
 */
export const StorefrontEditor = () => {
  const editor = useStorefrontEditor();
  return (
    <QueryState
      query={editor}
      what="storefront data"
      loading={<Spinner size="lg" label="Loading your storefront" />}
    >
      {(data) => (
        <div className="flex flex-col gap-6" data-testid="storefront-editor">
          <YourStorefront data={data} />
          <SettingsForm key={JSON.stringify(data.storefront)} data={data} />
          <StorefrontProducts data={data} />
          <Suspense fallback={<Spinner label="Loading your collections" />}>
            <StorefrontCollections data={data} />
          </Suspense>
          <AddProducts data={data} />
        </div>
      )}
    </QueryState>
  );
};

/** "Your storefront": its address, View my storefront and Copy link. */
const YourStorefront = ({ data }: { data: StorefrontEditorData }) => (
  <SectionCard titleId="your-storefront" title="Your storefront">
    <StorefrontLink
      username={data.username}
      exists={data.exists}
      active={data.storefront.is_active}
      className="mt-3"
    />
  </SectionCard>
);

const layoutLabels = { grid: 'Grid', list: 'List', masonry: 'Masonry' } as const;

type StorefrontSettingsValues = Omit<StorefrontEditorData['storefront'], 'header_image_url'> & {
  header_image_url: string;
  header_image_upload_id: string;
};

const SettingsForm = ({ data }: { data: StorefrontEditorData }) => {
  // The route's body schema; the header image is its URL (empty clears it) and, once a new one is
  // uploaded (issue 34), the upload's id, which the server resolves to the image's URL.
  const form = useSchemaForm({
    schema: saveMyStorefront.body,
    toInput: (values: StorefrontSettingsValues) => ({
      ...values,
      header_image_upload_id: values.header_image_upload_id || undefined,
    }),
    defaultValues: {
      ...data.storefront,
      header_image_url: data.storefront.header_image_url ?? '',
      header_image_upload_id: '',
    },
  });
  const save = useSaveStorefront();
  const field = (name: Exclude<keyof typeof data.storefront, 'is_active' | 'header_image_url'>, id: string) =>
    textField(form, name, id);
  const active = valueField(form, 'is_active');

  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => toast.success('Settings Saved'),
      onError: (error) => {
        showServerErrors(form, error);
        toast.error('Error', apiErrorMessage(error, 'Failed to save settings'));
      },
    });
  });

  const values = form.watch();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <SectionCard
        titleId="storefront-settings"
        title="Storefront settings"
        description="How your storefront looks."
      >
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <Input
            {...field('marketplace_name', 'storefront-name')}
            label="Storefront name"
            placeholder={`${data.username} Store`}
            maxLength={80}
          />
          <Select
            {...field('layout_style', 'storefront-layout')}
            label="Layout"
            options={storefrontLayouts.map((value) => ({ value, label: layoutLabels[value] }))}
          />
          <Textarea
            {...field('bio', 'storefront-bio')}
            label="Bio"
            maxLength={500}
            rows={3}
            fieldClassName="sm:col-span-2"
          />
          <Textarea
            {...field('disclosure', 'storefront-disclosure')}
            label="Affiliate disclosure"
            hint="Shown near the top of your storefront and your product pages, as the FTC asks. You can reword it; it must say that you earn from these links."
            maxLength={300}
            rows={2}
            fieldClassName="sm:col-span-2"
          />
          <Input {...field('theme_color', 'storefront-theme')} type="color" label="Theme colour" />
          <Input
            {...field('background_color', 'storefront-background')}
            type="color"
            label="Background colour"
          />
          <div className="sm:col-span-2">
            <ImageUpload
              id="storefront-header"
              name="header_image_upload_id"
              label="Header image"
              purpose="storefront-header"
              shape="wide"
              value={values.header_image_url || null}
              onChange={(image) => {
                form.setValue('header_image_upload_id', image?.uploadId ?? '', { shouldDirty: true });
                form.setValue('header_image_url', image?.url ?? '', { shouldDirty: true });
                form.clearErrors(['header_image_upload_id', 'header_image_url']);
              }}
              error={fieldError(form, 'header_image_upload_id') ?? fieldError(form, 'header_image_url')}
              hint="JPEG, PNG, WebP or GIF, up to 10 MB. Cropped to 1600 × 500; save to use it."
            />
          </div>
          <div className="flex items-center gap-3">
            <Switch
              id="storefront-active"
              checked={active.value}
              onChange={active.onValueChange}
              aria-labelledby="storefront-active-label"
            />
            <span id="storefront-active-label" className="text-sm font-medium text-slate-800">
              Storefront is active (visible to visitors)
            </span>
          </div>
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" isLoading={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
      </SectionCard>
      <div className="lg:sticky lg:top-4">
        <StorefrontPreview data={data} values={values} />
      </div>
    </div>
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
      title={`Products on your storefront (${data.products.length})`}
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
  // The route's body schema: an emptied description clears it.
  const form = useSchemaForm({
    schema: updateStorefrontProduct.body,
    toInput: ({ custom_description }: { custom_description: string }) => ({
      custom_description: custom_description || null,
    }),
    defaultValues: { custom_description: product.custom_description ?? '' },
  });
  const description = form.handleSubmit(({ custom_description }) =>
    update.mutate(
      { productId: product.product_id, custom_description: custom_description ?? null },
      {
        onSuccess: () => toast.success('Product Updated', `The description of ${product.name} was saved`),
        onError: failed,
      },
    ),
  );
  const failed = (error: Error) => toast.error('Error', apiErrorMessage(error, 'Failed to update product'));

  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row"
      data-testid="storefront-editor-product"
    >
      <ProductImage src={product.image_url} className="w-full shrink-0 rounded-lg sm:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <h3 className="font-semibold break-words text-slate-900">{product.name}</h3>
          <p className="text-sm text-slate-600">
            {product.brand_name} · {formatUsd(product.price_cents)}
          </p>
        </div>
        <form className="flex items-end gap-2" noValidate onSubmit={description}>
          <Input
            {...textField(form, 'custom_description', `storefront-description-${product.product_id}`)}
            label={`Custom description for ${product.name}`}
            labelClassName="sr-only"
            placeholder="Custom description (optional)"
            maxLength={300}
            fieldClassName="min-w-0 flex-1"
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
                  {
                    onSuccess: () =>
                      toast.success(
                        'Product Updated',
                        featured ? `${product.name} is featured` : `${product.name} is no longer featured`,
                      ),
                    onError: failed,
                  },
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
            : 'Every product you promote is on your storefront.'}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {available.map((product) => (
            <li
              key={product.product_id}
              // min-w-0: a grid item is as wide as its content by default, and a long name (truncated
              // below) would push the Add button past a phone's edge.
              className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 p-3"
            >
              <ProductImage src={product.image_url} className="w-20 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">{product.name}</p>
                <p className="text-sm text-slate-600">
                  {product.brand_name} · {formatUsd(product.price_cents)}
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
