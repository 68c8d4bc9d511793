/**
 * Issue 36, leaked codes: what the app changes on a discount it created (admin-api.ts creates them). The
 * app does not keep Shopify's discount id: a code's text is unique in a store (case-insensitively), so
 * each change first finds the discount by its code (codeDiscountNodeByCode), and a merchant who deleted
 * and re-created a code by hand is still found.
 */
import { request } from './admin-api';
import { ShopifyUserError, type ShopifyUserErrorDetail } from './errors';
import type { ShopifyConnection } from './types';

// Operation names are part of the contract with the local demo store, which dispatches on them.
const CODE_DISCOUNT_NODE_BY_CODE = `#graphql
query CodeDiscountNodeByCode($code: String!) {
  codeDiscountNodeByCode(code: $code) {
    id
    codeDiscount { ... on DiscountCodeBasic { status endsAt appliesOncePerCustomer } }
  }
}`;

const DISCOUNT_CODE_DEACTIVATE = `#graphql
mutation DiscountCodeDeactivate($id: ID!) {
  discountCodeDeactivate(id: $id) {
    codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { status endsAt } } }
    userErrors { field code message }
  }
}`;

const DISCOUNT_CODE_BASIC_UPDATE = `#graphql
mutation DiscountCodeBasicUpdate($id: ID!, $basicCodeDiscount: DiscountCodeBasicInput!) {
  discountCodeBasicUpdate(id: $id, basicCodeDiscount: $basicCodeDiscount) {
    codeDiscountNode { id codeDiscount { ... on DiscountCodeBasic { appliesOncePerCustomer } } }
    userErrors { field code message }
  }
}`;

export interface ShopifyCodeDiscount {
  id: string;
  /** ACTIVE, EXPIRED or SCHEDULED (DiscountStatus). */
  status: string;
  endsAt: string | null;
  appliesOncePerCustomer: boolean;
}

interface NodeByCodeData {
  codeDiscountNodeByCode: {
    id: string;
    codeDiscount: { status?: string; endsAt?: string | null; appliesOncePerCustomer?: boolean };
  } | null;
}

type MutationData<K extends string> = Record<
  K,
  { codeDiscountNode: { id: string } | null; userErrors: ShopifyUserErrorDetail[] }
>;

/** The store's discount with this code (any case), or null when the store has none. */
export async function findShopifyCodeDiscount(
  conn: ShopifyConnection,
  code: string,
): Promise<ShopifyCodeDiscount | null> {
  const data = await request<NodeByCodeData>(conn, CODE_DISCOUNT_NODE_BY_CODE, { code });
  const node = data.codeDiscountNodeByCode;
  if (!node) return null;
  return {
    id: node.id,
    status: node.codeDiscount.status ?? 'ACTIVE',
    endsAt: node.codeDiscount.endsAt ?? null,
    appliesOncePerCustomer: node.codeDiscount.appliesOncePerCustomer === true,
  };
}

const firstNode = <K extends string>(data: MutationData<K>, field: K) => {
  const { codeDiscountNode, userErrors } = data[field];
  if (userErrors.length || !codeDiscountNode) throw new ShopifyUserError(userErrors);
};

/**
 * Ends the code now: customers entering it are refused at checkout. Shopify answers a code already
 * deactivated (or expired) the same way, so a retried run does no harm.
 */
export async function deactivateShopifyDiscount(conn: ShopifyConnection, id: string): Promise<void> {
  firstNode(
    await request<MutationData<'discountCodeDeactivate'>>(conn, DISCOUNT_CODE_DEACTIVATE, { id }),
    'discountCodeDeactivate',
  );
}

/** Shopify's "once per customer": a customer (by e-mail) who used the code cannot use it again. */
export async function limitShopifyDiscountToOncePerCustomer(
  conn: ShopifyConnection,
  id: string,
): Promise<void> {
  firstNode(
    await request<MutationData<'discountCodeBasicUpdate'>>(conn, DISCOUNT_CODE_BASIC_UPDATE, {
      id,
      basicCodeDiscount: { appliesOncePerCustomer: true },
    }),
    'discountCodeBasicUpdate',
  );
}
