import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../client';
import { createId } from '../ids';

/** brands (spec 3). Store fields arrive with the store-connection issue. */
export interface Brand {
  id: string;
  user_id: string;
  brand_name: string;
  onboarding_completed: boolean;
  store_connected: boolean;
  created_at: string;
}

interface BrandItem extends Brand {
  pk: string;
  sk: 'BRAND';
  gsi1pk: string;
  gsi1sk: 'BRAND';
  type: 'brand';
}

const brandKey = (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'BRAND' as const });
/** Guard item: exists once per user that owns a brand; makes "one brand per user" a conditional write. */
const ownerGuardKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'BRAND' });

const toBrand = ({ pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, type: _t, ...brand }: BrandItem): Brand => brand;

export const getBrand = async (brandId: string): Promise<Brand | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: brandKey(brandId) }));
  return Item ? toBrand(Item as BrandItem) : undefined;
};

/** Access pattern "brands: select by user_id" (gsi1, by owner). */
export const listBrandsOfUser = async (userId: string): Promise<Brand[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :owner AND gsi1sk = :brand',
      ExpressionAttributeValues: { ':owner': `USER#${userId}`, ':brand': 'BRAND' },
    }),
  );
  return (Items as BrandItem[]).map(toBrand);
};

/**
 * Creates the user's brand unless the user already has one. The guard item and the brand are written
 * in one transaction, so a repeated event (EventBridge delivers at least once) cannot create a second
 * brand even when two deliveries race.
 */
export const createBrandOnce = async (input: {
  userId: string;
  brandName: string;
  now?: Date;
}): Promise<{ created: boolean; brandId?: string }> => {
  const now = (input.now ?? new Date()).toISOString();
  const brand: Brand = {
    id: createId('br_'),
    user_id: input.userId,
    brand_name: input.brandName,
    onboarding_completed: false,
    store_connected: false,
    created_at: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...ownerGuardKey(input.userId),
                type: 'brand-owner',
                brand_id: brand.id,
                created_at: now,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...brandKey(brand.id),
                gsi1pk: `USER#${input.userId}`,
                gsi1sk: 'BRAND',
                type: 'brand',
                ...brand,
              } satisfies BrandItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return { created: true, brandId: brand.id };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false };
    throw error;
  }
};
