import { consumer } from '../../shared/events/consumer';
import { sampleOrderEntity, sampleStoreOrderEntity } from '../entities/samples';
import { markSampleShipped } from '../fulfil-sample-order';

/**
 * Consumer of ShopifyFulfillmentCreated (the store's fulfillments/create): a fulfilment of an order
 * made for a sample marks that sample shipped, with its carrier, tracking number and tracking URL, and
 * tells the creator (SampleOrderFulfilled, in the same transaction). Any other order's fulfilment has no
 * pointer and changes nothing. Idempotent: a sample already shipped is left as it is (the update's
 * condition), so a redelivered webhook, or a second fulfilment of the order, changes nothing.
 */
export const handler = consumer('ShopifyFulfillmentCreated', async (detail) => {
  const { data: pointer } = await sampleStoreOrderEntity
    .get({ shop_domain: detail.shopDomain, store_order_id: detail.orderId })
    .go();
  if (!pointer) return;
  const { data: order } = await sampleOrderEntity
    .get({ brand_id: pointer.brand_id, id: pointer.sample_order_id })
    .go({ consistent: true });
  if (!order || order.status === 'fulfilled') return;
  await markSampleShipped(
    order,
    {
      carrier: detail.trackingCompany,
      tracking_number: detail.trackingNumber,
      tracking_url: detail.trackingUrl,
    },
    new Date(detail.createdAt),
  );
});
