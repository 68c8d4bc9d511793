import { batchGetItems } from '../shared/data/batch-get';
import { type BoundedPage, readBoundedPage } from '../shared/data/bounded-page';
import { tableName } from '../shared/data/client';
import { keys, prefixes } from '../shared/data/keys';
import type { BrandMark } from './creator-entry';
import type { RelationshipType } from './entities/relationship';

type RelationshipItem = Record<string, unknown> & { sk: string; creator_id: string };

const toMark = (item: Record<string, unknown>): BrandMark => ({
  relationship_type: (item.relationship_type as RelationshipType | null) ?? null,
  notes: (item.notes as string | undefined) ?? '',
});

/**
 * The brand's marks on a page of creators: one BatchGetItem of the brand's own relationship items
 * (keys built from the brand of the token, so only this brand's marks can be read).
 */
export const getMarksOfCreators = async (brandId: string, creatorIds: string[]) => {
  const items = await batchGetItems<RelationshipItem>(
    creatorIds.map((creatorId) => keys.relationship(brandId, creatorId)),
    { projection: 'creator_id, relationship_type, notes' },
  );
  return new Map(items.map((item) => [item.creator_id, toMark(item)]));
};

/**
 * Favorites / Blacklisted: a bounded Query of the brand's relationship items (its own partition, by
 * creator id), only those of one type. The cursor is the creator id of the last one looked at.
 */
export const listMarkedCreatorsPage = <R>(input: {
  brandId: string;
  type: RelationshipType;
  afterCreatorId?: string;
  want: number;
  select: (marks: { creatorId: string; mark: BrandMark }[]) => Promise<(R | undefined)[]>;
}): Promise<BoundedPage<R>> => {
  const pk = keys.brand(input.brandId).pk;
  return readBoundedPage<RelationshipItem, R>({
    query: {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'relationship_type = :type',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefixes.relationship, ':type': input.type },
    },
    after: input.afterCreatorId ? keys.relationship(input.brandId, input.afterCreatorId) : undefined,
    want: input.want,
    // The type filter makes DynamoDB skip items: the page is read with the budget, like a search.
    filtered: true,
    keyOf: (item) => ({ pk, sk: item.sk }),
    select: (items) =>
      input.select(items.map((item) => ({ creatorId: item.creator_id, mark: toMark(item) }))),
  });
};
