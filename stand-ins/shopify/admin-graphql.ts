/**
 * POST /{shop}/admin/api/{version}/graphql.json — NOT a general GraphQL server. It answers the
 * operations our app sends (functions/integrations/shopify/admin-api.ts), chosen by operation name,
 * with Admin API-shaped data regardless of the selection set:
 *   ProductsCount            productsCount(query)                    → { count, precision }
 *   Products                 products(first, after, query)           → nodes/edges + pageInfo, by id
 *   DiscountCodeBasicCreate, CodeDiscountNodeByCode, DiscountCodeDeactivate, DiscountCodeBasicUpdate
 *                            (admin-discounts.ts)
 *   ShopName, or any `{ shop { … } }` query  shop                      → { name, myshopifyDomain, currencyCode }
 *   DraftOrderCreate, DraftOrderComplete, DraftOrdersByTag, ProductFirstVariant (draft-orders.ts)
 *   webhookSubscriptionCreate / webhookSubscriptions / webhookSubscriptionDelete, chosen by root field
 *                            (webhook-subscriptions.ts)
 * The only search syntax understood is `status:active` / `status:draft` (comma lists allowed).
 * Like Shopify: 401 without a valid token for this shop, ACCESS_DENIED without the scope (access-scopes.ts),
 * a userError for a webhook topic without its scope, userErrors
 * for a duplicate (case-insensitive) or invalid discount code.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../infra/local/http-util';
import { accessDenied, FIELD_SCOPES, hasScope } from './access-scopes';
import {
  codeDiscountNodeByCode,
  discountCodeBasicCreate,
  discountCodeBasicUpdate,
  discountCodeDeactivate,
} from './admin-discounts';
import { catalogueOf, type DemoProduct, formatMoney } from './catalogue';
import { draftOrderComplete, draftOrderCreate, draftOrders, productById } from './draft-orders';
import { internalErrorOutcome, productPageFails } from './faults';
import { sendJson, shopDisplayName } from './html';
import { PRODUCT_IMAGE_SIZE, productImageUrl } from './product-images';
import type { DemoState } from './state';
import type { WebhookSender } from './webhook-delivery';
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  webhookOperation,
} from './webhook-subscriptions';

export interface GraphqlContext {
  baseUrl: string;
  state: DemoState;
  /** Delivers the webhooks a change triggers (a completed draft's orders/paid). */
  sender: WebhookSender;
  /** The {version} of the request path: a subscription delivers in it (X-Shopify-API-Version). */
  apiVersion: string;
}

interface GraphqlRequest {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

type Outcome = { data: Record<string, unknown> | null } | { errors: GraphqlError[] };

const MAX_PAGE = 250;

export const operationName = (body: GraphqlRequest): string | undefined =>
  body.operationName ??
  /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(body.query ?? '')?.[1];

/** `{ shop { … } }` under any operation name: basic shop information (needs no scope). */
const isShopQuery = (query: string | undefined): boolean =>
  /^\s*(?:#[^\n]*\n\s*)*(?:query\b[^{]*)?\{\s*shop\s*\{/.test(query ?? '');

/** The root field's scope check: the field's outcome, or Shopify's ACCESS_DENIED for it. */
const withScope = (granted: string, field: string, answer: () => Outcome): Outcome => {
  const needed = FIELD_SCOPES[field] ?? null;
  return hasScope(granted, needed) ? answer() : accessDenied(field, needed ?? '');
};

/** Applies the search syntax we send: status:active (others ignored, see the file comment). */
const matching = (query: unknown, shop: string): DemoProduct[] => {
  const catalogue = catalogueOf(shop);
  const status = typeof query === 'string' ? /(?:^|\s)status:(\S+)/i.exec(query)?.[1] : undefined;
  if (!status) return [...catalogue];
  const wanted = status.toUpperCase().split(',');
  return catalogue.filter((product) => wanted.includes(product.status));
};

const encodeCursor = (product: DemoProduct) =>
  Buffer.from(JSON.stringify({ last_id: product.id, last_value: String(product.id) })).toString('base64');

const decodeCursor = (cursor: string): number | undefined => {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    return typeof parsed.last_id === 'number' ? parsed.last_id : undefined;
  } catch {
    return undefined;
  }
};

const productNode = (product: DemoProduct, shop: string, baseUrl: string) => {
  // Shopify reports a hosted image's original size in pixels: the generated SVG's own.
  const image = {
    url: productImageUrl(baseUrl, shop, product.handle),
    altText: product.title,
    width: PRODUCT_IMAGE_SIZE.width,
    height: PRODUCT_IMAGE_SIZE.height,
  };
  return {
    id: product.gid,
    title: product.title,
    description: product.description,
    descriptionHtml: `<p>${product.description}</p>`,
    handle: product.handle,
    productType: product.productType,
    vendor: shopDisplayName(shop),
    status: product.status,
    featuredMedia: { preview: { image } },
    featuredImage: image,
    variants: { nodes: [{ id: product.variantGid, price: formatMoney(product.priceCents) }] },
  };
};

const products = (variables: Record<string, unknown>, shop: string, baseUrl: string): Outcome => {
  const first = variables.first;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    return { errors: [{ message: `The first argument must be between 1 and ${MAX_PAGE}.` }] };
  }
  let list = matching(variables.query, shop);
  if (typeof variables.after === 'string') {
    const lastId = decodeCursor(variables.after);
    if (lastId === undefined) return { errors: [{ message: 'Invalid cursor for current pagination sort.' }] };
    list = list.filter((product) => product.id > lastId);
  }
  // Local fault switch (faults.ts): this page of this shop answers as if Shopify had failed.
  const pageNumber = Math.floor((matching(variables.query, shop).length - list.length) / first) + 1;
  if (productPageFails(shop, pageNumber)) return internalErrorOutcome;
  const page = list.slice(0, first);
  const nodes = page.map((product) => productNode(product, shop, baseUrl));
  const firstOfPage = page[0];
  const lastOfPage = page.at(-1);
  return {
    data: {
      products: {
        nodes,
        edges: page.map((product, index) => ({ cursor: encodeCursor(product), node: nodes[index] })),
        pageInfo: {
          hasNextPage: list.length > page.length,
          hasPreviousPage: typeof variables.after === 'string',
          startCursor: firstOfPage ? encodeCursor(firstOfPage) : null,
          endCursor: lastOfPage ? encodeCursor(lastOfPage) : null,
        },
      },
    },
  };
};

export const handleAdminGraphql = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  ctx: GraphqlContext,
): Promise<void> => {
  const requestId = randomUUID();
  if (req.method !== 'POST')
    return sendJson(res, 405, { errors: 'Method not allowed' }, { 'x-request-id': requestId });
  const tokenHeader = req.headers['x-shopify-access-token'];
  const grant = typeof tokenHeader === 'string' ? ctx.state.findToken(tokenHeader) : undefined;
  if (!grant || grant.shop !== shop) {
    return sendJson(
      res,
      401,
      { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
      { 'x-request-id': requestId },
    );
  }
  let body: GraphqlRequest;
  try {
    body = JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as GraphqlRequest;
  } catch {
    return sendJson(res, 400, { errors: 'Invalid JSON in request body' }, { 'x-request-id': requestId });
  }
  const variables = body.variables ?? {};
  const name = operationName(body);
  let outcome: Outcome;
  const webhookOp = webhookOperation(body.query);
  const root = webhookOp ? `webhook:${webhookOp}` : isShopQuery(body.query) ? 'shop' : name;
  switch (root) {
    case 'webhook:create':
      outcome = withScope(grant.scope, 'webhookSubscriptionCreate', () =>
        createSubscription(ctx.state, shop, ctx.apiVersion, variables, grant.scope),
      );
      break;
    case 'webhook:list':
      outcome = withScope(grant.scope, 'webhookSubscriptions', () =>
        listSubscriptions(ctx.state, shop, variables),
      );
      break;
    case 'webhook:delete':
      outcome = withScope(grant.scope, 'webhookSubscriptionDelete', () =>
        deleteSubscription(ctx.state, shop, variables),
      );
      break;
    case 'ProductsCount':
      outcome = withScope(grant.scope, 'productsCount', () => ({
        data: { productsCount: { count: matching(variables.query, shop).length, precision: 'EXACT' } },
      }));
      break;
    case 'Products':
      outcome = withScope(grant.scope, 'products', () => products(variables, shop, ctx.baseUrl));
      break;
    case 'DiscountCodeBasicCreate':
      outcome = withScope(grant.scope, 'discountCodeBasicCreate', () =>
        discountCodeBasicCreate(variables, shop, ctx.state),
      );
      break;
    case 'CodeDiscountNodeByCode':
      outcome = withScope(grant.scope, 'codeDiscountNodeByCode', () =>
        codeDiscountNodeByCode(variables, shop, ctx.state),
      );
      break;
    case 'DiscountCodeDeactivate':
      outcome = withScope(grant.scope, 'discountCodeDeactivate', () =>
        discountCodeDeactivate(variables, shop, ctx.state),
      );
      break;
    case 'DiscountCodeBasicUpdate':
      outcome = withScope(grant.scope, 'discountCodeBasicUpdate', () =>
        discountCodeBasicUpdate(variables, shop, ctx.state),
      );
      break;
    case 'DraftOrderCreate':
      outcome = withScope(grant.scope, 'draftOrderCreate', () => draftOrderCreate(shop, ctx, variables));
      break;
    case 'DraftOrderComplete':
      outcome = withScope(grant.scope, 'draftOrderComplete', () => draftOrderComplete(shop, ctx, variables));
      break;
    case 'DraftOrdersByTag':
      outcome = withScope(grant.scope, 'draftOrders', () =>
        draftOrders(shop, ctx.state, variables, body.query),
      );
      break;
    case 'ProductFirstVariant':
      outcome = withScope(grant.scope, 'product', () => productById(shop, variables));
      break;
    case 'ShopName':
    case 'shop':
      outcome = withScope(grant.scope, 'shop', () => ({
        data: {
          shop: {
            name: shopDisplayName(shop),
            myshopifyDomain: shop,
            currencyCode: ctx.state.shopCurrency(shop),
          },
        },
      }));
      break;
    default:
      outcome = {
        errors: [
          {
            message: `The demo store answers only the operations ProductsCount, Products, DiscountCodeBasicCreate, CodeDiscountNodeByCode, DiscountCodeDeactivate, DiscountCodeBasicUpdate, DraftOrderCreate, DraftOrderComplete, DraftOrdersByTag, ProductFirstVariant, ShopName and the webhook subscription ones (got ${name ?? 'an unnamed operation'}).`,
          },
        ],
      };
  }
  sendJson(res, 200, outcome, { 'x-request-id': requestId });
};
