/**
 * Read-only views of items other modules own and write, with only the attributes credits reads. Never
 * written here, so their entity names are the owners'.
 */
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * The catalogue's products, in the Sample Store (spec 7.2 "products with sample_available true and
 * sample_credits above 0, ascending by credits"): a sparse byOwner partition of the products
 * themselves, sorted by `sampleStoreSortKey`. The catalogue's settings write that changes either field
 * sets or removes the entry in the same UpdateItem, so the listing is one Query, cheapest first, and
 * never drifts. A redemption checks the sample is still offered at the price it charges.
 */
export const productSampleEntity = defineEntity({
  model: { entity: 'product', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    name: { type: 'string' },
    description: { type: 'string' },
    image_url: { type: 'string' },
    price_cents: { type: 'number' },
    sample_available: { type: 'boolean' },
    sample_credits: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'PRODUCT#${id}') },
    sampleStore: { index: 'byOwner', pk: tableKey('gsi1pk', 'SAMPLESTORE') },
  },
});

/** Credits padded to 10 digits, so the string order of the index is the numeric order. */
export const sampleStoreSortKey = (credits: number, productId: string) =>
  `${String(credits).padStart(10, '0')}#${productId}`;

/** Whether a product settings write changes what the Sample Store lists. */
export const touchesSampleStore = (settings: { sample_available?: boolean; sample_credits?: number }) =>
  settings.sample_available !== undefined || settings.sample_credits !== undefined;

/**
 * The ledger's month partition SALESMONTH#{yyyy-mm} / CREATOR#{id}, where it ADDs each attributed sale
 * in the sale's transaction: Top Performer ranks it.
 */
export const creatorMonthSalesEntity = defineEntity({
  model: { entity: 'creator-month-sales', version: '1', service: SERVICE },
  attributes: {
    month: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    sales_cents: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'SALESMONTH#${month}'), sk: tableKey('sk', 'CREATOR#${creator_id}') },
  },
});
