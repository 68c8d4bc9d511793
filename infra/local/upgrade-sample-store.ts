/**
 * Brings products saved by an older version into the Sample Store index, so `.local/` data survives the
 * upgrade: the store lists products through a sparse index entry (`SAMPLESTORE`, by credits) that the
 * product settings write sets since sample credits exist; a product whose sample was offered before
 * has none. Local-only and one-off (upgrade-once.ts). No deployed table holds such products.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { upgradeOnce } from './upgrade-once';

export const upgradeSampleStore = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce({
    client,
    tableName,
    marker: 'sample-store-index',
    filter: {
      FilterExpression:
        '#type = :product AND sample_available = :yes AND sample_credits > :zero AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':product': 'product', ':yes': true, ':zero': 0 },
    },
    prepare: async () => {
      const { sampleStoreSortKey } = await import('../../functions/catalogue');
      const { indexKeys } = await import('../../functions/shared/data/keys');
      return async (doc, product) => {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: product.pk, sk: product.sk },
            UpdateExpression: 'SET gsi1pk = :store, gsi1sk = :sort',
            ConditionExpression: 'attribute_not_exists(gsi1pk) AND sample_credits = :credits',
            ExpressionAttributeValues: {
              ':store': indexKeys.sampleStore,
              ':sort': sampleStoreSortKey(Number(product.sample_credits), String(product.id)),
              ':credits': product.sample_credits,
            },
          }),
        );
      };
    },
  });
