import { createHash } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../http/errors';
import { db, isConditionFailure, tableName } from '../client';
import { keys, prefixes } from '../keys';

export const productCategories = [
  'accessories',
  'clothing',
  'electronics',
  'home',
  'beauty',
  'sports',
  'books',
  'toys',
  'food',
  'health',
  'automotive',
  'other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** products + brand_product_settings (spec 3), kept on one item: a product card is one read. */
export interface Product {
  id: string;
  brand_id: string;
  name: string;
  description: string;
  /** Integer cents; shown in dollars. */
  price_cents: number;
  category: ProductCategory;
  image_url: string | null;
  shopify_product_id: string | null;
  shopify_product_handle: string | null;
  sample_available: boolean;
  sample_credits: number;
  commission_percentage: number;
  /** Live (true) or Paused (false). */
  available_to_influencers: boolean;
  sample_eligible: boolean;
  promotional_guidelines: string | null;
  /** Referral links for this product (kept by the links feature with atomic ADDs). */
  link_count: number;
  created_at: string;
  updated_at: string;
}

interface ProductItem extends Product {
  pk: string;
  sk: string;
  type: 'product';
}

const DEFAULT_COMMISSION = 10;

const toProduct = ({ pk: _pk, sk: _sk, type: _type, ...product }: ProductItem): Product => ({
  ...product,
  link_count: product.link_count ?? 0,
});

/** Store category names ("Beauty", "Home & Garden") → the spec's categories; anything else is 'other'. */
export const categoryFromStore = (productType: string): ProductCategory => {
  const normalized = productType.trim().toLowerCase();
  return (productCategories as readonly string[]).includes(normalized)
    ? (normalized as ProductCategory)
    : 'other';
};

/**
 * Imported products get an id derived from (brand, store product id), so re-running an import addresses
 * the same items: upsert by shopify_product_id, never a duplicate, without a read-before-write.
 */
export const importedProductId = (brandId: string, shopifyProductId: string): string =>
  `pr_${createHash('sha256').update(`${brandId}:shopify:${shopifyProductId}`).digest('hex').slice(0, 24)}`;

/** Access pattern "products: select for brand_id joined with settings" — one Query (paged). */
export const listProductsOfBrand = async (brandId: string): Promise<Product[]> => {
  const products: Product[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.product },
        ExclusiveStartKey: cursor,
      }),
    );
    products.push(...((page.Items ?? []) as ProductItem[]).map(toProduct));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return products.sort((a, b) => a.name.localeCompare(b.name));
};

/** A product of this brand, or 404 — another brand's product id simply is not found under this brand. */
export const getProductOrThrow = async (brandId: string, productId: string): Promise<Product> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.product(brandId, productId) }),
  );
  if (!Item) throw new AppError('not_found', 'Product not found');
  return toProduct(Item as ProductItem);
};

export interface ImportedProduct {
  shopifyProductId: string;
  handle: string;
  name: string;
  description: string;
  priceCents: number;
  category: ProductCategory;
  imageUrl: string | null;
}

/**
 * Upserts one imported product: store-owned fields (name, description, price, image, handle, category)
 * follow the store; the brand's settings (commission, availability, samples) are set only on first import.
 */
export const upsertImportedProduct = async (
  brandId: string,
  input: ImportedProduct,
): Promise<{ created: boolean }> => {
  const now = new Date().toISOString();
  const id = importedProductId(brandId, input.shopifyProductId);
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(brandId, id),
      UpdateExpression: [
        'SET #type = :type, id = :id, brand_id = :brand, #name = :name, description = :description,',
        'price_cents = :price, category = :category, image_url = :image, shopify_product_id = :spid,',
        'shopify_product_handle = :handle, updated_at = :now,',
        'created_at = if_not_exists(created_at, :now),',
        'commission_percentage = if_not_exists(commission_percentage, :commission),',
        'available_to_influencers = if_not_exists(available_to_influencers, :false),',
        'sample_eligible = if_not_exists(sample_eligible, :false),',
        'sample_available = if_not_exists(sample_available, :false),',
        'sample_credits = if_not_exists(sample_credits, :zero),',
        'promotional_guidelines = if_not_exists(promotional_guidelines, :null),',
        'link_count = if_not_exists(link_count, :zero)',
      ].join(' '),
      ExpressionAttributeNames: { '#type': 'type', '#name': 'name' },
      ExpressionAttributeValues: {
        ':type': 'product',
        ':id': id,
        ':brand': brandId,
        ':name': input.name,
        ':description': input.description,
        ':price': input.priceCents,
        ':category': input.category,
        ':image': input.imageUrl,
        ':spid': input.shopifyProductId,
        ':handle': input.handle,
        ':now': now,
        ':commission': DEFAULT_COMMISSION,
        ':false': false,
        ':zero': 0,
        ':null': null,
      },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return { created: !Attributes?.created_at };
};

const setFields = async (
  brandId: string,
  productId: string,
  fields: Record<string, unknown>,
): Promise<Product> => {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const names: Record<string, string> = { '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':now': new Date().toISOString() };
  const assignments = ['#updated_at = :now'];
  for (const [field, value] of entries) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    assignments.push(`#${field} = :${field}`);
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.product(brandId, productId),
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toProduct(Attributes as ProductItem);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not_found', 'Product not found');
    throw error;
  }
};

export type ProductDetails = Pick<Product, 'name' | 'description' | 'price_cents' | 'category'>;
export type ProductSettings = Partial<
  Pick<
    Product,
    | 'commission_percentage'
    | 'available_to_influencers'
    | 'sample_eligible'
    | 'sample_available'
    | 'sample_credits'
    | 'promotional_guidelines'
  >
>;

export const updateProductDetails = (brandId: string, productId: string, details: Partial<ProductDetails>) =>
  setFields(brandId, productId, details);

export const updateProductSettings = (brandId: string, productId: string, settings: ProductSettings) =>
  setFields(brandId, productId, settings);

export const deleteProduct = async (brandId: string, productId: string): Promise<void> => {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.product(brandId, productId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not_found', 'Product not found');
    throw error;
  }
};

/**
 * 'Apply to All': one commission for every product of the brand. Written in transactions of up to 100
 * items (DynamoDB's limit), each item conditioned on still existing; setting the same value again is
 * harmless, so a retry after a partial failure converges.
 */
export const setCommissionForAll = async (brandId: string, percentage: number): Promise<number> => {
  const products = await listProductsOfBrand(brandId);
  const now = new Date().toISOString();
  for (let start = 0; start < products.length; start += 100) {
    const chunk = products.slice(start, start + 100);
    await db.send(
      new TransactWriteCommand({
        TransactItems: chunk.map((product) => ({
          Update: {
            TableName: tableName(),
            Key: keys.product(brandId, product.id),
            UpdateExpression: 'SET commission_percentage = :pct, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':pct': percentage, ':now': now },
          },
        })),
      }),
    );
  }
  return products.length;
};
