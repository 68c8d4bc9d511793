import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';

/**
 * referral_links (spec 3) as the brand sees them per product. Links are created by the partnership
 * feature; each link item carries gsi2 = LINKS#{productId} / {creatorId}, so "links of a product" is one
 * Query on gsi2.
 */
export interface ProductLinkStats {
  id: string;
  referral_code: string;
  creator_id: string;
  creator_username: string;
  creator_avatar_url: string | null;
  clicks: number;
  conversions: number;
  total_sales_cents: number;
  /** conversions / clicks as a percent with one decimal (spec 9). */
  conversion_rate: number;
  created_at: string;
}

export const productLinksIndexKey = (productId: string) => `LINKS#${productId}`;

export const conversionRate = (conversions: number, clicks: number): number =>
  clicks > 0 ? Math.round((conversions / clicks) * 1000) / 10 : 0;

export const listLinksOfProduct = async (productId: string): Promise<ProductLinkStats[]> => {
  const links: ProductLinkStats[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :product',
        ExpressionAttributeValues: { ':product': productLinksIndexKey(productId) },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const clicks = Number(item.clicks ?? 0);
      const conversions = Number(item.conversions ?? 0);
      links.push({
        id: item.id as string,
        referral_code: item.referral_code as string,
        creator_id: item.creator_id as string,
        creator_username: item.creator_username as string,
        creator_avatar_url: (item.creator_avatar_url as string | null) ?? null,
        clicks,
        conversions,
        total_sales_cents: Number(item.total_sales_cents ?? 0),
        conversion_rate: conversionRate(conversions, clicks),
        created_at: item.created_at as string,
      });
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return links;
};
