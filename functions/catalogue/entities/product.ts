import { createHash } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
// The categories are shared with the web app (contracts/constants.ts).
import {
  DEFAULT_COMMISSION_PERCENTAGE,
  type ProductCategory,
  productCategories,
} from '../../../contracts/constants';
import { sampleStoreClauses, touchesSampleStore } from '../../credits';
import { type BoundedPage, type PageKey, readBoundedPage } from '../../shared/data/bounded-page';
import { db, isConditionFailure, queryAll, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { isTransactionConflict } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';
import { availableProductCountChanges, isStoreConnected } from './brand';

export { type ProductCategory, productCategories };

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
  /**
   * Explore's marketplace listing (`directory`, sparse): present exactly while available_to_influencers is
   * true, sk `{created_at}#{id}` (newest first when read backwards). Set and removed in the same write
   * that changes availability, together with the brand's available_product_count.
   */
  gsi2pk?: string;
  gsi2sk?: string;
  /** The Sample Store (`byOwner`, sparse): while sample_available and sample_credits > 0 (sample-store.ts). */
  gsi1pk?: string;
  gsi1sk?: string;
}

const DEFAULT_COMMISSION = DEFAULT_COMMISSION_PERCENTAGE;
const MAX_ATTEMPTS = 5;

export const marketplaceSortKey = (product: Pick<Product, 'created_at' | 'id'>): string =>
  `${product.created_at}#${product.id}`;

const toProduct = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi2pk: _gsi2pk,
  gsi2sk: _gsi2sk,
  gsi1pk: _gsi1pk,
  gsi1sk: _gsi1sk,
  ...product
}: ProductItem): Product => ({
  ...product,
  link_count: product.link_count ?? 0,
});

const getProductItem = async (brandId: string, productId: string): Promise<ProductItem | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.product(brandId, productId), ConsistentRead: true }),
  );
  return Item as ProductItem | undefined;
};

/** The condition "availability is still what was read", for writes that depend on it. */
const availabilityIs = (available: boolean) =>
  available
    ? 'available_to_influencers = :was_available'
    : '(attribute_not_exists(available_to_influencers) OR available_to_influencers = :was_available)';

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
  const items = await queryAll<ProductItem>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.product },
  });
  return items.map(toProduct).sort((a, b) => a.name.localeCompare(b.name));
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

const concurrentChange = () =>
  new AppError('conflict', 'This product was changed at the same time elsewhere. Please try again.');

/**
 * Brand settings of a product. A change of availability (Live/Paused) also moves the product into or
 * out of the marketplace index and the brand's available_product_count, in one transaction; it is
 * conditioned on the availability read just before, so a double toggle (two tabs, a retried request)
 * counts once — the loser re-reads and finds nothing left to change.
 */
export const updateProductSettings = async (
  brandId: string,
  productId: string,
  settings: ProductSettings,
): Promise<Product> => {
  if (settings.available_to_influencers === undefined && !touchesSampleStore(settings))
    return setFields(brandId, productId, settings);
  for (let attempt = 1; ; attempt++) {
    const current = await getProductItem(brandId, productId);
    if (!current) throw new AppError('not_found', 'Product not found');
    const was = current.available_to_influencers === true;
    const next = settings.available_to_influencers ?? was;
    // A change of the sample fields moves the product into or out of the Sample Store in this write.
    const store = touchesSampleStore(settings) ? sampleStoreClauses(productId, current, settings) : undefined;
    const now = new Date().toISOString();
    const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
    const names: Record<string, string> = { '#updated_at': 'updated_at' };
    const values: Record<string, unknown> = { ':now': now, ':was_available': was };
    const assignments = ['#updated_at = :now'];
    for (const [field, value] of entries) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
    const removals = [...(store?.remove ?? [])];
    if (store) {
      Object.assign(values, store.values);
      assignments.push(...store.set);
    }
    if (settings.available_to_influencers !== undefined) {
      if (next) {
        values[':market'] = indexKeys.marketplace;
        values[':market_sk'] = marketplaceSortKey(current);
        assignments.push('gsi2pk = :market', 'gsi2sk = :market_sk');
      } else {
        removals.push('gsi2pk', 'gsi2sk');
      }
    }
    const expression = `SET ${assignments.join(', ')}${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''}`;
    const productUpdate = {
      TableName: tableName(),
      Key: keys.product(brandId, productId),
      UpdateExpression: expression,
      ConditionExpression: `attribute_exists(pk) AND ${availabilityIs(was)}${store ? ` AND ${store.condition}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    try {
      if (was === next) {
        const { Attributes } = await db.send(
          new UpdateCommand({ ...productUpdate, ReturnValues: 'ALL_NEW' }),
        );
        return toProduct(Attributes as ProductItem);
      }
      // The brands directory totals count the product only while the brand's store is connected.
      const connected = await isStoreConnected(brandId);
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: productUpdate },
            ...availableProductCountChanges(brandId, next ? 1 : -1, connected),
          ],
        }),
      );
      return toProduct({ ...current, ...(Object.fromEntries(entries) as ProductSettings), updated_at: now });
    } catch (error) {
      if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw concurrentChange();
    }
  }
};

/** Deleting an available product also takes it off the brand's available_product_count (one transaction). */
export const deleteProduct = async (brandId: string, productId: string): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getProductItem(brandId, productId);
    if (!current) throw new AppError('not_found', 'Product not found');
    const was = current.available_to_influencers === true;
    const deletion = {
      TableName: tableName(),
      Key: keys.product(brandId, productId),
      ConditionExpression: `attribute_exists(pk) AND ${availabilityIs(was)}`,
      ExpressionAttributeValues: { ':was_available': was },
    };
    try {
      if (was) {
        const connected = await isStoreConnected(brandId);
        await db.send(
          new TransactWriteCommand({
            TransactItems: [{ Delete: deletion }, ...availableProductCountChanges(brandId, -1, connected)],
          }),
        );
      } else {
        await db.send(new DeleteCommand(deletion));
      }
      return;
    } catch (error) {
      if (!isConditionFailure(error) && !isTransactionConflict(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw concurrentChange();
    }
  }
};

/**
 * Access pattern "a brand's products available to influencers" (creator's brand profile): one Query on
 * the brand's partition, filtered on availability, paged by size only.
 */
export const listAvailableProductsOfBrand = async (brandId: string): Promise<Product[]> => {
  const products: Product[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'available_to_influencers = :true',
        ExpressionAttributeValues: {
          ':pk': keys.brand(brandId).pk,
          ':prefix': prefixes.product,
          ':true': true,
        },
        ExclusiveStartKey: cursor,
      }),
    );
    products.push(...((page.Items ?? []) as ProductItem[]).map(toProduct));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return products.sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * Access pattern "products available to influencers, newest first" (Explore): ONE bounded Query per
 * page (bounded-page.ts) on the sparse marketplace index, or, for one category, on marketByCategory
 * (keyed on `category` and the same sort key, so just as sparse). `select` picks the page's products
 * (the search) and may read their brands in one batch.
 */
export const listMarketplaceProductsPage = <R>(input: {
  category?: ProductCategory;
  after?: PageKey;
  want: number;
  filtered: boolean;
  select: (products: Product[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> =>
  readBoundedPage<ProductItem & Record<string, unknown>, R>({
    query: input.category
      ? {
          TableName: tableName(),
          IndexName: 'marketByCategory',
          KeyConditionExpression: 'category = :category',
          ExpressionAttributeValues: { ':category': input.category },
          ScanIndexForward: false,
        }
      : {
          TableName: tableName(),
          IndexName: 'directory',
          KeyConditionExpression: 'gsi2pk = :market',
          ExpressionAttributeValues: { ':market': indexKeys.marketplace },
          ScanIndexForward: false,
        },
    after: input.after,
    want: input.want,
    filtered: input.filtered,
    keyOf: (item): PageKey =>
      input.category
        ? { pk: item.pk, sk: item.sk, category: item.category, gsi2sk: item.gsi2sk as string }
        : { pk: item.pk, sk: item.sk, gsi2pk: item.gsi2pk as string, gsi2sk: item.gsi2sk as string },
    select: (items) => input.select(items.map(toProduct)),
  });

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
