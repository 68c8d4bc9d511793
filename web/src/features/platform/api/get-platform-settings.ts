import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/platform` (functions/platform/handler.ts): public, the settings public copy is written from. */
export const platformSettingsSchema = z.object({
  payoutSchedule: z.enum(['monthly', 'weekly']),
  payoutDayOfMonth: z.int().check(z.minimum(1), z.maximum(31)),
  platformFeePercent: z.number().check(z.minimum(0), z.maximum(100)),
  commissionHoldDays: z.int().check(z.minimum(0)),
  minimumPayoutCents: z.int().check(z.minimum(0)),
  currency: z.string(),
});

export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const getPlatformSettings = async (): Promise<PlatformSettings> =>
  // No token: the answer is the same for everyone, and the marketing pages need no Amplify for it.
  platformSettingsSchema.parse(await apiFetch('/platform', { anonymous: true }));

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-settings'],
    queryFn: getPlatformSettings,
    // Settings change with a deployment, not during a visit.
    staleTime: 60 * 60_000,
  });

export const usePlatformSettings = () => useQuery(platformSettingsQueryOptions());
