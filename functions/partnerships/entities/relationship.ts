import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../../shared/data/client';
import { keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';

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

export const listRelationshipsOfBrand = async (brandId: string): Promise<Map<string, Relationship>> => {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.relationship },
  });
  return new Map(
    items.map((item) => [
      item.creator_id as string,
      {
        creator_id: item.creator_id as string,
        relationship_type: (item.relationship_type as RelationshipType | null) ?? null,
        notes: (item.notes as string) ?? '',
        updated_at: item.updated_at as string,
      },
    ]),
  );
};

/** Sets (or clears, with null) the relationship type; notes are kept. */
export const setRelationshipType = async (
  brandId: string,
  creatorId: string,
  type: RelationshipType | null,
): Promise<Relationship> => {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.relationship(brandId, creatorId),
      UpdateExpression:
        'SET #type = :entity, creator_id = :creator, relationship_type = :rel, notes = if_not_exists(notes, :empty), updated_at = :now',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':entity': 'relationship',
        ':creator': creatorId,
        ':rel': type,
        ':empty': '',
        ':now': new Date().toISOString(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return {
    creator_id: creatorId,
    relationship_type: (Attributes?.relationship_type as RelationshipType | null) ?? null,
    notes: (Attributes?.notes as string) ?? '',
    updated_at: Attributes?.updated_at as string,
  };
};

export const setRelationshipNotes = async (
  brandId: string,
  creatorId: string,
  notes: string,
): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.relationship(brandId, creatorId),
      UpdateExpression:
        'SET #type = :entity, creator_id = :creator, notes = :notes, relationship_type = if_not_exists(relationship_type, :null), updated_at = :now',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':entity': 'relationship',
        ':creator': creatorId,
        ':notes': notes,
        ':null': null,
        ':now': new Date().toISOString(),
      },
    }),
  );
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
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.relationship(brandId, creatorId),
      ProjectionExpression: 'relationship_type',
    }),
  );
  return Item?.relationship_type === 'blacklist';
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
    throw new AppError('blocked_by_brand', blockedMessages[action]);
};
