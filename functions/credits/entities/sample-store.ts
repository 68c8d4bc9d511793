/**
 * The Sample Store (spec 7.2 "products with sample_available true and sample_credits above 0, ascending
 * by credits"): a sparse byOwner partition of the products themselves. A product is in it exactly while
 * both hold; the product settings write that changes either field sets or removes the entry in the same
 * UpdateItem (catalogue's product.ts), so the listing is one Query, cheapest first, and never drifts.
 */
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

/**
 * The catalogue's product items as the credits module reads them: the store's sparse index, and the
 * redemption's check that the sample is still offered at the price charged. Never written here (the
 * catalogue owns products), so its entity name is theirs.
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
    /** The index sort key's composite (`sampleStoreSortKey`), for the key's shape only: never stored. */
    sample_store_sk: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'PRODUCT#${id}', casing: 'none' },
    },
    /** byOwner SAMPLESTORE / `{credits, 10 digits}#{productId}`: listed products, cheapest first. */
    sampleStore: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: [], template: 'SAMPLESTORE', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['sample_store_sk'], template: '${sample_store_sk}', casing: 'none' },
    },
  },
});

/** Credits padded to 10 digits, so the string order of the index is the numeric order. */
export const sampleStoreSortKey = (credits: number, productId: string) =>
  `${String(credits).padStart(10, '0')}#${productId}`;

interface SampleFields {
  sample_available?: boolean;
  sample_credits?: number;
}

/**
 * Whether a product is in the store after a settings write (the settings over what was read), with its
 * index sort key while it is: what an ElectroDB write of the product sets (or removes) for the index.
 */
export const sampleStoreListing = (productId: string, current: SampleFields, settings: SampleFields) => {
  const wasAvailable = current.sample_available === true;
  const wasCredits = Number(current.sample_credits ?? 0);
  const available = settings.sample_available ?? wasAvailable;
  const credits = settings.sample_credits ?? wasCredits;
  const listed = available && credits > 0;
  return {
    wasAvailable,
    wasCredits,
    listed,
    index: listed
      ? { gsi1pk: indexKeys.sampleStore, gsi1sk: sampleStoreSortKey(credits, productId) }
      : undefined,
  };
};

/**
 * The index clauses of a raw settings UpdateItem that touches sample fields (for the catalogue's code
 * not yet on entities): the listing above, and a condition that the fields read are still current, so
 * two racing edits cannot leave the index describing the loser's values.
 */
export const sampleStoreClauses = (productId: string, current: SampleFields, settings: SampleFields) => {
  const { wasAvailable, wasCredits, index } = sampleStoreListing(productId, current, settings);
  return {
    set: index ? ['gsi1pk = :sample_store', 'gsi1sk = :sample_store_sk'] : [],
    remove: index ? [] : ['gsi1pk', 'gsi1sk'],
    condition:
      '(attribute_not_exists(sample_available) OR sample_available = :was_sample_available) AND (attribute_not_exists(sample_credits) OR sample_credits = :was_sample_credits)',
    values: {
      ':was_sample_available': wasAvailable,
      ':was_sample_credits': wasCredits,
      ...(index ? { ':sample_store': index.gsi1pk, ':sample_store_sk': index.gsi1sk } : {}),
    },
  };
};

export const touchesSampleStore = (settings: SampleFields) =>
  settings.sample_available !== undefined || settings.sample_credits !== undefined;

export interface SampleStoreItem {
  id: string;
  brand_id: string;
  name: string;
  description: string;
  image_url: string | null;
  price_cents: number;
  sample_credits: number;
}

/** The store, cheapest first: the first `limit` products of the sparse partition (one Query). */
export const listSampleStore = async (limit = 100): Promise<SampleStoreItem[]> => {
  const { data } = await productSampleEntity.query.sampleStore({}).go({ limit });
  return data.map((item) => ({
    id: item.id,
    brand_id: item.brand_id,
    name: item.name ?? '',
    description: item.description ?? '',
    image_url: item.image_url ?? null,
    price_cents: Number(item.price_cents ?? 0),
    sample_credits: Number(item.sample_credits),
  }));
};
