/**
 * Draft orders, as the Admin GraphQL API has them (what the app uses for a creator's sample, issue 21):
 *   DraftOrderCreate    draftOrderCreate(input: DraftOrderInput)  → { draftOrder, userErrors }
 *       line items by variantId (the shop's catalogue), one order-level appliedDiscount (PERCENTAGE or
 *       FIXED_AMOUNT), shippingAddress (MailingAddressInput: countryCode, province, zip, ...), email,
 *       note, tags. The draft is OPEN, named #D1, #D2, ... per shop.
 *   DraftOrderComplete  draftOrderComplete(id)                    → { draftOrder { status COMPLETED, order }, userErrors }
 *       makes the order (paid: its total after the discount, $0 for a 100% discount, source
 *       shopify_draft_order) and delivers orders/paid to the shop's subscriptions, like a checkout.
 *   DraftOrdersByTag    draftOrders(first, query)                 → nodes/edges; search `tag:x` and `status:open|completed`
 *   ProductFirstVariant product(id)                               → { id, title, variants { nodes { id price } } } or null
 * Like Shopify: a completed draft cannot be completed again (userError); an unknown variant, a blank
 * address line or an unknown country code is a userError and creates nothing.
 */
import { randomBytes } from 'node:crypto';
import { catalogueOf, type DemoProduct, formatMoney } from './catalogue';
import { shopDisplayName } from './html';
import { buildOrder, type ShopifyAddress, type ShopifyOrder } from './order-payload';
import type { DemoState } from './state';
import { type WebhookSender, webhookDeliveriesFor } from './webhook-delivery';

type Outcome = { data: Record<string, unknown> | null } | { errors: { message: string }[] };
type UserError = { field: string[]; message: string };

export interface DemoDraftOrder {
  id: number;
  name: string;
  status: 'OPEN' | 'COMPLETED';
  lines: { variantGid: string; productId: number; quantity: number }[];
  discount: { valueType: 'PERCENTAGE' | 'FIXED_AMOUNT'; value: number; title: string } | null;
  shippingAddress: ShopifyAddress | null;
  email: string | null;
  note: string | null;
  tags: string[];
  orderId: number | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface DraftContext {
  state: DemoState;
  sender: WebhookSender;
}

const gid = (id: number) => `gid://shopify/DraftOrder/${id}`;
const numericOf = (value: unknown, kind: string): number | undefined => {
  const match = typeof value === 'string' ? new RegExp(`^gid://shopify/${kind}/(\\d+)$`).exec(value) : null;
  return match ? Number(match[1]) : undefined;
};

const COUNTRY = /^[A-Z]{2}$/;

const productOfVariant = (shop: string, variantGid: unknown): DemoProduct | undefined =>
  catalogueOf(shop).find((product) => product.variantGid === variantGid && product.status === 'ACTIVE');

/** Cents of the lines, the discount and the total (never below 0). */
const totalsOf = (shop: string, draft: Pick<DemoDraftOrder, 'lines' | 'discount'>) => {
  const subtotal = draft.lines.reduce((sum, line) => {
    const product = catalogueOf(shop).find((candidate) => candidate.id === line.productId);
    return sum + (product?.priceCents ?? 0) * line.quantity;
  }, 0);
  const discount = !draft.discount
    ? 0
    : draft.discount.valueType === 'PERCENTAGE'
      ? Math.round((subtotal * draft.discount.value) / 100)
      : Math.min(subtotal, Math.round(draft.discount.value * 100));
  return { subtotal, discount, total: Math.max(0, subtotal - discount) };
};

const moneyBag = (cents: number, currencyCode: string) => ({
  shopMoney: { amount: formatMoney(cents), currencyCode },
  presentmentMoney: { amount: formatMoney(cents), currencyCode },
});

const addressNode = (address: ShopifyAddress | null) =>
  address && {
    firstName: address.first_name,
    lastName: address.last_name,
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    zip: address.zip,
    countryCodeV2: address.country_code,
    phone: address.phone,
  };

const draftNode = (shop: string, state: DemoState, draft: DemoDraftOrder) => {
  const currency = state.shopCurrency(shop);
  const totals = totalsOf(shop, draft);
  const order = draft.orderId ? state.findOrder(shop, draft.orderId) : undefined;
  return {
    id: gid(draft.id),
    name: draft.name,
    status: draft.status,
    email: draft.email,
    note2: draft.note,
    tags: draft.tags,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    completedAt: draft.completedAt,
    currencyCode: currency,
    subtotalPriceSet: moneyBag(totals.subtotal, currency),
    totalDiscountsSet: moneyBag(totals.discount, currency),
    totalPriceSet: moneyBag(totals.total, currency),
    appliedDiscount: draft.discount && {
      title: draft.discount.title,
      value: draft.discount.value,
      valueType: draft.discount.valueType,
      amountSet: moneyBag(totals.discount, currency),
    },
    shippingAddress: addressNode(draft.shippingAddress),
    lineItems: {
      nodes: draft.lines.map((line) => ({
        quantity: line.quantity,
        variant: { id: line.variantGid },
        product: { id: `gid://shopify/Product/${line.productId}` },
      })),
    },
    order: order ? { id: order.admin_graphql_api_id, name: order.name } : null,
  };
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const readAddress = (value: unknown, errors: UserError[]): ShopifyAddress | null => {
  if (value === undefined || value === null) return null;
  const input = value as Record<string, unknown>;
  const field = (name: string) => ['input', 'shippingAddress', name];
  const address1 = text(input.address1);
  const city = text(input.city);
  const zip = text(input.zip);
  const country = text(input.countryCode).toUpperCase();
  if (!address1) errors.push({ field: field('address1'), message: "Address1 can't be blank" });
  if (!city) errors.push({ field: field('city'), message: "City can't be blank" });
  if (!zip) errors.push({ field: field('zip'), message: "Zip can't be blank" });
  if (!COUNTRY.test(country)) errors.push({ field: field('countryCode'), message: 'Country is invalid' });
  const first = text(input.firstName) || null;
  const last = text(input.lastName) || null;
  return {
    first_name: first,
    last_name: last,
    name: [first, last].filter(Boolean).join(' '),
    address1,
    address2: text(input.address2) || null,
    city,
    province: text(input.province) || null,
    zip,
    country_code: country,
    phone: text(input.phone) || null,
  };
};

export const draftOrderCreate = (
  shop: string,
  ctx: DraftContext,
  variables: Record<string, unknown>,
): Outcome => {
  const input = (variables.input ?? {}) as Record<string, unknown>;
  const errors: UserError[] = [];
  const lines: DemoDraftOrder['lines'] = [];
  const requested = Array.isArray(input.lineItems) ? (input.lineItems as Record<string, unknown>[]) : [];
  if (requested.length === 0)
    errors.push({ field: ['input', 'lineItems'], message: 'Add at least 1 product' });
  for (const [index, line] of requested.entries()) {
    const product = productOfVariant(shop, line?.variantId);
    const quantity = line?.quantity;
    if (!product) {
      errors.push({
        field: ['input', 'lineItems', String(index), 'variantId'],
        message: `Product with ID ${numericOf(line?.variantId, 'ProductVariant') ?? String(line?.variantId)} is no longer available.`,
      });
    } else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      errors.push({
        field: ['input', 'lineItems', String(index), 'quantity'],
        message: 'Quantity must be greater than or equal to 1',
      });
    } else lines.push({ variantGid: product.variantGid, productId: product.id, quantity });
  }
  let discount: DemoDraftOrder['discount'] = null;
  if (input.appliedDiscount !== undefined && input.appliedDiscount !== null) {
    const applied = input.appliedDiscount as Record<string, unknown>;
    const valueType = applied.valueType;
    const value = applied.value;
    if (
      (valueType !== 'PERCENTAGE' && valueType !== 'FIXED_AMOUNT') ||
      typeof value !== 'number' ||
      value < 0
    ) {
      errors.push({ field: ['input', 'appliedDiscount'], message: 'Applied discount is invalid' });
    } else if (valueType === 'PERCENTAGE' && value > 100) {
      errors.push({
        field: ['input', 'appliedDiscount', 'value'],
        message: 'Value must be less than or equal to 100',
      });
    } else discount = { valueType, value, title: text(applied.title) || 'Custom discount' };
  }
  const shippingAddress = readAddress(input.shippingAddress, errors);
  if (errors.length) return { data: { draftOrderCreate: { draftOrder: null, userErrors: errors } } };
  const now = new Date().toISOString();
  const id = ctx.state.nextId('draftOrder');
  const draft: DemoDraftOrder = {
    id,
    name: `#D${ctx.state.nextDraftNumber(shop)}`,
    status: 'OPEN',
    lines,
    discount,
    shippingAddress,
    email: text(input.email) || null,
    note: text(input.note) || null,
    tags: Array.isArray(input.tags) ? (input.tags as unknown[]).map(text).filter(Boolean) : [],
    orderId: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  };
  ctx.state.saveDraftOrder(shop, draft);
  return {
    data: { draftOrderCreate: { draftOrder: draftNode(shop, ctx.state, draft), userErrors: [] } },
  };
};

/** The order a completed draft becomes, in the REST shape its webhooks carry. */
const orderOf = (shop: string, state: DemoState, draft: DemoDraftOrder, at: Date): ShopifyOrder => {
  const lines = draft.lines.flatMap((line) => {
    const product = catalogueOf(shop).find((candidate) => candidate.id === line.productId);
    return product ? [{ product, quantity: line.quantity }] : [];
  });
  const { subtotal, discount } = totalsOf(shop, draft);
  const email = draft.email ?? '';
  const currency = state.shopCurrency(shop);
  const built = buildOrder({
    ids: {
      order: state.nextId('order'),
      customer: state.customerIdFor(shop, email),
      lineItems: lines.map(() => state.nextId('lineItem')),
    },
    number: state.nextOrderNumber(shop),
    token: randomBytes(16).toString('hex'),
    vendor: shopDisplayName(shop),
    email,
    lines,
    // The draft's discount, allocated across the lines as a code's would be (its fraction of the lines).
    ...(discount > 0
      ? { discount: { code: draft.discount?.title ?? '', percentage: discount / subtotal } }
      : {}),
    processedAt: at,
    currencies: { shop: currency, presentment: currency },
  });
  return {
    ...built,
    source_name: 'shopify_draft_order',
    gateway: 'manual',
    payment_gateway_names: ['manual'],
    note: draft.note,
    tags: draft.tags.join(', '),
    discount_codes: [],
    discount_applications: draft.discount
      ? [
          {
            type: 'manual',
            title: draft.discount.title,
            description: draft.discount.title,
            value: draft.discount.value.toFixed(1),
            value_type: 'percentage',
            allocation_method: 'across',
            target_selection: 'all',
            target_type: 'line_item',
          },
        ]
      : [],
    shipping_address: draft.shippingAddress,
    fulfillments: [],
  };
};

export const draftOrderComplete = (
  shop: string,
  ctx: DraftContext,
  variables: Record<string, unknown>,
): Outcome => {
  const id = numericOf(variables.id, 'DraftOrder');
  const draft = ctx.state.draftOrders(shop).find((candidate) => candidate.id === id);
  const refuse = (message: string) => ({
    data: { draftOrderComplete: { draftOrder: null, userErrors: [{ field: ['id'], message }] } },
  });
  if (!draft) return refuse('Draft order does not exist');
  if (draft.status === 'COMPLETED') return refuse('This order has been paid');
  const at = new Date();
  const order = orderOf(shop, ctx.state, draft, at);
  const completed: DemoDraftOrder = {
    ...draft,
    status: 'COMPLETED',
    orderId: order.id,
    updatedAt: at.toISOString(),
    completedAt: at.toISOString(),
  };
  const deliveries = webhookDeliveriesFor(ctx.state, shop, 'orders/paid', order);
  ctx.state.saveDraftOrder(shop, completed, order, deliveries);
  ctx.sender.send(deliveries);
  return {
    data: { draftOrderComplete: { draftOrder: draftNode(shop, ctx.state, completed), userErrors: [] } },
  };
};

/** Shopify's search syntax, the part we use: `tag:x` (case-insensitive, quotes allowed) and `status:open|completed`. */
export const draftOrders = (
  shop: string,
  state: DemoState,
  variables: Record<string, unknown>,
  query: string | undefined,
): Outcome => {
  // The page size as a variable, or written in the query (`draftOrders(first: 5, …)`).
  const literal = /\bdraftOrders\s*\(\s*(?:[^)]*?,\s*)?first:\s*(\d+)/.exec(query ?? '')?.[1];
  const first = variables.first ?? (literal === undefined ? undefined : Number(literal));
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 250)
    return { errors: [{ message: 'The first argument must be between 1 and 250.' }] };
  const search = typeof variables.query === 'string' ? variables.query : '';
  const tag = /(?:^|\s)tag:(?:'([^']*)'|"([^"]*)"|(\S+))/i.exec(search);
  const wantedTag = (tag?.[1] ?? tag?.[2] ?? tag?.[3])?.toLowerCase();
  const status = /(?:^|\s)status:(\S+)/i.exec(search)?.[1]?.toUpperCase();
  const matching = [...state.draftOrders(shop)]
    .reverse()
    .filter((draft) => !wantedTag || draft.tags.some((t) => t.toLowerCase() === wantedTag))
    .filter((draft) => !status || draft.status === status)
    .slice(0, first)
    .map((draft) => draftNode(shop, state, draft));
  return {
    data: {
      draftOrders: {
        nodes: matching,
        edges: matching.map((node) => ({ cursor: Buffer.from(node.id).toString('base64'), node })),
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      },
    },
  };
};

/** product(id): the product with its (one) variant, or null. */
export const productById = (shop: string, variables: Record<string, unknown>): Outcome => {
  const product = catalogueOf(shop).find((candidate) => candidate.gid === variables.id);
  return {
    data: {
      product: product
        ? {
            id: product.gid,
            title: product.title,
            handle: product.handle,
            status: product.status,
            variants: { nodes: [{ id: product.variantGid, price: formatMoney(product.priceCents) }] },
          }
        : null,
    },
  };
};
