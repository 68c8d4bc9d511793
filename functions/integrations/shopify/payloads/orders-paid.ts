import * as z from 'zod/mini';
import type { ShopifyOrderPaidV1 } from '../../../../events/schemas/shopify-order-paid';
import type { WebhookContext } from './context';
import { centsOf, isoTime, moneyBag, moneyText, normalEmail, shopifyId } from './fields';

/**
 * The part of Shopify's `orders/paid` payload (the REST Order resource) attribution and the ledger read.
 * Objects are not strict: Shopify adds fields, and a field we do not read must not refuse an order.
 */
const lineItem = z.object({
  id: shopifyId,
  product_id: z.nullish(shopifyId),
  title: z.string(),
  /** Any number: one that is not a whole number of units (or is absurd) puts the order up for review. */
  quantity: z.number().check(z.gte(0)),
  /** The unit price before discounts, in the shop's currency (price_set.shop_money when present). */
  price: moneyText,
  price_set: z.optional(moneyBag),
  /** The line's share of every discount applied to the order (line, order and code discounts). */
  discount_allocations: z._default(
    z.array(z.object({ amount: z.optional(moneyText), amount_set: z.optional(moneyBag) })),
    [],
  ),
});

export const ordersPaidPayload = z.object({
  id: shopifyId,
  name: z.string(),
  email: z.nullish(z.string()),
  contact_email: z.nullish(z.string()),
  /** The shop's currency (Shopify: "the three-letter code for the shop currency"). */
  currency: z.string().check(z.length(3)),
  /** The shopper's currency; different from the shop's on a multi-currency checkout, which is normal. */
  presentment_currency: z.nullish(z.string()),
  created_at: isoTime,
  /** Cart attributes, e.g. the `ref` a storefront kept from the landing URL. */
  note_attributes: z._default(
    z.nullable(z.array(z.object({ name: z.string(), value: z.nullish(z.union([z.string(), z.number()])) }))),
    [],
  ),
  /** Where the shopper landed: a path with a query ("/products/x?ref=abc") or a full URL. */
  landing_site: z.nullish(z.string()),
  /** Issue 36 (leaked code): the site the shopper came from, a full URL. */
  referring_site: z.nullish(z.string()),
  discount_codes: z._default(z.nullable(z.array(z.object({ code: z.string() }))), []),
  line_items: z.array(lineItem),
  /** Issue 36 (self-purchase): the shopper's name and where the order ships. */
  customer: z.nullish(z.object({ first_name: z.nullish(z.string()), last_name: z.nullish(z.string()) })),
  shipping_address: z.nullish(
    z.object({
      first_name: z.nullish(z.string()),
      last_name: z.nullish(z.string()),
      address1: z.nullish(z.string()),
      zip: z.nullish(z.string()),
      country_code: z.nullish(z.string()),
    }),
  ),
});

/** The shopper's full name: the customer's, else the shipping address's; null when neither has one. */
const customerNameOf = (payload: z.infer<typeof ordersPaidPayload>): string | null => {
  const named = [payload.customer, payload.shipping_address].find((who) => who?.first_name || who?.last_name);
  return named ? `${named.first_name ?? ''} ${named.last_name ?? ''}`.trim() : null;
};

const shippingAddressOf = (payload: z.infer<typeof ordersPaidPayload>) => {
  const address = payload.shipping_address;
  if (!address?.address1?.trim()) return null;
  return {
    line1: address.address1.trim(),
    zip: address.zip?.trim() ?? '',
    country: address.country_code?.trim() ?? '',
  };
};

/** The `ref` query parameter of landing_site, whichever form it takes; null when absent or unreadable. */
export const refFromLandingSite = (landingSite: string | null | undefined): string | null => {
  if (!landingSite?.trim()) return null;
  try {
    // A relative path resolves against any base; a full URL ignores it.
    return new URL(landingSite.trim(), 'https://landing.invalid').searchParams.get('ref')?.trim() || null;
  } catch {
    return null;
  }
};

type PaidLine = z.infer<typeof lineItem>;

const dollars = (text: string) => `$${text}`;

/**
 * A line's amounts in the shop's money: `shop_money` of the `*_set` fields (the plain fields are the
 * shop's money too, in payloads without the sets). What cannot be represented exactly (a price beyond
 * 2^53 cents, a fractional or unsafe quantity, a shop_money in another currency than the order's) is
 * not refused: the line is kept with zero amounts and the order goes to the brand for review with the
 * reason (Shopify retries a refused delivery for ever; one absurd order must not be a 5xx).
 */
const lineAmounts = (line: PaidLine, currency: string) => {
  const problems: string[] = [];
  const shopMoney = (plain: string | undefined, bag: PaidLine['price_set']): string => {
    const code = bag?.shop_money.currency_code?.toUpperCase();
    if (code && code !== currency)
      problems.push(`Line “${line.title}” is priced in ${code}, the order in ${currency}.`);
    return bag?.shop_money.amount ?? plain ?? '0';
  };
  const priceText = shopMoney(line.price, line.price_set);
  const price = centsOf(priceText);
  if (price === null) problems.push(`Line “${line.title}” price ${dollars(priceText)} cannot be recorded.`);
  let discount: number | null = 0;
  for (const allocation of line.discount_allocations) {
    const cents = centsOf(shopMoney(allocation.amount, allocation.amount_set));
    discount = cents === null || discount === null ? null : discount + cents;
  }
  if (discount === null || !Number.isSafeInteger(discount))
    problems.push(`Line “${line.title}” discount cannot be recorded.`);
  if (!Number.isSafeInteger(line.quantity))
    problems.push(`Line “${line.title}” quantity ${line.quantity} is not a whole number of units.`);
  const exact = problems.length === 0;
  return {
    quantity: Number.isSafeInteger(line.quantity) ? line.quantity : 1,
    priceCents: exact ? (price as number) : 0,
    discountCents: exact ? (discount as number) : 0,
    problems,
  };
};

export const normalizeOrderPaid = (
  payload: z.infer<typeof ordersPaidPayload>,
  context: WebhookContext,
): ShopifyOrderPaidV1 => {
  const customerName = customerNameOf(payload);
  const shippingAddress = shippingAddressOf(payload);
  const ref = (payload.note_attributes ?? []).find((attribute) => attribute.name.trim() === 'ref');
  const currency = payload.currency.toUpperCase();
  const problems: string[] = [];
  // A line whose quantity was edited down to 0 sold nothing.
  const lineItems = payload.line_items
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const amounts = lineAmounts(line, currency);
      problems.push(...amounts.problems);
      return {
        id: line.id,
        productId: line.product_id ?? null,
        title: line.title,
        quantity: amounts.quantity,
        priceCents: amounts.priceCents,
        discountCents: amounts.discountCents,
      };
    });
  return {
    version: 1,
    shopDomain: context.shopDomain,
    brandId: context.brandId,
    webhookId: context.webhookId,
    order: {
      id: payload.id,
      name: payload.name,
      email: normalEmail(payload.email ?? payload.contact_email),
      currency,
      createdAt: payload.created_at,
      refAttribute: ref?.value === undefined || ref.value === null ? null : String(ref.value).trim() || null,
      refLandingSite: refFromLandingSite(payload.landing_site),
      discountCodes: (payload.discount_codes ?? []).map((code) => code.code.trim()).filter(Boolean),
      lineItems,
      // Issue 36 (self-purchase): only when the order has them, as events before carried neither.
      ...(customerName ? { customerName } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
      // Issue 36 (leaked code): kept short; a coupon site is named in the host or the query's start.
      ...(payload.landing_site?.trim() ? { landingSite: payload.landing_site.trim().slice(0, 500) } : {}),
      ...(payload.referring_site?.trim()
        ? { referringSite: payload.referring_site.trim().slice(0, 500) }
        : {}),
      ...(problems.length > 0 ? { review: problems.slice(0, 3).join(' ') } : {}),
    },
  };
};
