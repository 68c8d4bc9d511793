/**
 * The brand's decision on a sale recorded for review (order-review.ts: another currency, an amount
 * outside the ledger's bounds): dismiss it. It becomes void, keeps the reason it was held for, and stays
 * out of every total (it never entered one). One conditional write on the version read.
 */
import { isConditionFailure } from '../../shared/data/client';
import { DomainError } from '../../shared/errors';
import { getSaleItem, type Sale, saleEntity, saleSortKey, toSale, toSaleItem } from '../entities/sale';

export const dismissSaleForReview = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  now: Date = new Date(),
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new DomainError('not_found', 'Sale not found');
  if (item.status !== 'needs_review')
    throw new DomainError('conflict', 'Only a sale that needs review can be dismissed.');
  try {
    const { data } = await saleEntity
      .update({ brand_id: brandId, sale_sk: item.sale_sk })
      .set({
        status: 'void',
        status_reason: `Dismissed by the brand: ${item.status_reason ?? 'needed review'} It earns nothing.`,
        version: item.version + 1,
        dismissed_at: now.toISOString(),
      })
      .where((attr, op) => `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'needs_review')}`)
      .go({ response: 'all_new' });
    return toSale(toSaleItem(data));
  } catch (error) {
    if (isConditionFailure(error))
      throw new DomainError('conflict', 'This sale changed meanwhile. Reload and try again.');
    throw error;
  }
};
