/**
 * Counts sales recorded by an older version in the brand-creator days (issue 21: the samples tab's
 * "Sales since first sample"), so `.local/` data survives the upgrade without running
 * scripts/backfill-creator-days.ts by hand. Local-only and one-off (upgrade-once.ts): the first older
 * sale of a brand counts all of that brand's (functions/ledger backfillCreatorDays, safe beside live
 * traffic and to repeat); a deployed table runs the script once instead.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { upgradeOnce } from './upgrade-once';

export const upgradeCreatorDays = (client: DynamoDBClient, tableName: string): Promise<number> =>
  upgradeOnce<{ brand_id?: unknown }>({
    client,
    tableName,
    marker: 'brand-creator-days',
    filter: {
      FilterExpression: '#type = :sale AND attribute_not_exists(creator_days)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':sale': 'sale' },
    },
    prepare: async () => {
      const { backfillCreatorDays } = await import('../../functions/ledger');
      const brands = new Set<string>();
      return async (_doc, sale) => {
        const brandId = String(sale.brand_id ?? '');
        if (!brandId || brands.has(brandId)) return;
        brands.add(brandId);
        const { left } = await backfillCreatorDays(brandId);
        if (left > 0) throw new Error(`brand ${brandId}: ${left} older sales not counted; start again`);
      };
    },
  });
