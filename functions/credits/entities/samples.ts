import type { EntityItem } from 'electrodb';
import { type SampleOrder, sampleOrderStatuses } from '../../../contracts/credits';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { type WithNulls, withNulls } from '../../shared/data/nulls';

/**
 * sample_orders (spec 3): a sample a creator redeemed with credits, under the brand that ships it (the
 * id time-sortable: the brand's Samples view is one Query, newest first); the creator lists theirs
 * through byOwner (orders from before issue 21 have no index entry). Created only inside the
 * redemption's transaction; every status change is a conditional update from the status it leaves
 * (contracts/credits.ts sampleOrderStatuses).
 */
export const sampleOrderEntity = defineEntity({
  model: { entity: 'sample-order', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    product_id: { type: 'string', required: true },
    product_name: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    customer_email: { type: 'string', required: true },
    credits: { type: 'number', required: true },
    status: { type: sampleOrderStatuses, required: true },
    created_at: { type: 'string', required: true },
    /** Absent (null on older items) until fulfilled. */
    fulfilled_at: { type: 'string' },
    // Issue 21 (absent on older orders): where it ships, what it cost, the store order, the tracking.
    shipping_address: { type: 'any' },
    price_cents: { type: 'number' },
    /** The store it is ordered from (the brand's Shopify shop when redeemed). */
    shop_domain: { type: 'string' },
    draft_order_id: { type: 'string' },
    store_order_id: { type: 'string' },
    store_order_name: { type: 'string' },
    store_error: { type: 'string' },
    /** Calls to create the store order so far: a later one first looks for what an earlier one made. */
    store_attempts: { type: 'number' },
    /** When the attempt now calling the store began (a lease: one delivery at a time). */
    store_call_at: { type: 'string' },
    carrier: { type: 'string' },
    tracking_number: { type: 'string' },
    tracking_url: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'SORDER#${id}') },
    byCreator: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'CREATOR#${creator_id}#SAMPLES'),
      sk: tableKey('gsi1sk', '${id}'),
    },
  },
});

export type SampleOrderItem = EntityItem<typeof sampleOrderEntity>;

const NULLABLE = [
  'fulfilled_at',
  'shipping_address',
  'price_cents',
  'store_order_name',
  'store_error',
  'carrier',
  'tracking_number',
  'tracking_url',
] as const;

/** The API's shape of a stored order (the store's internal ids and attempts stay on the server). */
export const asSampleOrder = (item: object): SampleOrder => {
  const {
    shop_domain: _shop,
    draft_order_id: _draft,
    store_order_id: _order,
    store_attempts: _attempts,
    store_call_at: _call,
    updated_at: _updated,
    ...rest
  } = item as SampleOrderItem;
  return withNulls<SampleOrder>(rest, [...NULLABLE]);
};

/** A creator's own sample orders, newest first: one Query of byOwner. */
export const listSampleOrdersOfCreator = async (creatorId: string, limit: number) =>
  (await sampleOrderEntity.query.byCreator({ creator_id: creatorId }).go({ limit, order: 'desc' })).data.map(
    asSampleOrder,
  );

/**
 * A store's order → the sample order it was made for (SHOPORDER#{shop} / SAMPLE#{orderId}): the
 * fulfilment webhook knows the store's order id alone. Written in the transaction that records the store
 * order on the sample order.
 */
export const sampleStoreOrderEntity = defineEntity({
  model: { entity: 'sample-store-order', version: '1', service: SERVICE },
  attributes: {
    shop_domain: { type: 'string', required: true },
    store_order_id: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    sample_order_id: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'SHOPORDER#${shop_domain}'),
      sk: tableKey('sk', 'SAMPLE#${store_order_id}'),
    },
  },
});

/**
 * sample_requests (spec 3): a creator asks the brand for a sample of one product, once (the key makes
 * it unique), with an optional pitch. Under the brand: its Samples view is one Query of the partition,
 * and one creator's requests to it are one Query of `SAMPLE#{creator}#`.
 */
export const sampleRequestEntity = defineEntity({
  model: { entity: 'sample-request', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    product_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    /** Absent (null on older items) without a message. */
    message: { type: 'string' },
    status: { type: ['pending'] as const, required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'SAMPLE#${creator_id}#${product_id}'),
    },
  },
});

export type SampleRequest = WithNulls<EntityItem<typeof sampleRequestEntity>, 'message'>;

export const toSampleRequest = (item: EntityItem<typeof sampleRequestEntity>): SampleRequest => ({
  ...item,
  // Absent (null on older items) without a message.
  message: item.message ?? null,
});

/** A creator's request for a sample of one product, or undefined (one consistent GetItem). */
export const getSampleRequest = async (
  brandId: string,
  creatorId: string,
  productId: string,
): Promise<SampleRequest | undefined> => {
  const { data } = await sampleRequestEntity
    .get({ brand_id: brandId, creator_id: creatorId, product_id: productId })
    .go({ consistent: true });
  return data ? toSampleRequest(data) : undefined;
};

/**
 * One creator's sample requests to one brand, newest first: one Query of the brand's partition from
 * `SAMPLE#{creator}#` (the creator id ends at the `#`, so a longer id sharing its start is not read).
 */
export const listSampleRequestsOfCreatorAtBrand = async (brandId: string, creatorId: string) => {
  const { data } = await sampleRequestEntity.query
    .primary({ brand_id: brandId, creator_id: creatorId })
    .go({ pages: 'all' });
  return data
    .filter((item) => item.creator_id === creatorId)
    .map(toSampleRequest)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
};
