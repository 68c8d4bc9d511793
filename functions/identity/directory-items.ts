import { type Creator, creatorEntity } from './entities/creator';
import { creatorFacetEntity, facetItemsOf } from './entities/creator-facet';
import { creatorResultsEntity, type DirectoryResults } from './entities/creator-results';

/**
 * Every table item of an onboarded creator as the directory holds them — the creator, its 90-day results
 * and its facet items — built by the entities (their keys included), for writing in bulk where thousands
 * of creators are needed at once without 2,000 sign-ups: the demo data set, the directories' bench and
 * tests. The app itself writes them through saveCreatorProfile and the daily ranking.
 */
export const directoryItemsOf = (creator: Creator, results: DirectoryResults, asOf: string) => {
  const withoutNulls = Object.fromEntries(
    Object.entries(creator).filter(([, value]) => value !== null && value !== undefined),
  );
  return [
    creatorEntity.put({ ...(withoutNulls as Creator), revision: 1 } as never).params().Item,
    creatorResultsEntity.put({ creator_id: creator.id, ...results, as_of: asOf }).params().Item,
    ...facetItemsOf(creator, results).map((item) => creatorFacetEntity.put(item).params().Item),
  ] as Record<string, unknown>[];
};
