/**
 * The brand's decision on a sale recorded for review (order-review.ts: another currency, an amount
 * outside the ledger's bounds): dismiss it. It becomes void, keeps the reason it was held for, and stays
 * out of every total (it never entered one). One transaction: the sale's conditional update on the
 * version read, and HeldSaleDecided (the brand's notification asking for it is done).
 */
import { committed, writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { getSaleItem, type Sale, saleEntity, saleSortKey, toSale } from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { heldSaleDecidedItem } from './sale-announcements';

export const dismissSaleForReview = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  now: Date = new Date(),
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new DomainError('not_found', 'Sale not found');
  if (item.status !== 'needs_review')
    throw new DomainError('conflict', 'Only a sale that needs review can be dismissed.');
  const outcome = await writeTransaction(salesService, () => ({
    sale: committed(
      saleEntity
        .update({ brand_id: brandId, sale_sk: item.sale_sk })
        .set({
          status: 'void',
          status_reason: `Dismissed by the brand: ${item.status_reason ?? 'needed review'} It earns nothing.`,
          version: item.version + 1,
          dismissed_at: now.toISOString(),
        })
        .where(
          (attr, op) => `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'needs_review')}`,
        ),
    ),
    decided: heldSaleDecidedItem(item, 'dismiss', now),
  }));
  if (!outcome.ok) throw new DomainError('conflict', 'This sale changed meanwhile. Reload and try again.');
  const updated = await getSaleItem(brandId, item.sale_sk);
  if (!updated) throw new DomainError('not_found', 'Sale not found');
  return toSale(updated);
};
