/**
 * API keys (issue 22): a brand's keys for its own systems (ERP, Zapier, dashboards) to call the public
 * API under /api/v1/. A key's secret is shown once, at creation; the server keeps only its SHA-256 hash
 * and a visible prefix. Each key carries scopes from a closed list, checked for every /api/v1 route.
 */
import * as z from 'zod/mini';
import { rolesFor } from './brand-roles';
import { defineContract, noBody } from './http';

/** The closed list of scopes a key may hold; each /api/v1 route requires one. */
export const apiKeyScopes = [
  'sales:read',
  'commissions:read',
  'products:read',
  'products:write',
  'links:read',
  'partners:read',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * Each key's rate on /api/v1 (counted by the key authorizer, functions/identity/api-key-rate-limit.ts): 10 requests a second on
 * average with bursts of 20; over it 429 with Retry-After.
 */
export const API_KEY_RATE = { requestsPerSecond: 10, burst: 20 } as const;

/**
 * Issue 31: a brand's rate on /api/v1, all its keys together — twice one key's, in the same two-second
 * window (20 requests a second, bursts of 40). Without it every key minted (up to MAX_ACTIVE_API_KEYS)
 * added a key's rate, so a brand could put 20 keys' load on the marketplace. Twice, not once: a brand
 * usually runs a few integrations (an ERP sync, a dashboard, a script), and one of them looping can use at
 * most half of the brand's rate, so the others still get through. The marketplace bounds what a tenant
 * can send, as Stripe (per account) and Shopify (per store and app) do.
 */
export const API_BRAND_RATE_MULTIPLE = 2;
export const API_BRAND_RATE = {
  requestsPerSecond: API_KEY_RATE.requestsPerSecond * API_BRAND_RATE_MULTIPLE,
  burst: API_KEY_RATE.burst * API_BRAND_RATE_MULTIPLE,
} as const;

/** Live keys start with this; the visible prefix is it plus the secret's first characters. */
export const API_KEY_PREFIX = 'mk_live_';
export const API_KEY_NAME_MAX = 60;
/** Active (unrevoked) keys a brand may hold at once. */
export const MAX_ACTIVE_API_KEYS = 20;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  /** The first characters of the secret (`mk_live_AB12`), so a person can tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKey>;

export const createApiKeySchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
    ),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: 'Choose scopes from the list' }), {
      error: 'Choose at least one scope',
    })
    .check(z.minLength(1, 'Choose at least one scope'), z.maxLength(apiKeyScopes.length, 'Too many scopes')),
});

export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyParams = z.object({
  keyId: z
    .string()
    .check(
      z.minLength(1, 'Key id is required'),
      z.maxLength(64, 'Key id is too long'),
      z.regex(/^[\w-]+$/, 'Key id is not valid'),
    ),
});

export const listApiKeys = defineContract({
  method: 'GET',
  path: '/api/brand/api-keys',
  auth: 'brand',
  roles: rolesFor.reading,
  summary: "The brand's API keys, newest first (active and revoked; never a secret)",
  responses: { 200: z.object({ keys: z.array(apiKey) }) },
});

export const createApiKey = defineContract({
  method: 'POST',
  path: '/api/brand/api-keys',
  auth: 'brand',
  roles: rolesFor.settings,
  secondFactor: 'create API keys',
  summary: 'Creates an API key; the answer carries its secret, which is never shown again',
  body: createApiKeySchema,
  responses: { 201: z.object({ key: apiKey, secret: z.string() }) },
});

export const revokeApiKey = defineContract({
  method: 'DELETE',
  path: '/api/brand/api-keys/{keyId}',
  auth: 'brand',
  roles: rolesFor.settings,
  summary: 'Revokes a key at once: the next request made with it is refused',
  params: apiKeyParams,
  responses: { 204: noBody },
});
