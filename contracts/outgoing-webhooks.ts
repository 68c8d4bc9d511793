/**
 * Outgoing webhooks (issue 22): a brand registers HTTPS endpoints of its own systems and chooses which of
 * the marketplace's events they receive. (contracts/webhooks.ts holds the deliveries we RECEIVE from
 * Shopify and Stripe; this file is the other direction.) Every delivery is signed with the endpoint's
 * secret: `Marketplace-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`.
 */
import * as z from 'zod/mini';
import { invoice } from './billing';
import { rolesFor } from './brand-roles';
import { defineContract, noBody } from './http';
import { v1Partner } from './public-api';
import { sale } from './sales';

/** The closed list of events an endpoint can subscribe to, with what each tells the brand's systems. */
export const webhookEvents = {
  'sale.created': 'A sale was recorded (an order attributed to a creator)',
  'sale.reversed': 'A sale was refunded or cancelled and its commission reversed',
  'commission.held': 'A sale was held for review before its commission counts',
  'invoice.issued': 'An invoice was issued to the brand',
  'invoice.paid': 'An invoice was paid',
  'application.created': 'A creator applied to promote a product',
  'partner.joined': 'A creator became a partner (an application was approved)',
} as const;

export type WebhookEventType = keyof typeof webhookEvents;
export const webhookEventTypes = Object.keys(webhookEvents) as [WebhookEventType, ...WebhookEventType[]];

/**
 * Issue 31: the /api/v1 object a webhook event's `data` is — the same fields, built by the same
 * serializer (the sale of GET /api/v1/sales, the invoice of GET /api/v1/commissions' owed.unpaid_invoices,
 * the partner of GET /api/v1/partners: an application.created is the partner pending, with approved_at,
 * link and discount_code null). A test holds every payload of these types to its keys: every required
 * one, and none the object does not have (an invoice's refunds and failures appear only when it has some).
 */
export const webhookEventObjects = {
  'sale.created': sale,
  'sale.reversed': sale,
  'commission.held': sale,
  'invoice.issued': invoice,
  'invoice.paid': invoice,
  'application.created': v1Partner,
  'partner.joined': v1Partner,
} as const satisfies Partial<Record<WebhookEventType, z.ZodMiniObject>>;

/** Endpoints one brand may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Longest endpoint URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
/** How long the previous secret keeps signing beside the new one after a roll. */
export const SECRET_ROLL_OVERLAP_HOURS = 24;

export const webhookEndpointView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** Why the marketplace turned it off, in words with the day ("Turned off on Dec 3, 2026 after …"). */
  disabled_reason: z.nullable(z.string()),
  /** When the marketplace turned it off; null when on or turned off by the brand. */
  disabled_at: z.nullable(z.string()),
  /** The secret's visible start (`whsec_ab12…`): enough to tell secrets apart, not to sign. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointView>;

export const webhookEndpointParams = z.object({
  endpointId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const createWebhookEndpointSchema = z.strictObject({
  url: z
    .string({ error: 'Enter the endpoint URL' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter the endpoint URL'),
      z.maxLength(MAX_WEBHOOK_URL_LENGTH, `The URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(200, 'The description must be at most 200 characters')),
    '',
  ),
  events: z
    .array(z.enum(webhookEventTypes, { error: 'Choose events from the list' }), {
      error: 'Choose at least one event',
    })
    .check(z.minLength(1, 'Choose at least one event')),
});

export const listWebhookEndpoints = defineContract({
  method: 'GET',
  path: '/api/brand/webhooks',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's webhook endpoints",
  responses: { 200: z.object({ endpoints: z.array(webhookEndpointView), max_endpoints: z.number() }) },
});

export const createWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/api/brand/webhooks',
  auth: 'brand',
  roles: rolesFor.settings,
  summary:
    'Registers an HTTPS endpoint (refused if it resolves to a private address); its secret is in the answer',
  body: createWebhookEndpointSchema,
  responses: { 201: z.object({ endpoint: webhookEndpointView, secret: z.string() }) },
});

export const setWebhookEndpointEnabled = defineContract({
  method: 'PUT',
  path: '/api/brand/webhooks/{endpointId}/enabled',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Turns an endpoint on or off',
  params: webhookEndpointParams,
  body: z.strictObject({ enabled: z.boolean({ error: 'Say whether the endpoint is on' }) }),
  responses: { 200: z.object({ endpoint: webhookEndpointView }) },
});

export const revealWebhookSecret = defineContract({
  method: 'POST',
  path: '/api/brand/webhooks/{endpointId}/secret/reveal',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: "Shows an endpoint's signing secret (and, during a roll's overlap, the previous one)",
  params: webhookEndpointParams,
  responses: {
    200: z.object({ secret: z.string(), previous_secret: z.nullable(z.string()) }),
  },
});

export const deleteWebhookEndpoint = defineContract({
  method: 'DELETE',
  path: '/api/brand/webhooks/{endpointId}',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Deletes an endpoint (nothing more is sent to it)',
  params: webhookEndpointParams,
  responses: { 204: noBody },
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export const webhookAttemptView = z.object({
  at: z.string(),
  /** The HTTP status answered; null when nothing was (refused address, timeout, connection error). */
  status: z.nullable(z.number()),
  ok: z.boolean(),
  latency_ms: z.number(),
  /** The first kilobyte of the answer, or why nothing was answered. */
  excerpt: z.string(),
  replay: z.boolean(),
});

export const webhookDeliveryView = z.object({
  id: z.string(),
  type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  created_at: z.string(),
  /** When the schedule tries again (pending only). */
  next_attempt_at: z.nullable(z.string()),
  attempt_count: z.number(),
  /** The most recent attempts, oldest first. */
  attempts: z.array(webhookAttemptView),
  /** Sent by the brand's Send test event (a sample payload, `"test": true` in its body; never retried). */
  test: z.boolean(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

/** Deliveries an endpoint's log shows, newest first. */
export const DELIVERY_LOG_SIZE = 20;

export const listWebhookDeliveries = defineContract({
  method: 'GET',
  path: '/api/brand/webhooks/{endpointId}/deliveries',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "An endpoint's most recent deliveries, newest first, each with its attempts",
  params: webhookEndpointParams,
  responses: { 200: z.object({ deliveries: z.array(webhookDeliveryView) }) },
});

export const replayWebhookDelivery = defineContract({
  method: 'POST',
  path: '/api/brand/webhooks/{endpointId}/deliveries/{deliveryId}/replay',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Sends a delivery again now: the same id and body, signed afresh',
  params: z.object({
    endpointId: z.string().check(z.minLength(1), z.maxLength(64)),
    deliveryId: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  responses: { 200: z.object({ delivery: webhookDeliveryView }) },
});

export const rollWebhookSecret = defineContract({
  method: 'POST',
  path: '/api/brand/webhooks/{endpointId}/secret/roll',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: `Replaces an endpoint's secret; the previous one keeps signing beside it for ${SECRET_ROLL_OVERLAP_HOURS} h`,
  params: webhookEndpointParams,
  responses: {
    200: z.object({ endpoint: webhookEndpointView, secret: z.string(), previous_secret_until: z.string() }),
  },
});

/**
 * Test events a brand may send an hour, all its endpoints together (issue 31). Enough to try every type
 * on every endpoint a few times; bounded because the URL is the brand's choice and may be anyone's: the
 * button must not become a way to send a third party a stream of requests from the marketplace.
 */
export const WEBHOOK_TEST_EVENTS_PER_HOUR = 20;

export const sendWebhookTestEvent = defineContract({
  method: 'POST',
  path: '/api/brand/webhooks/{endpointId}/test',
  auth: 'brand',
  roles: rolesFor.settings,
  summary:
    'Sends a sample event of a type to an endpoint now, signed, through the same delivery path and log as real events, marked as a test; not retried',
  params: webhookEndpointParams,
  body: z.strictObject({
    type: z.enum(webhookEventTypes, { error: 'Choose an event type from the list' }),
  }),
  responses: { 200: z.object({ delivery: webhookDeliveryView }) },
});
