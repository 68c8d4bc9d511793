/**
 * Brings sample orders saved by an older version into the creator's index, so `.local/` data survives the
 * upgrade: My Samples lists a creator's orders through a byOwner entry (`CREATOR#{id}#SAMPLES`, by id)
 * that the redemption writes since issue 21; an order redeemed before has none. Local-only and one-off
 * (upgrade-once.ts); a deployed table's older orders need the same entries written once.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { upgradeOnce } from './upgrade-once';

export const upgradeSampleOrders = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce({
    client,
    tableName,
    marker: 'creator-sample-orders-index',
    filter: {
      FilterExpression: '#type = :order AND attribute_not_exists(gsi1pk)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':order': 'sample-order' },
    },
    prepare: async () => {
      const { indexKeys } = await import('../../functions/shared/data/keys');
      return async (doc, order) => {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: order.pk, sk: order.sk },
            UpdateExpression: 'SET gsi1pk = :creator, gsi1sk = :id',
            ConditionExpression: 'attribute_not_exists(gsi1pk)',
            ExpressionAttributeValues: {
              ':creator': indexKeys.creatorSampleOrders(String(order.creator_id)),
              ':id': String(order.id),
            },
          }),
        );
      };
    },
  });
