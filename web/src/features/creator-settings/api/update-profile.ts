import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';
import { type Creator, creatorSchema } from '../../../types/creator';
import { type CreatorProfile, profileQueryKey } from './get-profile';

/** Every editable field (the API replaces them all; e-mail is not one of them). */
export type ProfileInput = {
  username: string;
  bio: string;
  avatar_url: string;
  follower_count: number;
  instagram_handle: string;
  tiktok_handle: string;
  youtube_handle: string;
  twitter_handle: string;
};

const responseSchema = z.object({ creator: creatorSchema });

/** `PUT /api/creator/profile`: a rename claims the new username and frees the old one. */
export const updateProfile = async (input: ProfileInput): Promise<Creator> =>
  responseSchema.parse(await apiFetch('/creator/profile', { method: 'PUT', json: input })).creator;

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (creator) => {
      queryClient.setQueryData<CreatorProfile>(profileQueryKey, (data) => data && { ...data, creator });
      // The username shows on the dashboard and in the creator's links and codes.
      void queryClient.invalidateQueries({ queryKey: creatorQueryRoot });
    },
  });
};
