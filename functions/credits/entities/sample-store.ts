/**
 * The Sample Store (spec 7.2 "products with sample_available true and sample_credits above 0, ascending
 * by credits"): a sparse byOwner partition of the products themselves. A product is in it exactly while
 * both hold; the product settings write that changes either field sets or removes the entry in the same
 * UpdateItem (product.ts), so the listing is one Query, cheapest first, and never drifts.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { indexKeys } from '../../shared/data/keys';

/** Credits padded to 10 digits, so the string order of the index is the numeric order. */
export const sampleStoreSortKey = (credits: number, productId: string) =>
  `${String(credits).padStart(10, '0')}#${productId}`;

interface SampleFields {
  sample_available?: boolean;
  sample_credits?: number;
}

/**
 * The index clauses of a settings write that touches sample fields: the product's state after the
 * write (the settings over what was read), and a condition that the fields read are still current,
 * so two racing edits cannot leave the index describing the loser's values.
 */
export const sampleStoreClauses = (productId: string, current: SampleFields, settings: SampleFields) => {
  const wasAvailable = current.sample_available === true;
  const wasCredits = Number(current.sample_credits ?? 0);
  const available = settings.sample_available ?? wasAvailable;
  const credits = settings.sample_credits ?? wasCredits;
  const listed = available && credits > 0;
  return {
    set: listed ? ['gsi1pk = :sample_store', 'gsi1sk = :sample_store_sk'] : [],
    remove: listed ? [] : ['gsi1pk', 'gsi1sk'],
    condition:
      '(attribute_not_exists(sample_available) OR sample_available = :was_sample_available) AND (attribute_not_exists(sample_credits) OR sample_credits = :was_sample_credits)',
    values: {
      ':was_sample_available': wasAvailable,
      ':was_sample_credits': wasCredits,
      ...(listed
        ? {
            ':sample_store': indexKeys.sampleStore,
            ':sample_store_sk': sampleStoreSortKey(credits, productId),
          }
        : {}),
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
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :store',
      ExpressionAttributeValues: { ':store': indexKeys.sampleStore },
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: item.id as string,
    brand_id: item.brand_id as string,
    name: item.name as string,
    description: (item.description as string) ?? '',
    image_url: (item.image_url as string | null) ?? null,
    price_cents: Number(item.price_cents ?? 0),
    sample_credits: Number(item.sample_credits),
  }));
};
