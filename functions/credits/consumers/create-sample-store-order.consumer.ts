import { productName } from '../../../contracts/constants';
import type { ShippingAddress } from '../../../contracts/credits';
import { getBrand, getProductItems, getSealedStoreToken } from '../../catalogue';
import { createSampleStoreOrder, ShopifyUserError } from '../../integrations';
import { decryptSecret } from '../../shared/crypto/secret-box';
import { unlessRefused } from '../../shared/data/client';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { sampleOrderEntity } from '../entities/samples';
import { recordSampleStoreFailure, recordSampleStoreOrder } from '../sample-store-order-status';

/** How long one attempt holds the order: longer than the consumer's 30 s timeout. */
const STORE_CALL_LEASE_MS = 60_000;

/** The address as the redemption stored it (its nulls left out). */
type StoredAddress = Omit<ShippingAddress, 'line2' | 'phone'> & { line2?: string; phone?: string };

/** Why the store refused, in words the brand can act on. */
const reasonOf = (error: ShopifyUserError): string =>
  error.code === 'ACCESS_DENIED'
    ? 'The store has not allowed the app to create orders. Reconnect the store, then retry.'
    : `The store refused the order: ${error.message}`;

/**
 * Consumer of SampleOrderPlaced and SampleOrderRetried (the retry carries the placed event's fields, so
 * one schema reads both): a pending sample order of a brand with a Shopify store becomes a $0 order
 * there (integrations/shopify/draft-orders.ts), recorded on the sample order (→ ordered); the store's
 * refusal is recorded with its reason (→ failed), which the brand can retry. A brand without a Shopify
 * store ships by hand: its order stays Requested.
 *
 * Idempotent: only a pending order is worked on, one delivery at a time (a lease on the order), and
 * every call to the store is counted before it is made; a later attempt (a redelivery, a crash between
 * the store's answer and the save) first looks for the draft the earlier one made, by the sample's tag,
 * so the store never gets a second order.
 */
export const handler = consumer('SampleOrderPlaced', async (detail) => {
  const key = { brand_id: detail.brandId, id: detail.orderId };
  const { data: order } = await sampleOrderEntity.get(key).go({ consistent: true });
  if (order?.status !== 'pending') return;
  const brand = await getBrand(detail.brandId);
  if (brand?.store_platform !== 'shopify') return;
  const sealed = await getSealedStoreToken(detail.brandId);
  if (!brand.store_connected || !brand.shop_domain || !sealed) {
    await recordSampleStoreFailure(order, 'The Shopify store is not connected. Reconnect it, then retry.');
    return;
  }
  const [product] = await getProductItems([{ brand_id: detail.brandId, id: order.product_id }], {
    attributes: ['shopify_product_id'],
  });
  const address = order.shipping_address as StoredAddress | undefined;
  if (!product?.shopify_product_id || !address) {
    await recordSampleStoreFailure(
      order,
      address
        ? 'This product is not in the Shopify store.'
        : 'The order has no shipping address: ship it by hand.',
    );
    return;
  }
  const connection = {
    shop: brand.shop_domain,
    accessToken: await decryptSecret(sealed, { purpose: 'store-token', brandId: brand.id }),
    scope: '',
  };
  // Counts the call about to be made (any earlier one may have made the draft before its outcome was
  // saved) and holds the order for it: two deliveries of the event at once never both create a draft.
  const now = Date.now();
  const claimed = await unlessRefused(
    sampleOrderEntity
      .patch(key)
      .add({ store_attempts: 1 })
      .set({ store_call_at: new Date(now).toISOString() })
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'pending')} AND (${op.notExists(attr.store_call_at)} OR ${op.lt(
            attr.store_call_at,
            new Date(now - STORE_CALL_LEASE_MS).toISOString(),
          )})`,
      )
      .go({ response: 'updated_old' }),
  );
  if (!claimed) {
    const { data: current } = await sampleOrderEntity.get(key).go({ consistent: true });
    if (current?.status !== 'pending') return;
    // Another delivery is calling the store now: the bus delivers this one again later.
    throw new Error(`Sample order ${order.id}: another attempt is calling the store`);
  }
  const earlierAttempts = Number(claimed.data?.store_attempts ?? 0);
  try {
    const made = await createSampleStoreOrder(
      connection,
      {
        sampleOrderId: order.id,
        shopifyProductId: product.shopify_product_id,
        creatorUsername: order.creator_username,
        email: order.customer_email || null,
        marketplace: productName,
        address: {
          name: address.name,
          line1: address.line1,
          line2: address.line2 ?? null,
          city: address.city,
          region: address.region,
          postalCode: address.postal_code,
          country: address.country,
          phone: address.phone ?? null,
        },
      },
      earlierAttempts > 0,
    );
    await recordSampleStoreOrder(order, {
      shopDomain: brand.shop_domain,
      draftOrderId: made.draftOrderId,
      orderId: made.orderId.slice(made.orderId.lastIndexOf('/') + 1),
      orderName: made.orderName,
    });
  } catch (error) {
    if (!(error instanceof ShopifyUserError)) {
      // A fault (the store unreachable, a timeout): the next delivery may try at once, looking first.
      await sampleOrderEntity.patch(key).remove(['store_call_at']).go();
      throw error;
    }
    log.warn('store refused the sample order', { orderId: order.id, brandId: brand.id, error });
    await recordSampleStoreFailure(order, reasonOf(error));
  }
});
