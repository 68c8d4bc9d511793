import type { CreatorFacetItem } from '../identity';
import { conversionBasisPoints } from '../identity';
import type { BrandMark } from './entities/relationship';
import type { CreatorDirectoryQuery } from './schemas';

/** A creator as the directory holds them (a facet item: issue 34), the card and what it is filtered on. */
export type DirectoryCreator = CreatorFacetItem;

/** Spec 5: the search matches username, bio or Instagram handle, case-insensitive (`search` lower-cased). */
export const matchesCreatorSearch = (creator: DirectoryCreator, search: string): boolean =>
  !search ||
  creator.username.toLowerCase().includes(search) ||
  (creator.bio ?? '').toLowerCase().includes(search) ||
  (creator.instagram_handle ?? '').toLowerCase().includes(search);

const results = (creator: DirectoryCreator) => ({
  sales_cents: creator.sales_cents_90d ?? 0,
  clicks: creator.clicks_90d ?? 0,
  conversions: creator.conversions_90d ?? 0,
});

/** Conversions per click over 90 days as a percent with one decimal; null without clicks. */
export const conversionPercent = (creator: DirectoryCreator): number | null => {
  const basisPoints = conversionBasisPoints(results(creator));
  return basisPoints === null ? null : Math.round(basisPoints / 10) / 10;
};

/** Issue 34's filters, all of them, on one creator (the listing's partition already holds one of them). */
export const matchesCreatorFilters = (creator: DirectoryCreator, query: CreatorDirectoryQuery): boolean => {
  if (!matchesCreatorSearch(creator, query.search)) return false;
  if (query.niche && !(creator.niches ?? []).includes(query.niche)) return false;
  if (query.platform && !(creator.platforms ?? []).includes(query.platform)) return false;
  if (query.band && creator.audience_band !== query.band) return false;
  if (query.min_sales_cents !== null && (creator.sales_cents_90d ?? 0) < query.min_sales_cents) return false;
  if (query.min_conversion !== null && query.min_conversion > 0) {
    const rate = conversionPercent(creator);
    if (rate === null || rate < query.min_conversion) return false;
  }
  return true;
};

/** A card of the creators directory: an allow-list of the creator's fields plus this brand's mark. */
export const toDirectoryEntry = (creator: DirectoryCreator, mark: BrandMark | undefined) => ({
  id: creator.creator_id,
  username: creator.username,
  bio: creator.bio ?? '',
  avatar_url: creator.avatar_url ?? null,
  follower_count: creator.follower_count ?? 0,
  engagement_rate: creator.engagement_rate ?? null,
  instagram_handle: creator.instagram_handle ?? null,
  tiktok_handle: creator.tiktok_handle ?? null,
  youtube_handle: creator.youtube_handle ?? null,
  twitter_handle: creator.twitter_handle ?? null,
  niches: creator.niches ?? [],
  platforms: creator.platforms ?? [],
  audience_band: creator.audience_band ?? null,
  sales_cents_90d: creator.sales_cents_90d ?? 0,
  clicks_90d: creator.clicks_90d ?? 0,
  conversions_90d: creator.conversions_90d ?? 0,
  conversion_rate_90d: conversionPercent(creator),
  relationship_type: mark?.relationship_type ?? null,
  notes: mark?.notes ?? '',
});

export type DirectoryEntry = ReturnType<typeof toDirectoryEntry>;
