import { getCreatorsByIds, listCreatorDirectoryPage } from '../identity';
import { batchGetEntities } from '../shared/data/batch-get';
import { readBoundedPage } from '../shared/data/bounded-page';
import { prefixes } from '../shared/data/keys';
import { encodeCursor, invalidCursor } from '../shared/http/page-cursor';
import { type DirectoryEntry, matchesCreatorSearch, toDirectoryEntry } from './creator-entry';
import { type BrandMark, relationshipEntity } from './entities/relationship';
import type { CreatorDirectoryQuery } from './schemas';

type Page = { creators: DirectoryEntry[]; next_cursor: string | null };
type StoredMark = BrandMark & { creator_id: string };

/**
 * All / Unrated: a bounded Query of the creator directory (by username) and one BatchGetItem of this
 * brand's marks on the creators looked at. Unrated = neither favorite nor blacklisted (notes allowed).
 */
const listFromDirectory = async (brandId: string, query: CreatorDirectoryQuery): Promise<Page> => {
  if (query.cursor && !('gsi2pk' in query.cursor)) throw invalidCursor();
  const unrated = query.filter === 'unrated';
  const page = await listCreatorDirectoryPage({
    after: query.cursor,
    want: query.limit,
    filtered: unrated || query.search !== '',
    select: async (creators) => {
      const candidates = creators.filter((creator) => matchesCreatorSearch(creator, query.search));
      // Keys built from the brand of the token: only this brand's marks can be read.
      const marks = new Map<string, BrandMark>();
      const found = await batchGetEntities<StoredMark>(
        relationshipEntity,
        candidates.map((creator) => ({ brand_id: brandId, creator_id: creator.id })),
        { attributes: ['creator_id', 'relationship_type', 'notes'] },
      );
      for (const mark of found) marks.set(mark.creator_id, mark);
      return creators.map((creator) => {
        if (!matchesCreatorSearch(creator, query.search)) return undefined;
        const mark = marks.get(creator.id);
        if (unrated && mark?.relationship_type) return undefined;
        return toDirectoryEntry(creator, mark);
      });
    },
  });
  return { creators: page.results, next_cursor: page.next ? encodeCursor(page.next) : null };
};

/**
 * Favorites / Blacklisted: a bounded Query of the brand's own relationship items of that type, and one
 * BatchGetItem of those creators (the search is applied to them as they are now).
 */
const listMarked = async (
  brandId: string,
  query: CreatorDirectoryQuery & { filter: 'favorite' | 'blacklist' },
): Promise<Page> => {
  if (query.cursor && !('rel' in query.cursor)) throw invalidCursor();
  const after = query.cursor?.rel;
  const page = await readBoundedPage<StoredMark & { pk: string; sk: string }, DirectoryEntry>({
    query: relationshipEntity.query
      .primary({ brand_id: brandId })
      .where((attr, op) => op.eq(attr.relationship_type, query.filter)),
    after: after ? relationshipEntity.get({ brand_id: brandId, creator_id: after }).params().Key : undefined,
    want: query.limit,
    // The type filter makes DynamoDB skip items: the page is read with the budget, like a search.
    filtered: true,
    keyOf: ({ pk, sk }) => ({ pk, sk }),
    select: async (marked) => {
      const creators = await getCreatorsByIds(marked.map((mark) => mark.creator_id));
      return marked.map((mark) => {
        const creator = creators.get(mark.creator_id);
        // Only creators in the directory (marks can only be set on them; a vanished one is skipped).
        if (!creator?.onboarding_completed) return undefined;
        if (!matchesCreatorSearch(creator, query.search)) return undefined;
        return toDirectoryEntry(creator, mark);
      });
    },
  });
  const next = page.next ? { rel: page.next.sk?.slice(prefixes.relationship.length) ?? '' } : null;
  return { creators: page.results, next_cursor: next?.rel ? encodeCursor(next) : null };
};

/**
 * Creators directory (spec 2.4), a page at a time: search (username, bio, Instagram handle) and the
 * filters All, Favorites, Blacklisted, Unrated, on the server, each request one bounded Query and at
 * most one BatchGetItem, whatever the number of creators. `next_cursor` continues the same listing.
 */
export const listCreatorsForBrand = (brandId: string, query: CreatorDirectoryQuery): Promise<Page> =>
  query.filter === 'favorite' || query.filter === 'blacklist'
    ? listMarked(brandId, { ...query, filter: query.filter })
    : listFromDirectory(brandId, query);
