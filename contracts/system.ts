/** The platform's own routes: health, the caller, public settings and this API's description. */
import * as z from 'zod/mini';
import { brandRoles } from './brand-roles';
import { payoutSchedules, roles } from './constants';
import { defineContract } from './http';

export const getHealth = defineContract({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'Whether the API and its table answer',
  responses: {
    200: z.object({ status: z.literal('ok'), table: z.literal('ok') }),
    503: z.object({ status: z.literal('degraded'), table: z.literal('unavailable') }),
  },
});

export const getMe = defineContract({
  method: 'GET',
  path: '/api/me',
  auth: 'any',
  summary: "The signed-in user's own profile",
  responses: {
    200: z.object({
      id: z.string(),
      role: z.enum(roles),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      onboarding_completed: z.boolean(),
      /** Issue 35: how many brands a brand user belongs to (0 for creators); the switcher shows from 2. */
      brand_count: z.number(),
      /** Issue 35: how many creators a creator account manages (0 for brands); the switcher shows from 1. */
      managed_count: z.number(),
      /**
       * Issue 35: the caller's role at the brand in use (`x-brand-id`, checked against their membership as
       * brand routes check it; a brand they are not a member of gives their default brand's role, the
       * brand every brand route then falls back to), for the web to offer only what the role may do.
       * null for creators and a brand account whose brand is not made yet. The server still checks
       * every brand request.
       */
      brand_role: z.nullable(z.enum(brandRoles)),
      /** Issue 36: in the operator group (the /ops console), from the verified token; never a role. */
      operator: z.boolean(),
    }),
  },
});

export const platformSettingsShape = z.object({
  payoutSchedule: z.enum(payoutSchedules),
  payoutDayOfMonth: z.number(),
  platformFeePercent: z.number(),
  commissionHoldDays: z.number(),
  minimumPayoutCents: z.number(),
  invoiceDueDays: z.number(),
  currency: z.literal('usd'),
});

export const getPlatform = defineContract({
  method: 'GET',
  path: '/api/platform',
  auth: 'public',
  summary: 'The platform settings public copy (pricing, FAQ, payouts) is written from',
  responses: { 200: platformSettingsShape },
});

export const getOpenApi = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  summary: 'This API as an OpenAPI 3.1 document',
  responses: {
    200: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  },
});
