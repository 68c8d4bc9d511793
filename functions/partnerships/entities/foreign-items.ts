import { tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';

/**
 * Items of other modules that partnership transactions change or check: the brand's counters (ledger's
 * brand stats) and the product's existence (catalogue). Raw TransactWriteItems entries until those
 * modules export their entities; ElectroDB's transaction takes them beside its own operations.
 */

/** ADDs to the brand's partnership counters (pending applications, active partnerships). */
export const addToBrandCounters = (
  brandId: string,
  counters: { pending_applications: number; active_partnerships?: number },
): TransactItem => {
  const names = Object.keys(counters) as (keyof typeof counters)[];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.brandStats(brandId),
      UpdateExpression: `ADD ${names.map((name) => `${name} :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, counters[name]])),
    },
  };
};

/** Holds only while the brand's product exists. */
export const productExists = (brandId: string, productId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.product(brandId, productId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});
