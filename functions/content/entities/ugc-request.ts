import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UgcContentType } from '../../../contracts/ugc';
import { db, isConditionFailure, queryAll, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';

export type UgcRequestStatus = 'open' | 'closed';

/**
 * ugc_requests (spec 3): under the brand (BRAND#{id} / UGCREQ#{requestId}, the id time-sortable, so the
 * brand's list is one Query, newest first). While open it also sits in two sparse index partitions:
 * every brand's open requests (directory UGC#OPEN, Explore's Content tab) and this brand's
 * (byOwner, its profile's Content Opportunities); closing removes both, so creators never list a closed one.
 * The brand's name and logo are copied in so a creator's list is one Query.
 */
export interface UgcRequest {
  id: string;
  brand_id: string;
  brand_name: string;
  brand_logo_url: string | null;
  title: string;
  description: string;
  content_type: Exclude<UgcContentType, 'photo'>;
  budget_cents: number;
  licensing_terms: string | null;
  licensing_duration_months: number;
  duration_seconds: number | null;
  /** YYYY-MM-DD or null. */
  deadline: string | null;
  status: UgcRequestStatus;
  created_at: string;
  closed_at: string | null;
}

interface UgcRequestItem extends UgcRequest {
  pk: string;
  sk: string;
  type: 'ugc-request';
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

const toRequest = ({
  pk: _p,
  sk: _s,
  type: _t,
  gsi1pk: _g,
  gsi1sk: _h,
  gsi2pk: _i,
  gsi2sk: _j,
  ...request
}: UgcRequestItem): UgcRequest => request;

/** Puts a new open request, listed at once to creators (its index entries are on the item). */
export const putUgcRequest = async (request: UgcRequest): Promise<UgcRequest> => {
  const openSk = `${request.created_at}#${request.id}`;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.ugcRequest(request.brand_id, request.id),
        type: 'ugc-request',
        gsi1pk: indexKeys.brandOpenUgcRequests(request.brand_id),
        gsi1sk: openSk,
        gsi2pk: indexKeys.openUgcRequests,
        gsi2sk: openSk,
        ...request,
      } satisfies UgcRequestItem,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return request;
};

export const getUgcRequest = async (brandId: string, requestId: string): Promise<UgcRequest | undefined> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.ugcRequest(brandId, requestId) }),
  );
  return Item ? toRequest(Item as UgcRequestItem) : undefined;
};

/**
 * open → closed, once (a second close is 409; another brand's request is not found by key). Removing
 * the index attributes takes it out of both creator listings in the same write.
 */
export const closeUgcRequest = async (brandId: string, requestId: string): Promise<UgcRequest> => {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.ugcRequest(brandId, requestId),
        UpdateExpression: 'SET #status = :closed, closed_at = :now REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk) AND #status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open', ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRequest(Attributes as UgcRequestItem);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getUgcRequest(brandId, requestId);
    if (!current) throw new AppError('not_found', 'UGC request not found');
    throw new AppError('conflict', 'This request is already closed.');
  }
};

/** The brand's requests, newest first (one Query, all pages: the brand's own items only). */
export const listUgcRequestsOfBrand = async (brandId: string): Promise<UgcRequest[]> =>
  (
    await queryAll<UgcRequestItem>({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.ugcRequest },
      ScanIndexForward: false,
    })
  ).map(toRequest);

/** How many open requests a creator's list shows at most (newest first). */
export const OPEN_REQUESTS_LIMIT = 60;

/** Every brand's open requests, newest first (one Query on the sparse directory partition). */
export const listOpenUgcRequests = async (): Promise<UgcRequest[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'directory',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.openUgcRequests },
      ScanIndexForward: false,
      Limit: OPEN_REQUESTS_LIMIT,
    }),
  );
  return (Items as UgcRequestItem[]).map(toRequest);
};

/** One brand's open requests, newest first (one Query on its sparse byOwner partition). */
export const listOpenUgcRequestsOfBrand = async (brandId: string): Promise<UgcRequest[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.brandOpenUgcRequests(brandId) },
      ScanIndexForward: false,
      Limit: OPEN_REQUESTS_LIMIT,
    }),
  );
  return (Items as UgcRequestItem[]).map(toRequest);
};

/** A transaction item: the request still exists and is open (a submission for it is refused otherwise). */
export const ugcRequestIsOpen = (brandId: string, requestId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.ugcRequest(brandId, requestId),
    ConditionExpression: '#status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':open': 'open' },
  },
});
