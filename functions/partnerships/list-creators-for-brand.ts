import { facetName, facetPartition, getCreatorCardsByIds, listCreatorFacetPage } from '../identity';
import { batchGetEntities } from '../shared/data/batch-get';
import { readBoundedPage } from '../shared/data/bounded-page';
import { prefixes } from '../shared/data/keys';
import { encodeCursor, invalidCursor } from '../shared/http/page-cursor';
import {
  type DirectoryCreator,
  type DirectoryEntry,
  matchesCreatorFilters,
  toDirectoryEntry,
} from './creator-entry';
import { type BrandMark, relationshipEntity } from './entities/relationship';
import type { CreatorDirectoryQuery } from './schemas';

type Page = { creators: DirectoryEntry[]; next_cursor: string | null };
type StoredMark = BrandMark & { creator_id: string };

/**
 * The partition a listing reads (issue 34): the most selective facet asked for — a niche, else an audience
 * band, else a platform, else every creator — in the order asked for. The other filters are checked on
 * the items read (each carries every facet and the results).
 */
export const partitionFor = (query: CreatorDirectoryQuery) => {
  const facet = query.niche
    ? facetName.niche(query.niche)
    : query.band
      ? facetName.band(query.band)
      : query.platform
        ? facetName.platform(query.platform)
        : facetName.all;
  return { facet, order: query.sort };
};

/** Whether the partition itself answers every filter, so a page is a plain read of `limit + 1` items. */
const partitionAnswers = (query: CreatorDirectoryQuery, facet: string) => {
  const asked = [
    query.niche && facetName.niche(query.niche),
    query.band && facetName.band(query.band),
    query.platform && facetName.platform(query.platform),
  ].filter(Boolean);
  return (
    query.search === '' &&
    query.filter !== 'unrated' &&
    query.min_sales_cents === null &&
    (query.min_conversion === null || query.min_conversion === 0) &&
    asked.every((name) => name === facet)
  );
};

/**
 * All / Unrated: a bounded Query of one facet partition, and one BatchGetItem of this brand's marks on
 * the creators picked. Unrated = neither favorite nor blacklisted (notes allowed).
 */
const listFromDirectory = async (brandId: string, query: CreatorDirectoryQuery): Promise<Page> => {
  const { facet, order } = partitionFor(query);
  if (query.cursor && (!('gsi2pk' in query.cursor) || query.cursor.gsi2pk !== facetPartition(facet, order)))
    throw invalidCursor();
  const unrated = query.filter === 'unrated';
  // Sorted by a result, best first: once one item is below the minimum, so is every item after it.
  let belowMinimum = false;
  const page = await listCreatorFacetPage({
    facet,
    order,
    after: query.cursor,
    want: query.limit,
    filtered: !partitionAnswers(query, facet),
    select: async (creators) => {
      const candidates = creators.filter((creator) => matchesCreatorFilters(creator, query));
      if (order === 'sales' && query.min_sales_cents !== null)
        belowMinimum = creators.some((c) => (c.sales_cents_90d ?? 0) < (query.min_sales_cents ?? 0));
      // Keys built from the brand of the token: only this brand's marks can be read.
      const marks = new Map<string, BrandMark>();
      const found = candidates.length
        ? await batchGetEntities<StoredMark>(
            relationshipEntity,
            candidates.map((creator) => ({ brand_id: brandId, creator_id: creator.creator_id })),
            { attributes: ['creator_id', 'relationship_type', 'notes'] },
          )
        : [];
      for (const mark of found) marks.set(mark.creator_id, mark);
      return creators.map((creator) => {
        if (!matchesCreatorFilters(creator, query)) return undefined;
        const mark = marks.get(creator.creator_id);
        if (unrated && mark?.relationship_type) return undefined;
        return toDirectoryEntry(creator, mark);
      });
    },
  });
  const next = page.next && !(belowMinimum && page.results.length < query.limit) ? page.next : null;
  return { creators: page.results, next_cursor: next ? encodeCursor(next) : null };
};

/**
 * Favorites / Blacklisted: a bounded Query of the brand's own relationship items of that type, and one
 * BatchGetItem of those creators' directory cards (the search and filters apply to them as they are now).
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
      const creators = await getCreatorCardsByIds(marked.map((mark) => mark.creator_id));
      return marked.map((mark) => {
        // Only creators in the directory (marks can only be set on them; a vanished one is skipped).
        const creator: DirectoryCreator | undefined = creators.get(mark.creator_id);
        if (!creator || !matchesCreatorFilters(creator, query)) return undefined;
        return toDirectoryEntry(creator, mark);
      });
    },
  });
  const next = page.next ? { rel: page.next.sk?.slice(prefixes.relationship.length) ?? '' } : null;
  return { creators: page.results, next_cursor: next?.rel ? encodeCursor(next) : null };
};

/**
 * Creators directory (spec 2.4, issue 34), a page at a time: search (username, bio, Instagram handle),
 * the filters All, Favorites, Blacklisted, Unrated, and niche, platform, audience band and minimum
 * 90-day results, sorted by username, sales driven or conversion rate; on the server, each request one
 * bounded Query and at most one BatchGetItem, whatever the number of creators. `next_cursor` continues
 * the same listing.
 */
export const listCreatorsForBrand = (brandId: string, query: CreatorDirectoryQuery): Promise<Page> =>
  query.filter === 'favorite' || query.filter === 'blacklist'
    ? listMarked(brandId, { ...query, filter: query.filter })
    : listFromDirectory(brandId, query);
