import type { Creator } from '../identity';
import type { BrandMark } from './entities/relationship';

/** Spec 5: the search matches username, bio or Instagram handle, case-insensitive (`search` lower-cased). */
export const matchesCreatorSearch = (creator: Creator, search: string): boolean =>
  !search ||
  creator.username.toLowerCase().includes(search) ||
  (creator.bio ?? '').toLowerCase().includes(search) ||
  (creator.instagram_handle ?? '').toLowerCase().includes(search);

/** A card of the creators directory: an allow-list of the creator's fields plus this brand's mark. */
export const toDirectoryEntry = (creator: Creator, mark: BrandMark | undefined) => ({
  id: creator.id,
  username: creator.username,
  bio: creator.bio,
  avatar_url: creator.avatar_url,
  follower_count: creator.follower_count,
  engagement_rate: creator.engagement_rate,
  instagram_handle: creator.instagram_handle,
  tiktok_handle: creator.tiktok_handle,
  youtube_handle: creator.youtube_handle,
  relationship_type: mark?.relationship_type ?? null,
  notes: mark?.notes ?? '',
});

export type DirectoryEntry = ReturnType<typeof toDirectoryEntry>;
