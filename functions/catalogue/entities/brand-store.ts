import { db, tableName } from '../../shared/data/client';
import { GetCommand } from '../../shared/data/dynamodb/commands';
import { keys } from '../../shared/data/keys';
import type { Brand, StorePlatform } from './brand';

/**
 * The brand's store as it is now (connected, platform, domain): what the redirect needs to send a click
 * to the current store. One GetItem of three small attributes, on the document client directly: the
 * redirect is the hottest path, and ElectroDB (brand.ts) would add ~220 KB to its bundle and cold start.
 * Same item and key as the `brand` entity; the redirect's IAM grant names exactly these attributes.
 */
export const getBrandStore = async (
  brandId: string,
): Promise<Pick<Brand, 'store_connected' | 'store_platform' | 'shop_domain'> | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ProjectionExpression: 'store_connected, store_platform, shop_domain',
    }),
  );
  if (!Item) return undefined;
  return {
    store_connected: Item.store_connected === true,
    store_platform: (Item.store_platform as StorePlatform | undefined) ?? null,
    shop_domain: (Item.shop_domain as string | undefined) ?? null,
  };
};
