import * as z from 'zod/mini';
import type { ShopifyFulfillmentCreatedV1 } from '../../../../events/schemas/shopify-fulfillment-created';
import type { WebhookContext } from './context';
import { isoTime, shopifyId } from './fields';

const optionalText = z.optional(z.nullable(z.string()));

/**
 * Shopify's `fulfillments/create` payload (the Fulfillment resource): the order it ships and its
 * tracking. The singular tracking fields are the first of the plural lists; either may be absent.
 */
export const fulfillmentsCreatePayload = z.object({
  id: shopifyId,
  order_id: shopifyId,
  created_at: isoTime,
  tracking_company: optionalText,
  tracking_number: optionalText,
  tracking_numbers: z.optional(z.nullable(z.array(z.string()))),
  tracking_url: optionalText,
  tracking_urls: z.optional(z.nullable(z.array(z.string()))),
});

/** Blank is none. */
const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

export const normalizeFulfillmentCreated = (
  payload: z.infer<typeof fulfillmentsCreatePayload>,
  context: WebhookContext,
): ShopifyFulfillmentCreatedV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
  orderId: payload.order_id,
  fulfillmentId: payload.id,
  trackingCompany: textOrNull(payload.tracking_company),
  trackingNumber: textOrNull(payload.tracking_number ?? payload.tracking_numbers?.[0]),
  // Only a web address is passed on: the screens link to it.
  trackingUrl:
    [payload.tracking_url, ...(payload.tracking_urls ?? [])]
      .map(textOrNull)
      .find((url) => url !== null && /^https?:\/\//i.test(url)) ?? null,
  createdAt: payload.created_at,
});
