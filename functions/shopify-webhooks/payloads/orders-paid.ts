import * as z from 'zod/mini';
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import type { WebhookContext } from './context';
import { isoTime, moneyCents, normalEmail, shopifyId } from './fields';

/**
 * The part of Shopify's `orders/paid` payload (the REST Order resource) attribution and the ledger read.
 * Objects are not strict: Shopify adds fields, and a field we do not read must not refuse an order.
 */
const lineItem = z.object({
  id: shopifyId,
  product_id: z.nullish(shopifyId),
  title: z.string(),
  quantity: z.number().check(z.int(), z.gte(0)),
  /** The unit price before discounts. */
  price: moneyCents,
  /** The line's share of every discount applied to the order (line, order and code discounts). */
  discount_allocations: z._default(z.array(z.object({ amount: moneyCents })), []),
});

export const ordersPaidPayload = z.object({
  id: shopifyId,
  name: z.string(),
  email: z.nullish(z.string()),
  contact_email: z.nullish(z.string()),
  currency: z.string().check(z.length(3)),
  created_at: isoTime,
  /** Cart attributes, e.g. the `ref` a storefront kept from the landing URL. */
  note_attributes: z._default(
    z.nullable(z.array(z.object({ name: z.string(), value: z.nullish(z.union([z.string(), z.number()])) }))),
    [],
  ),
  /** Where the shopper landed: a path with a query ("/products/x?ref=abc") or a full URL. */
  landing_site: z.nullish(z.string()),
  discount_codes: z._default(z.nullable(z.array(z.object({ code: z.string() }))), []),
  line_items: z.array(lineItem),
});

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

export const normalizeOrderPaid = (
  payload: z.infer<typeof ordersPaidPayload>,
  context: WebhookContext,
): ShopifyOrderPaidV1 => {
  const ref = (payload.note_attributes ?? []).find((attribute) => attribute.name.trim() === 'ref');
  return {
    version: 1,
    shopDomain: context.shopDomain,
    webhookId: context.webhookId,
    order: {
      id: payload.id,
      name: payload.name,
      email: normalEmail(payload.email ?? payload.contact_email),
      currency: payload.currency.toUpperCase(),
      createdAt: payload.created_at,
      refAttribute: ref?.value === undefined || ref.value === null ? null : String(ref.value).trim() || null,
      refLandingSite: refFromLandingSite(payload.landing_site),
      discountCodes: (payload.discount_codes ?? []).map((code) => code.code.trim()).filter(Boolean),
      // A line whose quantity was edited down to 0 sold nothing.
      lineItems: payload.line_items
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          id: line.id,
          productId: line.product_id ?? null,
          title: line.title,
          quantity: line.quantity,
          priceCents: line.price,
          discountCents: line.discount_allocations.reduce((sum, allocation) => sum + allocation.amount, 0),
        })),
    },
  };
};
