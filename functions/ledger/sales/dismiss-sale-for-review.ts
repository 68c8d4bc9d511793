/**
 * The brand's decision on a sale recorded for review (order-review.ts: another currency, an amount
 * outside the ledger's bounds): dismiss it. It becomes void, keeps the reason it was held for, and stays
 * out of every total (it never entered one). One conditional write on the version read.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { AppError } from '../../shared/http/errors';
import { getSaleItem, type Sale, saleSortKey, toSale } from '../entities/sale';

export const dismissSaleForReview = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  now: Date = new Date(),
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new AppError('not_found', 'Sale not found');
  if (item.status !== 'needs_review')
    throw new AppError('conflict', 'Only a sale that needs review can be dismissed.');
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression:
          'SET #status = :void, status_reason = :reason, version = :next, dismissed_at = :now',
        ConditionExpression: 'version = :version AND #status = :review',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':void': 'void',
          ':review': 'needs_review',
          ':reason': `Dismissed by the brand: ${item.status_reason ?? 'needed review'} It earns nothing.`,
          ':version': item.version,
          ':next': item.version + 1,
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { dismissed_at: _dismissed, ...updated } = Attributes as typeof item & { dismissed_at: string };
    return toSale(updated);
  } catch (error) {
    if (isConditionFailure(error))
      throw new AppError('conflict', 'This sale changed meanwhile. Reload and try again.');
    throw error;
  }
};
