import type { BoundedPage } from '../../shared/data/bounded-page';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';

export type RelationshipType = 'favorite' | 'blacklist';

/**
 * brand_creator_relationships (spec 3): one item per brand and creator. Favorite and blacklist are one
 * attribute, so they are mutually exclusive by construction; notes live beside them.
 */
export interface Relationship {
  creator_id: string;
  relationship_type: RelationshipType | null;
  notes: string;
  updated_at: string;
}

/** This brand's own mark and notes on a creator (none yet: null and ''). */
export interface BrandMark {
  relationship_type: RelationshipType | null;
  notes: string;
}

/**
 * BRAND#{brand_id} / REL#{creator_id}, in the brand's partition (tenancy). brand_id is only in the key
 * on old items: ids are taken from the call, never read back. A cleared type is an absent attribute
 * (old items may hold null).
 */
export const relationshipEntity = defineEntity({
  model: { entity: 'relationship', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    relationship_type: { type: ['favorite', 'blacklist'] as const },
    notes: { type: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['creator_id'], template: 'REL#${creator_id}', casing: 'none' },
    },
  },
});

const toMark = (item: Record<string, unknown>): BrandMark => ({
  relationship_type: (item.relationship_type as RelationshipType | null | undefined) ?? null,
  notes: (item.notes as string | undefined) ?? '',
});

/** Sets (or clears, with null) the relationship type; notes are kept. */
export const setRelationshipType = async (
  brandId: string,
  creatorId: string,
  type: RelationshipType | null,
): Promise<Relationship> => {
  const update = relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .ifNotExists({ notes: '' })
    .set({ updated_at: new Date().toISOString(), ...(type ? { relationship_type: type } : {}) });
  const { data } = await (type ? update : update.remove(['relationship_type'])).go({ response: 'all_new' });
  return { creator_id: creatorId, ...toMark(data), updated_at: data.updated_at as string };
};

export const setRelationshipNotes = async (
  brandId: string,
  creatorId: string,
  notes: string,
): Promise<void> => {
  await relationshipEntity
    .update({ brand_id: brandId, creator_id: creatorId })
    .set({ notes, updated_at: new Date().toISOString() })
    .go();
};

/** What a blacklisted creator is refused, in the words the creator sees (403 `blocked_by_brand`). */
export const blockedMessages = {
  apply: "This brand isn't accepting partnerships with you, so you can't apply to promote its products.",
  discountCode:
    "This brand isn't accepting partnerships with you, so you can't request a discount code from it.",
  link: "This brand isn't accepting partnerships with you, so you can't create new links for its products.",
} as const;

/** One GetItem: has this brand blacklisted this creator? */
export const isBlacklisted = async (brandId: string, creatorId: string): Promise<boolean> => {
  const { data } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ attributes: ['relationship_type'] });
  return data?.relationship_type === 'blacklist';
};

/**
 * Blacklist means something: a creator the brand blacklisted starts nothing new with it (applications,
 * discount codes, links). What already exists keeps working (links redirect, codes stay).
 */
export const requireNotBlacklisted = async (
  brandId: string,
  creatorId: string,
  action: keyof typeof blockedMessages,
): Promise<void> => {
  if (await isBlacklisted(brandId, creatorId))
    throw new DomainError('blocked_by_brand', blockedMessages[action]);
};

const BATCH_ATTEMPTS = 5;

/**
 * The brand's marks on a page of creators: BatchGetItem of the brand's own relationship items (keys
 * built from the brand of the token, so only this brand's marks can be read). Keys DynamoDB leaves
 * unprocessed are asked again a bounded number of times; never a silently shorter answer.
 */
export const getMarksOfCreators = async (brandId: string, creatorIds: string[]) => {
  const marks = new Map<string, BrandMark>();
  let pending = [...new Set(creatorIds)].map((creatorId) => ({ brand_id: brandId, creator_id: creatorId }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > BATCH_ATTEMPTS) throw new Error('getMarksOfCreators: keys left unprocessed');
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const { data, unprocessed } = await relationshipEntity
      .get(pending)
      .go({ attributes: ['creator_id', 'relationship_type', 'notes'] });
    for (const item of data) marks.set(item.creator_id, toMark(item));
    pending = unprocessed.map((key) => ({ brand_id: brandId, creator_id: key.creator_id }));
  }
  return marks;
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
}): Promise<BoundedPage<R>> =>
  readBoundedPage<Record<string, unknown>, R>({
    query: relationshipEntity.query
      .primary({ brand_id: input.brandId })
      .where((attr, op) => op.eq(attr.relationship_type, input.type))
      .params(),
    after: input.afterCreatorId
      ? relationshipEntity.get({ brand_id: input.brandId, creator_id: input.afterCreatorId }).params().Key
      : undefined,
    want: input.want,
    // The type filter makes DynamoDB skip items: the page is read with the budget, like a search.
    filtered: true,
    keyOf: (item) => ({ pk: item.pk as string, sk: item.sk as string }),
    select: (items) =>
      input.select(items.map((item) => ({ creatorId: item.creator_id as string, mark: toMark(item) }))),
  });
