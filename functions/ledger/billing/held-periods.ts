import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';

/**
 * A brand's billing periods held for review (create-invoice.ts: a total beyond safe amounts), with the
 * reason: one Query of the brand's billing counters (a few a year), those held kept.
 */
export const listHeldPeriods = async (brandId: string): Promise<{ period: string; reason: string }[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :bill)',
      FilterExpression: 'attribute_exists(billing_held)',
      ProjectionExpression: 'sk, billing_held',
      ExpressionAttributeValues: {
        ':pk': keys.brand(brandId).pk,
        ':bill': keys.brandBillingPeriod(brandId, '').sk,
      },
    }),
  );
  return Items.map((item) => ({
    period: String(item.sk).slice(keys.brandBillingPeriod(brandId, '').sk.length),
    reason: String((item.billing_held as { reason?: string })?.reason ?? 'Held for review'),
  }));
};
