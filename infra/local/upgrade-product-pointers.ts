/**
 * Gives products saved by an older version their id pointer (PRODUCT#{id} / PRODUCT → brand), so the
 * public product page /product/{id} finds them: since the pointer exists, every import writes it in the
 * product's own transaction, but a product imported before has none. Local-only and one-off
 * (upgrade-once.ts). No deployed table holds such products.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { upgradeOnce } from './upgrade-once';

export const upgradeProductPointers = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce<{ id: string; brand_id: string }>({
    client,
    tableName,
    marker: 'product-pointers',
    filter: {
      FilterExpression: '#type = :product',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':product': 'product' },
    },
    prepare: async () => {
      const { productPointerItem } = await import('../../functions/catalogue');
      // A put of the same pair is a no-op: a product that already has its pointer is left as it is.
      return async (doc, product) => {
        await doc.send(
          new PutCommand({ TableName: tableName, Item: productPointerItem(product.brand_id, product.id) }),
        );
      };
    },
  });
