import { HttpResponseError } from '@shopify/shopify-api';
import { sessionFor, shopify } from './client';
import { ShopifyAuthError, ShopifyUserError, type ShopifyUserErrorDetail } from './errors';
import type { ShopifyConnection, ShopifyProduct } from './types';

/** Only what a store sells now; drafts and archived products are not offered to creators. */
const ACTIVE_PRODUCTS = 'status:active';
export const MAX_PAGE_SIZE = 50;

// Operation names are part of the contract with the local demo store, which dispatches on them.
const PRODUCTS_COUNT = `#graphql
query ProductsCount($query: String) {
  productsCount(query: $query, limit: null) { count }
}`;

const PRODUCTS = `#graphql
query Products($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: ID) {
    nodes {
      id
      title
      description
      handle
      productType
      featuredMedia { preview { image { url width height } } }
      variants(first: 1) { nodes { price } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

const DISCOUNT_CODE_BASIC_CREATE = `#graphql
mutation DiscountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id }
    userErrors { field code message }
  }
}`;

const SHOP_DETAILS = `#graphql
query ShopDetails { shop { name currencyCode } }`;

interface ProductNode {
  id: string;
  title: string;
  description: string;
  handle: string;
  productType: string;
  featuredMedia: {
    preview: { image: { url: string; width: number | null; height: number | null } | null } | null;
  } | null;
  variants: { nodes: { price: string }[] };
}

interface ProductsData {
  products: { nodes: ProductNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

interface DiscountCodeBasicCreateData {
  discountCodeBasicCreate: { codeDiscountNode: { id: string } | null; userErrors: ShopifyUserErrorDetail[] };
}

/** One Admin GraphQL call for a stored connection; a rejected token is a ShopifyAuthError('token_rejected'). */
export const request = async <T>(
  conn: ShopifyConnection,
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> => {
  const client = new (shopify().clients.Graphql)({ session: sessionFor(conn) });
  try {
    const response = await client.request<T>(operation, { variables, retries: 2 });
    if (!response.data) throw new Error('Shopify answered without data');
    return response.data as T;
  } catch (error) {
    if (error instanceof HttpResponseError && error.response.code === 401) {
      throw new ShopifyAuthError('The store no longer accepts this access token', 'token_rejected', {
        cause: error,
      });
    }
    throw error;
  }
};

/** "24.00" → 2400, without a float in between. */
export const moneyToCents = (amount: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) throw new Error(`Unexpected money amount from Shopify: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};

/** gid://shopify/Product/8000000000001 → '8000000000001' */
export const numericId = (gid: string): string => gid.slice(gid.lastIndexOf('/') + 1);

/** A pixel count Shopify gave (null for an image it does not host), else null. */
const pixels = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const toProduct = (node: ProductNode): ShopifyProduct => {
  const price = node.variants.nodes[0]?.price;
  const image = node.featuredMedia?.preview?.image ?? null;
  // A size is only of use whole: both dimensions or neither.
  const width = pixels(image?.width);
  const height = pixels(image?.height);
  const sized = width !== null && height !== null;
  return {
    shopifyProductId: numericId(node.id),
    title: node.title,
    description: node.description,
    handle: node.handle,
    productType: node.productType,
    priceCents: price === undefined ? 0 : moneyToCents(price),
    imageUrl: image?.url ?? null,
    imageWidth: sized ? width : null,
    imageHeight: sized ? height : null,
  };
};

/** How many ACTIVE products the store has (for the import's progress and its toast). */
export async function countShopifyProducts(conn: ShopifyConnection): Promise<number> {
  const data = await request<{ productsCount: { count: number } }>(conn, PRODUCTS_COUNT, {
    query: ACTIVE_PRODUCTS,
  });
  return data.productsCount.count;
}

/** One page of ACTIVE products in a stable order (by id); pass `nextCursor` back to continue. */
export async function listShopifyProducts(
  conn: ShopifyConnection,
  after?: string,
  pageSize = MAX_PAGE_SIZE,
): Promise<{ products: ShopifyProduct[]; nextCursor: string | null }> {
  const first = Math.min(Math.max(Math.trunc(pageSize), 1), MAX_PAGE_SIZE);
  const data = await request<ProductsData>(conn, PRODUCTS, {
    first,
    after: after ?? null,
    query: ACTIVE_PRODUCTS,
  });
  const { nodes, pageInfo } = data.products;
  return {
    products: nodes.map(toProduct),
    nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
  };
}

/**
 * Creates a percentage discount code for every customer and every product, starting now.
 * `percentage` is a whole percent (15 = 15% off); Shopify wants a fraction. A code the store already
 * has is a ShopifyUserError with code 'TAKEN'. Returns the discount's gid (for later updates).
 */
export async function createShopifyDiscountCode(
  conn: ShopifyConnection,
  input: { code: string; percentage: number; title: string; appliesOncePerCustomer?: boolean },
): Promise<{ discountId: string }> {
  if (!(input.percentage > 0 && input.percentage <= 100)) {
    throw new RangeError(`A discount percentage must be in (0, 100]: ${input.percentage}`);
  }
  const data = await request<DiscountCodeBasicCreateData>(conn, DISCOUNT_CODE_BASIC_CREATE, {
    basicCodeDiscount: {
      title: input.title,
      code: input.code,
      startsAt: new Date().toISOString(),
      context: { all: 'ALL' },
      customerGets: { value: { percentage: input.percentage / 100 }, items: { all: true } },
      ...(input.appliesOncePerCustomer ? { appliesOncePerCustomer: true } : {}),
    },
  });
  const { codeDiscountNode, userErrors } = data.discountCodeBasicCreate;
  if (userErrors.length || !codeDiscountNode) throw new ShopifyUserError(userErrors);
  return { discountId: codeDiscountNode.id };
}

/**
 * The store's name as the merchant set it (shown on the brand's screens) and its currency (ISO 4217, the
 * currency of every order's shop_money). Needs no access scope.
 */
export async function fetchShopDetails(
  conn: ShopifyConnection,
): Promise<{ name: string; currencyCode: string }> {
  const data = await request<{ shop: { name: string; currencyCode: string } }>(conn, SHOP_DETAILS);
  return { name: data.shop.name, currencyCode: data.shop.currencyCode };
}
