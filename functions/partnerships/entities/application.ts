import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { indexKeys, keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';

export type ApplicationStatus = 'pending' | 'approved' | 'denied';

/**
 * applications (spec 3): one per creator and product, stored under the creator (the key makes it
 * unique); the brand finds its applications through byOwner (BRAND#{id}#APPS, `{status}#{applied_at}`).
 * Creator and product names are copied in at creation so a list is one Query.
 */
export interface Application {
  id: string;
  creator_id: string;
  creator_username: string;
  product_id: string;
  product_name: string;
  brand_id: string;
  brand_name: string;
  status: ApplicationStatus;
  message: string | null;
  applied_at: string;
  reviewed_at: string | null;
}

interface ApplicationItem extends Application {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  type: 'application';
}

/** The id names its key: creator and product. Brand routes address applications by it. */
export const applicationId = (creatorId: string, productId: string) => `${creatorId}.${productId}`;

export const parseApplicationId = (id: string): { creatorId: string; productId: string } | undefined => {
  const [creatorId, productId, ...rest] = id.split('.');
  return creatorId && productId && rest.length === 0 ? { creatorId, productId } : undefined;
};

const toApplication = ({
  pk: _p,
  sk: _s,
  gsi1pk: _g,
  gsi1sk: _h,
  type: _t,
  ...app
}: ApplicationItem): Application => app;

/**
 * Creates a pending application, once: the conditional put on the (creator, product) key refuses a
 * second one; the brand's pending counter moves in the same transaction.
 */
export const createApplication = async (
  input: Omit<Application, 'id' | 'status' | 'applied_at' | 'reviewed_at'>,
) => {
  const now = new Date().toISOString();
  const application: Application = {
    id: applicationId(input.creator_id, input.product_id),
    ...input,
    status: 'pending',
    applied_at: now,
    reviewed_at: null,
  };
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.application(input.creator_id, input.product_id),
                gsi1pk: indexKeys.brandApplications(input.brand_id),
                gsi1sk: `pending#${now}`,
                type: 'application',
                ...application,
              } satisfies ApplicationItem,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.brandStats(input.brand_id),
              UpdateExpression: 'ADD pending_applications :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    return application;
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError('conflict', 'You have already applied to promote this product.');
    }
    throw error;
  }
};

/** Whether the approval's product check (transaction index 2) is what refused it. */
const productCheckFailed = (error: unknown): boolean =>
  (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[2]?.Code ===
  'ConditionalCheckFailed';

/**
 * pending → approved | denied, by the product's brand only. The condition carries both rules (this
 * brand, still pending), so deciding twice is a 409 and another brand's application is a 404; the
 * brand's counters and the decision's outbox events (ApplicationApproved) are written in the same
 * transaction, so an approval and its event exist together or not at all.
 */
export const decideApplication = async (
  brandId: string,
  id: string,
  decision: 'approved' | 'denied',
  events: readonly TransactItem[] = [],
): Promise<Application> => {
  const parsed = parseApplicationId(id);
  if (!parsed) throw new AppError('not_found', 'Application not found');
  const key = keys.application(parsed.creatorId, parsed.productId);
  const now = new Date().toISOString();
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET #status = :decision, reviewed_at = :now, gsi1sk = :sk',
              ConditionExpression: 'brand_id = :brand AND #status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':decision': decision,
                ':now': now,
                ':sk': `${decision}#${now}`,
                ':brand': brandId,
                ':pending': 'pending',
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.brandStats(brandId),
              UpdateExpression:
                decision === 'approved'
                  ? 'ADD pending_applications :minus, active_partnerships :one'
                  : 'ADD pending_applications :minus',
              ExpressionAttributeValues:
                decision === 'approved' ? { ':minus': -1, ':one': 1 } : { ':minus': -1 },
            },
          },
          // Index 2, approvals only: the product still exists. A product the brand deleted cannot
          // get a referral link, so approving an application for it would promise what never comes.
          ...(decision === 'approved'
            ? [
                {
                  ConditionCheck: {
                    TableName: tableName(),
                    Key: keys.product(brandId, parsed.productId),
                    ConditionExpression: 'attribute_exists(pk)',
                  },
                },
              ]
            : []),
          ...events,
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    if (!Item || Item.brand_id !== brandId) throw new AppError('not_found', 'Application not found');
    if (Item.status === 'pending' && decision === 'approved' && productCheckFailed(error)) {
      throw new AppError(
        'conflict',
        'This product has been deleted, so this application can no longer be approved. You can deny it.',
      );
    }
    throw new AppError('conflict', `This application was already ${Item.status}.`);
  }
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return toApplication(Item as ApplicationItem);
};

/** A brand's applications with one status, newest first (byOwner index). */
export const listApplicationsOfBrand = async (
  brandId: string,
  status: ApplicationStatus,
): Promise<Application[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :brand AND begins_with(gsi1sk, :status)',
      ExpressionAttributeValues: { ':brand': indexKeys.brandApplications(brandId), ':status': `${status}#` },
      ScanIndexForward: false,
    }),
  );
  return (Items as ApplicationItem[]).map(toApplication);
};

/** A creator's own applications (any status), one Query under the creator. */
export const listApplicationsOfCreator = async (creatorId: string): Promise<Application[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.creator(creatorId).pk, ':prefix': prefixes.application },
    }),
  );
  return (Items as ApplicationItem[])
    .map(toApplication)
    .sort((a, b) => b.applied_at.localeCompare(a.applied_at));
};
