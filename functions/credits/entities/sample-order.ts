/**
 * sample_orders (spec 3): a sample a creator redeemed with credits, kept under the brand that ships it
 * (the brand's Samples view is one Query). Written only inside the redemption's transaction; its one
 * transition, pending → fulfilled, is a conditional update.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SampleOrder } from '../../../contracts/credits';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { createId } from '../../shared/data/ids';
import { keys, prefixes } from '../../shared/data/keys';
import { AppError } from '../../shared/http/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';

export type { SampleOrder };

export const ALREADY_FULFILLED = 'This sample order was already fulfilled';

/** Time-sortable, so the brand's orders list newest first by key. */
export const newSampleOrderId = (now = Date.now()) => createId('so_', now);

export const sampleOrderPut = (order: SampleOrder): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.sampleOrder(order.brand_id, order.id), type: 'sample-order', ...order },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const toOrder = ({ pk: _pk, sk: _sk, type: _type, ...order }: Record<string, unknown>) =>
  order as unknown as SampleOrder;

/** The brand's newest `limit` sample orders, newest first. */
export const listSampleOrdersOfBrand = async (brandId: string, limit = 100): Promise<SampleOrder[]> => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.brand(brandId).pk, ':prefix': prefixes.sampleOrder },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(toOrder);
};

/**
 * pending → fulfilled, only from pending: a second fulfil (two tabs, a retry) is 409 and changes
 * nothing; another brand's order id is simply not under this brand (404).
 */
export const fulfilSampleOrder = async (brandId: string, orderId: string): Promise<SampleOrder> => {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.sampleOrder(brandId, orderId),
        UpdateExpression: 'SET #status = :fulfilled, fulfilled_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':fulfilled': 'fulfilled',
          ':pending': 'pending',
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toOrder(Attributes as Record<string, unknown>);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName(), Key: keys.sampleOrder(brandId, orderId) }),
    );
    if (!Item) throw new AppError('not_found', 'Sample order not found');
    throw new AppError('conflict', ALREADY_FULFILLED);
  }
};
