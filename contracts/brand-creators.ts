/** The brand's creators directory (spec 2.4): search, filters, favorite / blacklist and notes. */
import * as z from 'zod/mini';
import { creatorFilters, relationshipTypes } from './constants';
import { defineContract } from './http';
import { cursorParam, limitParam, searchParam } from './paging';
import { nextCursor } from './shapes';

export const CREATOR_PAGE_DEFAULT = 24;
export const CREATOR_PAGE_MAX = 48;
export const CREATOR_SEARCH_MAX = 100;
export const NOTES_MAX = 2000;

const creatorParams = z.object({ creatorId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const creatorDirectoryQuery = z.object({
  search: searchParam(CREATOR_SEARCH_MAX),
  filter: z._default(
    z.enum(creatorFilters, { error: 'Filter must be all, favorite, blacklist or unrated' }),
    'all',
  ),
  cursor: cursorParam,
  limit: limitParam(CREATOR_PAGE_DEFAULT, CREATOR_PAGE_MAX),
});

const relationshipType = z.nullable(z.enum(relationshipTypes));

export const creatorDirectoryEntry = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string(),
  avatar_url: z.nullable(z.string()),
  follower_count: z.number(),
  engagement_rate: z.nullable(z.number()),
  instagram_handle: z.nullable(z.string()),
  tiktok_handle: z.nullable(z.string()),
  youtube_handle: z.nullable(z.string()),
  relationship_type: relationshipType,
  notes: z.string(),
});

export const listCreatorsForBrand = defineContract({
  method: 'GET',
  path: '/api/brand/creators',
  auth: 'brand',
  summary: 'A page of the creators directory with the brand’s own marks',
  query: creatorDirectoryQuery,
  responses: { 200: z.object({ creators: z.array(creatorDirectoryEntry), next_cursor: nextCursor }) },
});

/** Favorite and blacklist are exclusive; null clears (pressing the active one again). */
export const setCreatorRelationship = defineContract({
  method: 'PUT',
  path: '/api/brand/creators/{creatorId}/relationship',
  auth: 'brand',
  summary: 'Marks a creator as favorite or blacklisted, or clears the mark',
  params: creatorParams,
  body: z.object({
    relationship_type: z.nullable(
      z.enum(relationshipTypes, { error: 'Must be favorite, blacklist or null' }),
    ),
  }),
  responses: {
    200: z.object({
      creator_id: z.string(),
      relationship_type: relationshipType,
      notes: z.string(),
      updated_at: z.string(),
    }),
  },
});

export const setCreatorNotes = defineContract({
  method: 'PUT',
  path: '/api/brand/creators/{creatorId}/notes',
  auth: 'brand',
  summary: "Saves the brand's private notes on a creator",
  params: creatorParams,
  body: z.object({
    notes: z
      .string({ error: 'Notes must be text' })
      .check(z.maxLength(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)),
  }),
  responses: { 200: z.object({ creator_id: z.string(), notes: z.string() }) },
});
