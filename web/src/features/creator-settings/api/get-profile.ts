import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';
import { creatorSchema } from '../../../types/creator';

const profileSchema = z.object({
  /** Null before onboarding step 1. */
  creator: z.nullable(creatorSchema),
  /** The sign-in address: shown, never editable here. */
  email: z.nullable(z.string()),
});

export type CreatorProfile = z.infer<typeof profileSchema>;

/** `GET /api/creator/profile`: Profile Settings' one call. */
export const getProfile = async (): Promise<CreatorProfile> =>
  profileSchema.parse(await apiFetch('/creator/profile'));

export const profileQueryKey = [...creatorQueryRoot, 'profile'] as const;

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
