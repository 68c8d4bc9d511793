/**
 * Orders and refunds as Shopify's REST Admin API writes them (the body of the orders/paid,
 * orders/cancelled and refunds/create webhooks): snake_case fields, ids as JSON numbers (all below
 * 2^53 here, so JSON.parse keeps them exact), money as "9.60" strings, times as ISO 8601 with an offset.
 * Only the fields a real integration reads are modelled; they carry Shopify's names and meanings.
 */
import type { DemoProduct } from './catalogue';
import { allocateProportionally, convertCents, money, percentOf, refundSubtotal } from './order-money';

/** An order's two currencies: the shop's books (`currency`) and what the shopper paid in. */
export interface OrderCurrencies {
  shop: string;
  presentment: string;
}

const USD: OrderCurrencies = { shop: 'USD', presentment: 'USD' };

/**
 * Shopify's MoneyBag: the amount in the shop's currency (shop_money, what the plain fields carry too)
 * and in the shopper's (presentment_money), which differ on a multi-currency checkout.
 */
const moneySet = (cents: number, currencies: OrderCurrencies = USD) => ({
  shop_money: { amount: money(cents), currency_code: currencies.shop },
  presentment_money: {
    amount: money(convertCents(cents, currencies.shop, currencies.presentment)),
    currency_code: currencies.presentment,
  },
});

const currenciesOf = (order: Pick<ShopifyOrder, 'currency' | 'presentment_currency'>): OrderCurrencies => ({
  shop: order.currency,
  presentment: order.presentment_currency,
});

/** "2026-11-20T10:00:00+00:00": Shopify's timestamp form (no milliseconds, explicit offset). */
export const shopifyTime = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

export interface OrderDiscountAllocation {
  amount: string;
  amount_set: ReturnType<typeof moneySet>;
  discount_application_index: number;
}

export interface OrderLineItem {
  id: number;
  admin_graphql_api_id: string;
  product_id: number;
  variant_id: number;
  title: string;
  name: string;
  variant_title: null;
  vendor: string;
  sku: string;
  quantity: number;
  current_quantity: number;
  fulfillable_quantity: number;
  fulfillment_status: null | 'fulfilled';
  price: string;
  price_set: ReturnType<typeof moneySet>;
  /** Shopify leaves this at 0 for code discounts: they are in discount_allocations. */
  total_discount: string;
  discount_allocations: OrderDiscountAllocation[];
  product_exists: true;
  requires_shipping: true;
  taxable: true;
  gift_card: false;
  grams: 0;
  tax_lines: [];
}

export interface RefundLineItem {
  id: number;
  line_item_id: number;
  quantity: number;
  restock_type: 'no_restock';
  location_id: null;
  subtotal: string;
  subtotal_set: ReturnType<typeof moneySet>;
  total_tax: string;
  total_tax_set: ReturnType<typeof moneySet>;
  line_item: OrderLineItem;
}

export interface ShopifyRefund {
  id: number;
  admin_graphql_api_id: string;
  order_id: number;
  created_at: string;
  processed_at: string;
  note: string | null;
  restock: boolean;
  user_id: null;
  refund_line_items: RefundLineItem[];
  transactions: {
    id: number;
    order_id: number;
    kind: 'refund';
    gateway: 'bogus';
    status: 'success';
    amount: string;
    currency: string;
    created_at: string;
  }[];
  order_adjustments: [];
  duties: [];
}

export interface ShopifyOrder {
  id: number;
  admin_graphql_api_id: string;
  name: string;
  number: number;
  order_number: number;
  /** Random; the order status page's address, as Shopify's order token. */
  token: string;
  email: string;
  contact_email: string;
  currency: string;
  presentment_currency: string;
  financial_status: 'paid' | 'partially_refunded' | 'refunded';
  fulfillment_status: null | 'fulfilled';
  confirmed: true;
  test: false;
  /** 'shopify_draft_order' for an order completed from a draft (draft-orders.ts). */
  source_name: 'web' | 'shopify_draft_order';
  gateway: 'bogus' | 'manual';
  payment_gateway_names: ['bogus'] | ['manual'];
  created_at: string;
  updated_at: string;
  processed_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  closed_at: null;
  landing_site: string | null;
  referring_site: string | null;
  note: string | null;
  note_attributes: { name: string; value: string }[];
  tags: string;
  total_line_items_price: string;
  total_discounts: string;
  subtotal_price: string;
  total_tax: string;
  taxes_included: false;
  total_price: string;
  current_subtotal_price: string;
  current_total_discounts: string;
  current_total_price: string;
  total_price_set: ReturnType<typeof moneySet>;
  discount_codes: { code: string; amount: string; type: 'percentage' }[];
  discount_applications: (
    | {
        type: 'discount_code';
        code: string;
        value: string;
        value_type: 'percentage';
        allocation_method: 'across';
        target_selection: 'all';
        target_type: 'line_item';
      }
    | {
        /** A draft order's applied discount. */
        type: 'manual';
        title: string;
        description: string;
        value: string;
        value_type: 'percentage';
        allocation_method: 'across';
        target_selection: 'all';
        target_type: 'line_item';
      }
  )[];
  customer: { id: number; email: string; admin_graphql_api_id: string };
  line_items: OrderLineItem[];
  refunds: ShopifyRefund[];
  /** Where it ships (orders from a draft with an address; absent on the storefront's). */
  shipping_address?: ShopifyAddress | null;
  /** Its fulfilments (absent before the first). */
  fulfillments?: ShopifyFulfillment[];
}

/** Shopify's REST address (an order's shipping_address, a fulfilment's destination). */
export interface ShopifyAddress {
  first_name: string | null;
  last_name: string | null;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  zip: string;
  country_code: string;
  phone: string | null;
}

/** A fulfilment as REST writes it (the body of fulfillments/create). */
export interface ShopifyFulfillment {
  id: number;
  admin_graphql_api_id: string;
  order_id: number;
  name: string;
  status: 'success';
  service: 'manual';
  shipment_status: null;
  location_id: null;
  created_at: string;
  updated_at: string;
  tracking_company: string | null;
  tracking_number: string | null;
  tracking_numbers: string[];
  tracking_url: string | null;
  tracking_urls: string[];
  email: string;
  destination: ShopifyAddress | null;
  line_items: OrderLineItem[];
  receipt: Record<string, never>;
}

export interface NewOrder {
  ids: { order: number; customer: number; lineItems: number[] };
  /** The order's position in the shop: 1 → "#1001". */
  number: number;
  token: string;
  vendor: string;
  email: string;
  lines: { product: DemoProduct; quantity: number }[];
  discount?: { code: string; percentage: number };
  ref?: string;
  landingSite?: string;
  processedAt: Date;
  /** The shop's currency and the shopper's; USD for both when not given. */
  currencies?: OrderCurrencies;
}

/** The net of a line: price x quantity − its discount allocations, in cents. */
export const lineNetCents = (line: OrderLineItem): number =>
  Math.round(Number(line.price) * 100) * line.quantity -
  line.discount_allocations.reduce((sum, allocation) => sum + Math.round(Number(allocation.amount) * 100), 0);

export const buildOrder = (input: NewOrder): ShopifyOrder => {
  const currencies = input.currencies ?? USD;
  const set = (cents: number) => moneySet(cents, currencies);
  const gross = input.lines.map(({ product, quantity }) => product.priceCents * quantity);
  const totalLines = gross.reduce((sum, cents) => sum + cents, 0);
  // A percentage code off the whole order, allocated across its lines (Shopify's "across" method).
  const discountCents = input.discount ? percentOf(totalLines, input.discount.percentage) : 0;
  const allocations = allocateProportionally(discountCents, gross);
  const time = shopifyTime(input.processedAt);
  const lineItems = input.lines.map(({ product, quantity }, index): OrderLineItem => {
    const id = input.ids.lineItems[index] as number;
    return {
      id,
      admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
      product_id: product.id,
      variant_id: Number(product.variantGid.split('/').pop()),
      title: product.title,
      name: product.title,
      variant_title: null,
      vendor: input.vendor,
      sku: product.handle.toUpperCase(),
      quantity,
      current_quantity: quantity,
      fulfillable_quantity: quantity,
      fulfillment_status: null,
      price: money(product.priceCents),
      price_set: set(product.priceCents),
      total_discount: '0.00',
      discount_allocations: input.discount
        ? [
            {
              amount: money(allocations[index] ?? 0),
              amount_set: set(allocations[index] ?? 0),
              discount_application_index: 0,
            },
          ]
        : [],
      product_exists: true,
      requires_shipping: true,
      taxable: true,
      gift_card: false,
      grams: 0,
      tax_lines: [],
    };
  });
  const subtotal = totalLines - discountCents;
  return {
    id: input.ids.order,
    admin_graphql_api_id: `gid://shopify/Order/${input.ids.order}`,
    name: `#${1000 + input.number}`,
    number: input.number,
    order_number: 1000 + input.number,
    token: input.token,
    email: input.email,
    contact_email: input.email,
    currency: currencies.shop,
    presentment_currency: currencies.presentment,
    financial_status: 'paid',
    fulfillment_status: null,
    confirmed: true,
    test: false,
    source_name: 'web',
    gateway: 'bogus',
    payment_gateway_names: ['bogus'],
    created_at: time,
    updated_at: time,
    processed_at: time,
    cancelled_at: null,
    cancel_reason: null,
    closed_at: null,
    landing_site: input.landingSite ?? null,
    referring_site: null,
    note: null,
    // What a theme app embed stores from the landing URL: the cart attribute `ref`.
    note_attributes: input.ref ? [{ name: 'ref', value: input.ref }] : [],
    tags: '',
    total_line_items_price: money(totalLines),
    total_discounts: money(discountCents),
    subtotal_price: money(subtotal),
    total_tax: '0.00',
    taxes_included: false,
    total_price: money(subtotal),
    current_subtotal_price: money(subtotal),
    current_total_discounts: money(discountCents),
    current_total_price: money(subtotal),
    total_price_set: set(subtotal),
    discount_codes: input.discount
      ? [{ code: input.discount.code, amount: money(discountCents), type: 'percentage' }]
      : [],
    discount_applications: input.discount
      ? [
          {
            type: 'discount_code',
            code: input.discount.code,
            value: (input.discount.percentage * 100).toFixed(1),
            value_type: 'percentage',
            allocation_method: 'across',
            target_selection: 'all',
            target_type: 'line_item',
          },
        ]
      : [],
    customer: {
      id: input.ids.customer,
      email: input.email,
      admin_graphql_api_id: `gid://shopify/Customer/${input.ids.customer}`,
    },
    line_items: lineItems,
    refunds: [],
  };
};

/** Units of a line already refunded by the order's refunds. */
export const refundedQuantity = (order: ShopifyOrder, lineItemId: number): number =>
  order.refunds
    .flatMap((refund) => refund.refund_line_items)
    .filter((line) => line.line_item_id === lineItemId)
    .reduce((sum, line) => sum + line.quantity, 0);

export const refundableQuantity = (order: ShopifyOrder, line: OrderLineItem): number =>
  order.cancelled_at ? 0 : line.quantity - refundedQuantity(order, line.id);

/** Cents refunded so far over all the order's refunds. */
export const refundedCents = (order: ShopifyOrder): number =>
  order.refunds
    .flatMap((refund) => refund.refund_line_items)
    .reduce((sum, line) => sum + Math.round(Number(line.subtotal) * 100), 0);

export interface NewRefund {
  ids: { refund: number; transaction: number; refundLineItems: number[] };
  lines: { line: OrderLineItem; quantity: number }[];
  createdAt: Date;
}

/** A refund of these units (validated by the caller), in Shopify's refund shape. */
export const buildRefund = (order: ShopifyOrder, input: NewRefund): ShopifyRefund => {
  const set = (cents: number) => moneySet(cents, currenciesOf(order));
  const time = shopifyTime(input.createdAt);
  const refundLines = input.lines.map(({ line, quantity }, index): RefundLineItem => {
    const subtotal = refundSubtotal(
      { netCents: lineNetCents(line), quantity: line.quantity },
      refundedQuantity(order, line.id),
      quantity,
    );
    return {
      id: input.ids.refundLineItems[index] as number,
      line_item_id: line.id,
      quantity,
      restock_type: 'no_restock',
      location_id: null,
      subtotal: money(subtotal),
      subtotal_set: set(subtotal),
      total_tax: '0.00',
      total_tax_set: set(0),
      line_item: line,
    };
  });
  const amount = refundLines.reduce((sum, line) => sum + Math.round(Number(line.subtotal) * 100), 0);
  return {
    id: input.ids.refund,
    admin_graphql_api_id: `gid://shopify/Refund/${input.ids.refund}`,
    order_id: order.id,
    created_at: time,
    processed_at: time,
    note: null,
    restock: false,
    user_id: null,
    refund_line_items: refundLines,
    transactions: [
      {
        id: input.ids.transaction,
        order_id: order.id,
        kind: 'refund',
        gateway: 'bogus',
        status: 'success',
        amount: money(amount),
        currency: order.currency,
        created_at: time,
      },
    ],
    order_adjustments: [],
    duties: [],
  };
};

/** The order after a refund: its refunds, current totals and financial status, as Shopify updates them. */
export const withRefund = (order: ShopifyOrder, refund: ShopifyRefund): ShopifyOrder => {
  const refunds = [...order.refunds, refund];
  const next = { ...order, refunds };
  const refunded = refundedCents(next);
  const total = Math.round(Number(order.total_price) * 100);
  const current = total - refunded;
  const refundedUnits = (line: OrderLineItem) => refundedQuantity(next, line.id);
  return {
    ...next,
    updated_at: refund.created_at,
    financial_status: current <= 0 ? 'refunded' : 'partially_refunded',
    current_subtotal_price: money(current),
    current_total_price: money(current),
    line_items: order.line_items.map((line) => ({
      ...line,
      current_quantity: line.quantity - refundedUnits(line),
      fulfillable_quantity: line.quantity - refundedUnits(line),
    })),
  };
};
