/**
 * A sample as an order in the brand's store (issue 21): a draft order for the product's variant with a
 * 100% applied discount (so its total is $0) to the creator's address, completed as an order. Tagged
 * with the sample order's id, which makes it findable: a retry after a call whose outcome was lost
 * (a crash between the create and the save, a timeout) finds the draft it made instead of making a
 * second, and completes it if it was left open.
 */
import { GraphqlQueryError } from '@shopify/shopify-api';
import { request } from './admin-api';
import { ShopifyUserError, type ShopifyUserErrorDetail } from './errors';
import type { ShopifyConnection } from './types';

// Operation names are part of the contract with the local demo store, which dispatches on them.
const DRAFT_ORDERS_BY_TAG = `#graphql
query DraftOrdersByTag($query: String!) {
  draftOrders(first: 5, query: $query) {
    nodes { id name status tags order { id name } }
  }
}`;

const PRODUCT_FIRST_VARIANT = `#graphql
query ProductFirstVariant($id: ID!) {
  product(id: $id) { id variants(first: 1) { nodes { id } } }
}`;

const DRAFT_ORDER_CREATE = `#graphql
mutation DraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder { id name status totalPriceSet { shopMoney { amount currencyCode } } }
    userErrors { field message }
  }
}`;

const DRAFT_ORDER_COMPLETE = `#graphql
mutation DraftOrderComplete($id: ID!) {
  draftOrderComplete(id: $id) {
    draftOrder { id status order { id name } }
    userErrors { field message }
  }
}`;

interface DraftNode {
  id: string;
  name: string;
  status: 'OPEN' | 'INVOICE_SENT' | 'COMPLETED';
  tags: string[];
  order: { id: string; name: string } | null;
}

type UserErrors = { field: string[] | null; message: string; code?: string | null }[];

export interface SampleAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, Shopify's CountryCode. */
  country: string;
  phone: string | null;
}

export interface SampleStoreOrderInput {
  /** Our sample order id: the draft's tag `sample-{id}` is what finds it again. */
  sampleOrderId: string;
  /** The numeric Shopify product id of the sample's product. */
  shopifyProductId: string;
  creatorUsername: string;
  email: string | null;
  address: SampleAddress;
  /** Names the marketplace in the draft's note and tags. */
  marketplace: string;
}

export interface SampleStoreOrder {
  draftOrderId: string;
  /** gid://shopify/Order/… */
  orderId: string;
  /** The order's name in the store, e.g. "#1001". */
  orderName: string;
}

/** The deterministic tag of a sample's draft order (Shopify stores tags as given, matches them case-insensitively). */
export const sampleOrderTag = (sampleOrderId: string) => `sample-${sampleOrderId.toLowerCase()}`;

const refused = (errors: UserErrors): ShopifyUserError =>
  new ShopifyUserError(errors.map((e) => ({ field: e.field, code: e.code ?? null, message: e.message })));

/** A missing scope (the store was connected before the app asked for it) is a refusal, not a fault. */
const orRefusal = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GraphqlQueryError) {
      // The library puts the GraphQL errors of an HTTP 200 answer under body.errors.graphQLErrors.
      const errors = (
        error.body as { errors?: { graphQLErrors?: { message: string; extensions?: { code?: string } }[] } }
      )?.errors?.graphQLErrors;
      const denied = errors?.find((e) => e.extensions?.code === 'ACCESS_DENIED');
      if (denied) {
        const detail: ShopifyUserErrorDetail = {
          field: null,
          code: 'ACCESS_DENIED',
          message: denied.message,
        };
        throw new ShopifyUserError([detail]);
      }
    }
    throw error;
  }
};

const completed = (draft: DraftNode): SampleStoreOrder | undefined =>
  draft.status === 'COMPLETED' && draft.order
    ? { draftOrderId: draft.id, orderId: draft.order.id, orderName: draft.order.name }
    : undefined;

const complete = async (conn: ShopifyConnection, draftId: string): Promise<SampleStoreOrder> => {
  const data = await request<{
    draftOrderComplete: { draftOrder: DraftNode | null; userErrors: UserErrors };
  }>(conn, DRAFT_ORDER_COMPLETE, { id: draftId });
  const { draftOrder, userErrors } = data.draftOrderComplete;
  const done = draftOrder && completed(draftOrder);
  if (userErrors.length || !done) throw refused(userErrors);
  return done;
};

/** The draft an earlier attempt made for this sample, if any (the newest first is enough: one is ever made). */
export const findSampleDraftOrder = async (
  conn: ShopifyConnection,
  sampleOrderId: string,
): Promise<DraftNode | undefined> => {
  const tag = sampleOrderTag(sampleOrderId);
  const data = await orRefusal(() =>
    request<{ draftOrders: { nodes: DraftNode[] } }>(conn, DRAFT_ORDERS_BY_TAG, { query: `tag:${tag}` }),
  );
  return data.draftOrders.nodes.find((draft) => draft.tags.some((t) => t.toLowerCase() === tag));
};

/**
 * The sample's $0 order in the store: the one an earlier attempt made (completed if it was left open),
 * or a new draft completed now. `lookFirst` false skips the search on a first attempt. A refusal by the
 * store (a product gone, an address it rejects, a missing scope) is a ShopifyUserError.
 */
export async function createSampleStoreOrder(
  conn: ShopifyConnection,
  input: SampleStoreOrderInput,
  lookFirst: boolean,
): Promise<SampleStoreOrder> {
  if (lookFirst) {
    const earlier = await findSampleDraftOrder(conn, input.sampleOrderId);
    if (earlier) return completed(earlier) ?? (await orRefusal(() => complete(conn, earlier.id)));
  }
  const product = await orRefusal(() =>
    request<{ product: { variants: { nodes: { id: string }[] } } | null }>(conn, PRODUCT_FIRST_VARIANT, {
      id: `gid://shopify/Product/${input.shopifyProductId}`,
    }),
  );
  const variantId = product.product?.variants.nodes[0]?.id;
  if (!variantId)
    throw refused([
      { field: ['lineItems'], message: 'The product is no longer in the store', code: 'NOT_FOUND' },
    ]);
  const [firstName, ...rest] = input.address.name.trim().split(/\s+/);
  const tag = sampleOrderTag(input.sampleOrderId);
  const created = await orRefusal(() =>
    request<{
      draftOrderCreate: { draftOrder: DraftNode | null; userErrors: UserErrors };
    }>(conn, DRAFT_ORDER_CREATE, {
      input: {
        lineItems: [{ variantId, quantity: 1 }],
        // The whole order free: a sample paid for with the marketplace's credits.
        appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: `${input.marketplace} sample` },
        shippingAddress: {
          firstName: rest.length ? firstName : null,
          lastName: rest.length ? rest.join(' ') : firstName,
          address1: input.address.line1,
          address2: input.address.line2,
          city: input.address.city,
          province: input.address.region,
          zip: input.address.postalCode,
          countryCode: input.address.country,
          phone: input.address.phone,
        },
        ...(input.email ? { email: input.email } : {}),
        note: `${input.marketplace} sample ${input.sampleOrderId} for @${input.creatorUsername}`,
        tags: [input.marketplace, 'sample', tag],
      },
    }),
  );
  const { draftOrder, userErrors } = created.draftOrderCreate;
  if (userErrors.length || !draftOrder) throw refused(userErrors);
  return orRefusal(() => complete(conn, draftOrder.id));
}
