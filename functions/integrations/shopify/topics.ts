/**
 * The topics the endpoint answers: the ones the app subscribes each shop to on connection
 * (integrations/shopify/webhook-subscriptions.ts) and Shopify's mandatory compliance topics (configured
 * in the app's shopify.app.toml, not by API). Each maps its payload to the catalogue event it announces,
 * or to none (a receipt only). Any other topic is answered 200 and ignored.
 */
import type { $ZodType, output } from 'zod/v4/core';
import type { WebhookEvent } from '../record-delivery';
import type { WebhookContext } from './payloads/context';
import { fulfillmentsCreatePayload, normalizeFulfillmentCreated } from './payloads/fulfillments-create';
import { normalizeOrderCancelled, ordersCancelledPayload } from './payloads/orders-cancelled';
import { normalizeOrderPaid, ordersPaidPayload } from './payloads/orders-paid';
import { normalizeRefundCreated, refundsCreatePayload } from './payloads/refunds-create';
import {
  appUninstalledPayload,
  customersDataRequestPayload,
  customersRedactPayload,
  normalizeAppUninstalled,
  normalizeCustomerDataRequest,
  normalizeCustomerRedact,
  normalizeShopRedact,
  shopRedactPayload,
} from './payloads/shop-topics';

export interface TopicHandler<S extends $ZodType = $ZodType> {
  payload: S;
  /** The event to put in the outbox with the receipt; undefined: the receipt alone. */
  toEvent: (payload: output<S>, context: WebhookContext) => WebhookEvent | undefined;
}

const topic = <S extends $ZodType>(handler: TopicHandler<S>): TopicHandler => handler as TopicHandler;

export const webhookTopics: Readonly<Record<string, TopicHandler>> = {
  'orders/paid': topic({
    payload: ordersPaidPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyOrderPaid',
      detail: normalizeOrderPaid(payload, context),
    }),
  }),
  'refunds/create': topic({
    payload: refundsCreatePayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyRefundCreated',
      detail: normalizeRefundCreated(payload, context),
    }),
  }),
  'orders/cancelled': topic({
    payload: ordersCancelledPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyOrderCancelled',
      detail: normalizeOrderCancelled(payload, context),
    }),
  }),
  'fulfillments/create': topic({
    payload: fulfillmentsCreatePayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyFulfillmentCreated',
      detail: normalizeFulfillmentCreated(payload, context),
    }),
  }),
  'app/uninstalled': topic({
    payload: appUninstalledPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyAppUninstalled',
      detail: normalizeAppUninstalled(payload, context),
    }),
  }),
  'customers/redact': topic({
    payload: customersRedactPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyCustomerRedactRequested',
      detail: normalizeCustomerRedact(payload, context),
    }),
  }),
  'shop/redact': topic({
    payload: shopRedactPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyShopRedactRequested',
      detail: normalizeShopRedact(payload, context),
    }),
  }),
  'customers/data_request': topic({
    payload: customersDataRequestPayload,
    toEvent: (payload, context) => ({
      name: 'ShopifyCustomerDataRequested',
      detail: normalizeCustomerDataRequest(payload, context),
    }),
  }),
};
