import { type ReactNode, useState } from 'react';
import {
  collectionDetailsForm,
  MAX_COLLECTIONS,
  newCollectionForm,
} from '../../../../../contracts/storefront';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { ProductImage } from '../../../../../ui/components/ui/product-image';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import { SectionCard } from '../../../components/layouts/section-card';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input } from '../../../components/ui/input';
import { ReorderableList } from '../../../components/ui/reorderable-list';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { fieldError, showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import {
  type StorefrontCollectionData,
  type StorefrontEditorData,
  useCreateCollection,
  useDeleteCollection,
  useReorderCollections,
  useUpdateCollection,
} from '../api/storefront-editor';

type Product = StorefrontEditorData['products'][number];

const collectionUrl = (username: string, slug: string) =>
  new URL(paths.storefrontCollection.getHref(username, slug), window.location.origin).toString();

/**
 * Collections (issue 34): named groups of the storefront's products ("Morning routine", "Camping kit"),
 * each a section of the storefront and a page of its own to share. Put in order by dragging or with
 * Move up / Move down; each opens to its title, address, cover and products (also put in order).
 */
export const StorefrontCollections = ({ data }: { data: StorefrontEditorData }) => {
  const reorder = useReorderCollections();
  const [open, setOpen] = useState<string | null>(null);
  // While an order is being saved, the list shows it (and goes back if the save fails).
  const bySlug = new Map(data.collections.map((collection) => [collection.slug, collection]));
  const shown =
    reorder.isPending && reorder.variables
      ? reorder.variables.flatMap((slug) => bySlug.get(slug) ?? [])
      : data.collections;
  return (
    <SectionCard
      titleId="storefront-collections"
      title={`Collections (${data.collections.length})`}
      description="Group products into collections, like “Morning routine” or “Camping kit”. Each shows as a section of your storefront and has its own page to share."
    >
      {data.products.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          Add products to your storefront first, then group them here.
        </p>
      ) : (
        <>
          {data.collections.length < MAX_COLLECTIONS ? (
            <NewCollection onCreated={setOpen} />
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              You have {MAX_COLLECTIONS} collections, the most a storefront holds.
            </p>
          )}
          {shown.length > 0 && (
            <ReorderableList
              className="mt-4"
              testId="storefront-collection-list"
              items={shown}
              keyOf={(collection) => collection.slug}
              labelOf={(collection) => collection.title}
              busy={reorder.isPending}
              onOrder={(next) =>
                reorder.mutate(
                  next.map((collection) => collection.slug),
                  {
                    onError: (error) =>
                      toast.error('Error', apiErrorMessage(error, 'Failed to reorder collections')),
                  },
                )
              }
              renderItem={(collection) => (
                <CollectionRow
                  key={`${collection.slug}:${collection.title}:${collection.product_ids.join(',')}:${collection.cover_url}`}
                  collection={collection}
                  data={data}
                  open={open === collection.slug}
                  onToggle={() => setOpen(open === collection.slug ? null : collection.slug)}
                  onMoved={setOpen}
                />
              )}
            />
          )}
        </>
      )}
    </SectionCard>
  );
};

const NewCollection = ({ onCreated }: { onCreated: (slug: string) => void }) => {
  const create = useCreateCollection();
  const form = useSchemaForm({
    schema: newCollectionForm,
    defaultValues: { title: '' },
  });
  const submit = form.handleSubmit(({ title }) =>
    create.mutate(
      { title },
      {
        onSuccess: ({ collection }) => {
          toast.success('Collection Created', `${collection.title} is ready: choose its products.`);
          form.reset({ title: '' });
          onCreated(collection.slug);
        },
        onError: (error) => {
          // The address comes from the title: its message belongs there.
          const shown = showServerErrors(form, error);
          const slugMessage = error instanceof ApiError ? error.fields.slug : undefined;
          if (slugMessage) form.setError('title', { type: 'server', message: slugMessage });
          else if (Object.keys(shown).length === 0)
            toast.error('Error', apiErrorMessage(error, 'Failed to create collection'));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
      <Input
        {...textField(form, 'title', 'new-collection-title')}
        label="New collection"
        placeholder="Camping kit"
        maxLength={80}
        fieldClassName="min-w-0 flex-1"
      />
      <Button type="submit" className="sm:mt-6" isLoading={create.isPending}>
        Create collection
      </Button>
    </form>
  );
};

const CollectionRow = ({
  collection,
  data,
  open,
  onToggle,
  onMoved,
}: {
  collection: StorefrontCollectionData;
  data: StorefrontEditorData;
  open: boolean;
  onToggle: () => void;
  onMoved: (slug: string) => void;
}) => {
  const panelId = `collection-panel-${collection.slug}`;
  const count = collection.product_ids.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{collection.title}</h3>
          <p className="truncate text-sm text-slate-600">
            {count === 1 ? '1 product' : `${count} products`} · /{data.username}/c/{collection.slug}
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {open ? 'Close' : 'Edit'}
          <span className="sr-only"> {collection.title}</span>
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <CollectionForm collection={collection} data={data} onMoved={onMoved} />
        </div>
      )}
    </div>
  );
};

const CollectionForm = ({
  collection,
  data,
  onMoved,
}: {
  collection: StorefrontCollectionData;
  data: StorefrontEditorData;
  onMoved: (slug: string) => void;
}) => {
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  const [productIds, setProductIds] = useState(collection.product_ids);
  // The cover is its URL (empty removes it) and, once a new one is uploaded, the upload's id, which the
  // server resolves to the image's URL.
  const form = useSchemaForm({
    schema: collectionDetailsForm,
    toInput: (values: { title: string; slug: string; cover_url: string; cover_upload_id: string }) => ({
      ...values,
      cover_upload_id: values.cover_upload_id || undefined,
    }),
    defaultValues: {
      title: collection.title,
      slug: collection.slug,
      cover_url: collection.cover_url ?? '',
      cover_upload_id: '',
    },
  });
  const cover = form.watch('cover_url');
  const byId = new Map(data.products.map((product) => [product.product_id, product]));
  const chosen = productIds.flatMap((id) => byId.get(id) ?? []);
  const others = data.products.filter((product) => !productIds.includes(product.product_id));
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { slug: collection.slug, body: { ...values, product_ids: productIds } },
      {
        onSuccess: ({ collection: saved }) => {
          toast.success('Collection Saved', `${saved.title} is saved.`);
          onMoved(saved.slug);
        },
        onError: (error) => {
          if (Object.keys(showServerErrors(form, error)).length === 0)
            toast.error('Error', apiErrorMessage(error, 'Failed to save collection'));
        },
      },
    ),
  );
  const url = collectionUrl(data.username, collection.slug);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied', `The link to ${collection.title} is on your clipboard.`);
    } catch {
      toast.error('Copy Failed', 'Failed to copy link to clipboard');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-4 border-t border-slate-200 pt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          {...textField(form, 'title', `collection-title-${collection.slug}`)}
          label="Title"
          maxLength={80}
        />
        <Input
          {...textField(form, 'slug', `collection-slug-${collection.slug}`)}
          label="Address"
          hint={`/${data.username}/c/…  Links to the old address keep working.`}
          maxLength={60}
        />
        <div className="sm:col-span-2">
          <ImageUpload
            id={`collection-cover-${collection.slug}`}
            name="cover_upload_id"
            label="Cover image (optional)"
            purpose="collection-cover"
            shape="wide"
            value={cover || null}
            onChange={(image) => {
              form.setValue('cover_upload_id', image?.uploadId ?? '', { shouldDirty: true });
              form.setValue('cover_url', image?.url ?? '', { shouldDirty: true });
              form.clearErrors(['cover_upload_id', 'cover_url']);
            }}
            error={fieldError(form, 'cover_upload_id') ?? fieldError(form, 'cover_url')}
            hint="JPEG, PNG, WebP or GIF, up to 10 MB. Cropped to 1200 × 630 (its share card's shape); save to use it."
          />
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">
          In this collection ({chosen.length}) · drag or use Up and Down to order
        </legend>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-600">No products yet: add some from your storefront below.</p>
        ) : (
          <ReorderableList
            testId="collection-products"
            items={chosen}
            keyOf={(product) => product.product_id}
            labelOf={(product) => product.name}
            onOrder={(next) => setProductIds(next.map((product) => product.product_id))}
            renderItem={(product) => (
              <ProductLine
                product={product}
                action={
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => setProductIds(productIds.filter((id) => id !== product.product_id))}
                  >
                    Take out
                    <span className="sr-only">
                      {' '}
                      {product.name} from {collection.title}
                    </span>
                  </Button>
                }
              />
            )}
          />
        )}
        {others.length > 0 && (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Other products on your storefront">
            {others.map((product) => (
              <li key={product.product_id} className="rounded-xl border border-dashed border-slate-300 p-2">
                <ProductLine
                  product={product}
                  action={
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Add ${product.name} to ${collection.title}`}
                      onClick={() => setProductIds([...productIds, product.product_id])}
                    >
                      Add
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <a
            href={paths.storefrontCollection.getHref(data.username, collection.slug)}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            View<span className="sr-only"> {collection.title} (opens in a new tab)</span>
          </a>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copy link<span className="sr-only"> to {collection.title}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate(collection.slug, {
                onSuccess: () =>
                  toast.success(
                    'Collection Deleted',
                    `${collection.title} is gone; its products stay on your storefront.`,
                  ),
                onError: (error) =>
                  toast.error('Error', apiErrorMessage(error, 'Failed to delete collection')),
              })
            }
          >
            Delete collection
          </Button>
        </div>
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save collection'}
        </Button>
      </div>
    </form>
  );
};

const ProductLine = ({ product, action }: { product: Product; action: ReactNode }) => (
  <div className="flex min-w-0 items-center gap-3">
    <ProductImage src={product.image_url} className="w-14 shrink-0 rounded-lg" />
    <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{product.name}</p>
    {action}
  </div>
);
