import * as z from 'zod/mini';
import { storeDisconnectReasons } from '../../contracts/constants';

/**
 * A brand's store stopped sending orders. StoreDisconnected: the store's side disconnected it (the app
 * uninstalled), written in the brand's disconnect transaction. StoreWebhooksFailing: Shopify refused
 * order webhooks (a scope the store has not granted), written with the mark on the store's claim, once
 * per refused set until the store reconnects.
 */
export const storeDisconnectedV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  shopDomain: z.string().check(z.minLength(1)),
  reason: z.enum(storeDisconnectReasons),
});

export type StoreDisconnectedV1 = z.infer<typeof storeDisconnectedV1>;

export const storeDisconnectedExample: StoreDisconnectedV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  shopDomain: 'glow-botanics.myshopify.com',
  reason: 'app_uninstalled',
};

export const storeWebhooksFailingV1 = z.object({
  version: z.literal(1),
  brandId: z.string().check(z.minLength(1)),
  shopDomain: z.string().check(z.minLength(1)),
  /** The refused topics, Shopify's GraphQL names (ORDERS_PAID). */
  topics: z.array(z.string()).check(z.minLength(1)),
});

export type StoreWebhooksFailingV1 = z.infer<typeof storeWebhooksFailingV1>;

export const storeWebhooksFailingExample: StoreWebhooksFailingV1 = {
  version: 1,
  brandId: 'br_01JD0000000000000000000000',
  shopDomain: 'glow-botanics.myshopify.com',
  topics: ['ORDERS_PAID', 'REFUNDS_CREATE', 'ORDERS_CANCELLED'],
};
