import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../http/errors';
import { db, isConditionFailure, tableName } from '../client';
import { createId } from '../ids';
import { keys } from '../keys';

export const storePlatforms = [
  'shopify',
  'bigcommerce',
  'square',
  'woocommerce',
  'magento',
  'prestashop',
  'other',
] as const;
export type StorePlatform = (typeof storePlatforms)[number];

export const paymentPartners = ['built-in', 'awin', 'partnerize', 'impact', 'commissionjunction'] as const;
export type PaymentPartner = (typeof paymentPartners)[number];

export interface SocialMediaLinks {
  instagram?: string;
  tiktok?: string;
  youtube?: string;
  twitter?: string;
}

/** brands (spec 3) as every API may show it: the store's access token is never part of it. */
export interface Brand {
  id: string;
  user_id: string;
  brand_name: string;
  logo_url: string | null;
  website: string | null;
  description: string | null;
  mission_statement: string | null;
  why_work_with_us: string | null;
  social_media_links: SocialMediaLinks;
  onboarding_completed: boolean;
  store_connected: boolean;
  store_platform: StorePlatform | null;
  /** The store's display name (Shopify shop name, or what the brand typed for other platforms). */
  store_name: string | null;
  /** Shopify: the myshopify.com domain; other platforms: the store URL the brand gave. */
  shop_domain: string | null;
  payment_partner: PaymentPartner | null;
  created_at: string;
  updated_at: string;
}

/** The stored item: the view plus keys and the sealed (encrypted) store token. */
interface BrandItem extends Brand {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'brand';
  shopify_access_token_sealed?: string;
}

const publicFields: (keyof Brand)[] = [
  'id',
  'user_id',
  'brand_name',
  'logo_url',
  'website',
  'description',
  'mission_statement',
  'why_work_with_us',
  'social_media_links',
  'onboarding_completed',
  'store_connected',
  'store_platform',
  'store_name',
  'shop_domain',
  'payment_partner',
  'created_at',
  'updated_at',
];

/** An allow-list, not a deny-list: a field added to the item later is not exposed by accident. */
const toBrand = (item: BrandItem): Brand =>
  Object.fromEntries(publicFields.map((field) => [field, item[field] ?? null])) as unknown as Brand;

export const getBrand = async (brandId: string): Promise<Brand | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.brand(brandId) }));
  return Item ? toBrand(Item as BrandItem) : undefined;
};

/** The brand owned by a signed-in user, or 404: brand handlers start here, so tenancy comes from the token. */
export const getBrandOfUserOrThrow = async (userId: string): Promise<Brand> => {
  const { Item: owner } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.brandOwner(userId), ConsistentRead: true }),
  );
  const brand = owner?.brand_id ? await getBrand(owner.brand_id as string) : undefined;
  if (!brand) throw new AppError('not_found', 'Brand not found');
  return brand;
};

/** Server-side only: the sealed token, for the import and discount features. */
export const getSealedStoreToken = async (brandId: string): Promise<string | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brand(brandId),
      ProjectionExpression: 'shopify_access_token_sealed',
    }),
  );
  return Item?.shopify_access_token_sealed as string | undefined;
};

/**
 * Creates the user's brand unless the user already has one. The owner guard and the brand are written
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
    logo_url: null,
    website: null,
    description: null,
    mission_statement: null,
    why_work_with_us: null,
    social_media_links: {},
    onboarding_completed: false,
    store_connected: false,
    store_platform: null,
    store_name: null,
    shop_domain: null,
    payment_partner: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.brandOwner(input.userId),
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
                ...keys.brand(brand.id),
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

type Updatable = Partial<Omit<Brand, 'id' | 'user_id' | 'created_at' | 'updated_at'>> & {
  shopify_access_token_sealed?: string;
};

/**
 * SET the given fields, REMOVE those given as null-clearing via `remove`, on an existing brand only.
 * Returns the updated brand view.
 */
export const updateBrand = async (
  brandId: string,
  set: Updatable,
  remove: (keyof BrandItem)[] = [],
): Promise<Brand> => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  const assignments = ['#updated_at = :now'];
  names['#updated_at'] = 'updated_at';
  for (const [field, value] of Object.entries(set)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    assignments.push(`#${field} = :${field}`);
  }
  for (const field of remove) names[`#${String(field)}`] = String(field);
  const removal = remove.length ? ` REMOVE ${remove.map((field) => `#${String(field)}`).join(', ')}` : '';
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.brand(brandId),
        UpdateExpression: `SET ${assignments.join(', ')}${removal}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toBrand(Attributes as BrandItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not_found', 'Brand not found');
    throw error;
  }
};

/**
 * 'Go to Dashboard': onboarding completed on the brand and on the user's profile, both or neither
 * (one transaction), with the chosen payment partner.
 */
export const completeBrandOnboarding = async (
  brand: Pick<Brand, 'id' | 'user_id'>,
  paymentPartner: PaymentPartner,
): Promise<void> => {
  const now = new Date().toISOString();
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.brand(brand.id),
            UpdateExpression:
              'SET onboarding_completed = :true, payment_partner = :partner, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true, ':partner': paymentPartner, ':now': now },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.profile(brand.user_id),
            UpdateExpression: 'SET onboarding_completed = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true },
          },
        },
      ],
    }),
  );
};
