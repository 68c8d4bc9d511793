import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';

export type DiscountCodeStatus = 'pending' | 'approved' | 'denied';
/** What happened in the brand's store after approval. */
export type StoreSyncStatus = 'not_applicable' | 'pending' | 'created' | 'failed';

/**
 * discount_codes (spec 3): one request per creator and brand (the key makes it unique), stored under the
 * creator; the brand lists its requests through byOwner (BRAND#{id}#CODES, `{status}#{requested_at}`).
 */
export interface DiscountCode {
  creator_id: string;
  creator_username: string;
  brand_id: string;
  brand_name: string;
  code: string;
  status: DiscountCodeStatus;
  discount_percentage: number | null;
  current_uses: number;
  max_uses: number | null;
  valid_until: string | null;
  store_sync: StoreSyncStatus;
  store_error: string | null;
  requested_at: string;
  reviewed_at: string | null;
}

interface DiscountCodeItem extends DiscountCode {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'discount-code';
  /** Times the store consumer called the store for this code (see recordStoreAttempt). */
  store_attempts?: number;
}

const toCode = ({
  pk: _p,
  sk: _s,
  gsi1pk: _g,
  gsi1sk: _h,
  type: _t,
  store_attempts: _a,
  ...code
}: DiscountCodeItem): DiscountCode => code;

/** How many suffixed variants of a username are tried for a discount code (each one is taken). */
export const MAX_CODE_VARIANTS = 25;

/** The code texts a creator may get, in order: the username, then `{username}-2`, `{username}-3`, ... */
export const discountCodeVariant = (username: string, attempt: number): string =>
  attempt === 0 ? username : `${username}-${attempt + 1}`;

type CancellationReason = { Code?: string };
const failedConditions = (error: unknown): boolean[] =>
  (
    ((error as { name?: string })?.name === 'TransactionCanceledException'
      ? (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons
      : undefined) ?? []
  ).map((reason) => reason.Code === 'ConditionalCheckFailed');

/**
 * A pending request, one per creator and brand. Its code text is reserved for the creator forever (a
 * claim item written in the same transaction, kept when the creator renames): the next owner of a
 * released username gets `{username}-2` rather than a code a brand already gave someone else. The
 * creator's own claim is reused across brands.
 */
export const requestDiscountCode = async (
  input: Pick<DiscountCode, 'creator_id' | 'creator_username' | 'brand_id' | 'brand_name'>,
): Promise<DiscountCode> => {
  for (let attempt = 0; attempt < MAX_CODE_VARIANTS; attempt++) {
    const now = new Date().toISOString();
    const code: DiscountCode = {
      ...input,
      // Spec 3: the code is the creator's username (Shopify matches discount codes case-insensitively).
      code: discountCodeVariant(input.creator_username, attempt),
      status: 'pending',
      discount_percentage: null,
      current_uses: 0,
      max_uses: null,
      valid_until: null,
      store_sync: 'not_applicable',
      store_error: null,
      requested_at: now,
      reviewed_at: null,
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            // Index 0: the code text, free or already this creator's.
            {
              Update: {
                TableName: tableName(),
                Key: keys.discountCodeClaim(code.code),
                UpdateExpression:
                  'SET #type = :claim, creator_id = :me, code = :code, claimed_at = if_not_exists(claimed_at, :now)',
                ConditionExpression: 'attribute_not_exists(pk) OR creator_id = :me',
                ExpressionAttributeNames: { '#type': 'type' },
                ExpressionAttributeValues: {
                  ':claim': 'discount-code-claim',
                  ':me': input.creator_id,
                  ':code': code.code,
                  ':now': now,
                },
              },
            },
            // Index 1: one request per creator and brand.
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...keys.discountCode(input.creator_id, input.brand_id),
                  gsi1pk: indexKeys.brandDiscountCodes(input.brand_id),
                  gsi1sk: `pending#${now}`,
                  type: 'discount-code',
                  ...code,
                } satisfies DiscountCodeItem,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return code;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const [claimTaken, requestExists] = failedConditions(error);
      if (requestExists) {
        throw new AppError('conflict', 'You already have a discount code request for this brand');
      }
      if (!claimTaken) throw error;
      // Another creator holds this text (e.g. the username's previous owner): try the next variant.
    }
  }
  throw new Error(`requestDiscountCode: no free code after ${MAX_CODE_VARIANTS} variants`);
};

/**
 * pending → approved (with a percentage) | denied, by that brand only; deciding twice is a 409. The
 * decision's outbox events (DiscountCodeApproved) are written in the same transaction as the decision.
 */
export const decideDiscountCode = async (
  brandId: string,
  creatorId: string,
  decision:
    | { status: 'approved'; discount_percentage: number; store_sync: StoreSyncStatus }
    | { status: 'denied' },
  events: readonly TransactItem[] = [],
): Promise<DiscountCode> => {
  const key = keys.discountCode(creatorId, brandId);
  const now = new Date().toISOString();
  const update = {
    TableName: tableName(),
    Key: key,
    UpdateExpression:
      decision.status === 'approved'
        ? 'SET #status = :status, reviewed_at = :now, gsi1sk = :sk, discount_percentage = :pct, store_sync = :sync'
        : 'SET #status = :status, reviewed_at = :now, gsi1sk = :sk',
    ConditionExpression: 'brand_id = :brand AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': decision.status,
      ':now': now,
      ':sk': `${decision.status}#${now}`,
      ':brand': brandId,
      ':pending': 'pending',
      ...(decision.status === 'approved'
        ? { ':pct': decision.discount_percentage, ':sync': decision.store_sync }
        : {}),
    },
  };
  try {
    if (events.length === 0) {
      const { Attributes } = await db.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
      return toCode(Attributes as DiscountCodeItem);
    }
    await db.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...events] }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    if (!Item || Item.brand_id !== brandId)
      throw new AppError('not_found', 'Discount code request not found');
    throw new AppError('conflict', `This discount code was already ${Item.status}.`);
  }
  // A transaction returns no values: read the decided item back.
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return toCode(Item as DiscountCodeItem);
};

/**
 * Counts a call to the store about to be made and returns how many were made before. A store's "code
 * taken" answer means "created" only when an earlier attempt of ours may have created it (a retry
 * after a crash); on the first attempt it means the store already had that code: a failure.
 */
export const recordStoreAttempt = async (creatorId: string, brandId: string): Promise<number> => {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.discountCode(creatorId, brandId),
      UpdateExpression: 'ADD store_attempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Number(Attributes?.store_attempts ?? 0);
};

export const recordStoreSync = async (
  creatorId: string,
  brandId: string,
  sync: StoreSyncStatus,
  error: string | null,
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.discountCode(creatorId, brandId),
      UpdateExpression: 'SET store_sync = :sync, store_error = :error',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':sync': sync, ':error': error },
    }),
  );

export const getDiscountCode = async (
  creatorId: string,
  brandId: string,
): Promise<DiscountCode | undefined> => {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.discountCode(creatorId, brandId),
      ConsistentRead: true,
    }),
  );
  return Item ? toCode(Item as DiscountCodeItem) : undefined;
};

export const listDiscountCodesOfCreator = async (creatorId: string): Promise<DiscountCode[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.creator(creatorId).pk, ':prefix': prefixes.discountCode },
    }),
  );
  return (Items as DiscountCodeItem[]).map(toCode);
};

/** A brand's requests, newest first (byOwner index); all statuses — the campaigns tab groups them. */
export const listDiscountCodesOfBrand = async (brandId: string): Promise<DiscountCode[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :brand',
      ExpressionAttributeValues: { ':brand': indexKeys.brandDiscountCodes(brandId) },
      ScanIndexForward: false,
    }),
  );
  return (Items as DiscountCodeItem[]).map(toCode);
};
