import * as z from 'zod/mini';
import { indexKeys } from '../shared/data/keys';
import { cursorSchema, limitSchema, searchSchema } from '../shared/http/page-cursor';

export const CREATOR_PAGE_DEFAULT = 24;
export const CREATOR_PAGE_MAX = 48;
export const CREATOR_SEARCH_MAX = 100;

/** The directory's filters (spec 2.4): every creator, the brand's favorites, its blacklist, the unrated. */
export const creatorFilters = ['all', 'favorite', 'blacklist', 'unrated'] as const;
export type CreatorFilter = (typeof creatorFilters)[number];

const id = z.string().check(z.regex(/^[\w-]{1,64}$/));

/** All / Unrated pages walk the creator directory index (gsi2, by username). */
export const creatorDirectoryKey = z.strictObject({
  pk: z.string().check(z.regex(/^CREATOR#[\w-]{1,64}$/)),
  sk: z.literal('CREATOR'),
  gsi2pk: z.literal(indexKeys.creatorDirectory),
  gsi2sk: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** Favorites / Blacklisted pages walk the brand's own relationship items; the brand comes from the token. */
export const relationshipKey = z.strictObject({ rel: id });

export const creatorDirectoryQuery = z.object({
  search: searchSchema(CREATOR_SEARCH_MAX),
  filter: z._default(
    z.enum(creatorFilters, { error: 'Filter must be all, favorite, blacklist or unrated' }),
    'all',
  ),
  cursor: cursorSchema(z.union([creatorDirectoryKey, relationshipKey])),
  limit: limitSchema(CREATOR_PAGE_DEFAULT, CREATOR_PAGE_MAX),
});

export type CreatorDirectoryQuery = z.output<typeof creatorDirectoryQuery>;
