import {
  addStorefrontProduct,
  createStorefrontCollection,
  deleteStorefrontCollection,
  getMyStorefront,
  removeStorefrontProduct,
  reorderStorefrontCollections,
  reorderStorefrontProducts,
  saveMyStorefront,
  updateStorefrontCollection,
  updateStorefrontProduct,
} from '../../../contracts/storefront';
import { requireOnboardedCreator } from '../../identity';
import { imageUrlToSave } from '../../media';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { addProductToStorefront } from '../add-product';
import { createCollection, deleteCollection, reorderCollections, updateCollection } from '../collections';
import { entryView } from '../editor-view';
import { loadEditor } from '../load-editor';
import { removeStorefrontProduct as removeProduct } from '../remove-product';
import { reorderStorefrontProducts as reorderProducts } from '../reorder-products';
import { saveStorefrontSettings } from '../save-storefront-settings';
import { settingsOf } from '../storefront-model';
import { updateStorefrontProduct as updateProduct } from '../update-product';

/**
 * A collection's cover as saved (issue 34): an uploaded one by its id (ready, the caller's, for covers),
 * else the URL sent (a /media/ path only from the caller's own folder); undefined keeps the current one.
 */
const coverToSave = async (
  creatorId: string,
  url: string | null | undefined,
  uploadId: string | undefined,
): Promise<string | null | undefined> =>
  url === undefined && !uploadId
    ? undefined
    : imageUrlToSave(creatorId, { url: url ?? null, uploadId }, 'collection-cover', {
        url: 'cover_url',
        uploadId: 'cover_upload_id',
      });

/**
 * The storefront editor (spec 2.5; Explore's Storefront tab and /creator/storefront). Every route
 * works on the caller's own storefront, found from the token (CREATOR#{userId}): a creator cannot name
 * another's. Writes refresh the storefront's copy of the creator's username, avatar and bio.
 */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/storefront': defineRoute(getMyStorefront, async ({ caller }) => ({
    body: await loadEditor(await requireOnboardedCreator(caller.userId)),
  })),

  'PUT /api/creator/storefront': defineRoute(saveMyStorefront, async ({ caller, body }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    const { header_image_upload_id, ...settings } = body;
    // Issue 34: an uploaded header is attached by its id, resolved to its media URL here.
    const header_image_url = await imageUrlToSave(
      creator.id,
      { url: settings.header_image_url, uploadId: header_image_upload_id },
      'storefront-header',
      { url: 'header_image_url', uploadId: 'header_image_upload_id' },
    );
    const saved = await saveStorefrontSettings(creator, { ...settings, header_image_url });
    return { body: { storefront: settingsOf(saved) } };
  }),

  'POST /api/creator/storefront/products': defineRoute(addStorefrontProduct, async ({ caller, body }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    return { status: 201, body: { product: entryView(await addProductToStorefront(creator, body)) } };
  }),

  'PATCH /api/creator/storefront/products/{productId}': defineRoute(
    updateStorefrontProduct,
    async ({ caller, params, body }) => ({
      body: { product: entryView(await updateProduct(caller.userId, params.productId, body)) },
    }),
  ),

  'DELETE /api/creator/storefront/products/{productId}': defineRoute(
    removeStorefrontProduct,
    async ({ caller, params }) => {
      await removeProduct(caller.userId, params.productId);
      return { status: 204 };
    },
  ),

  'PUT /api/creator/storefront/order': defineRoute(reorderStorefrontProducts, async ({ caller, body }) => ({
    body: { products: (await reorderProducts(caller.userId, body.product_ids)).map(entryView) },
  })),

  'POST /api/creator/storefront/collections': defineRoute(
    createStorefrontCollection,
    async ({ caller, body }) => {
      const creator = await requireOnboardedCreator(caller.userId);
      return { status: 201, body: { collection: await createCollection(creator, body) } };
    },
  ),

  'PUT /api/creator/storefront/collections/{slug}': defineRoute(
    updateStorefrontCollection,
    async ({ caller, params, body }) => {
      const creator = await requireOnboardedCreator(caller.userId);
      const { cover_upload_id, ...input } = body;
      const cover_url = await coverToSave(creator.id, input.cover_url, cover_upload_id);
      return { body: { collection: await updateCollection(creator, params.slug, { ...input, cover_url }) } };
    },
  ),

  'DELETE /api/creator/storefront/collections/{slug}': defineRoute(
    deleteStorefrontCollection,
    async ({ caller, params }) => {
      await deleteCollection(await requireOnboardedCreator(caller.userId), params.slug);
      return { status: 204 };
    },
  ),

  'PUT /api/creator/storefront/collection-order': defineRoute(
    reorderStorefrontCollections,
    async ({ caller, body }) => ({
      body: {
        collections: await reorderCollections(await requireOnboardedCreator(caller.userId), body.slugs),
      },
    }),
  ),
});
