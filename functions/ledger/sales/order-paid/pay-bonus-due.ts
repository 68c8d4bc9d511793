import { writeTransaction } from '../../../shared/data/entity';
import { log } from '../../../shared/log';
import { getSaleItem, type Sale } from '../../entities/sale';
import { salesService } from '../../entities/sales-totals';
import { written } from '../ledger-chunks';
import { milestoneBonusWrites } from '../other-earnings';

/**
 * Writes the milestone bonus a sale reached (its `bonus_due`), in one transaction with the marker's
 * removal (conditional on it still being there): a retry or a redelivery writes it once, never twice.
 */
export const payBonusDue = async <R extends { sale?: Sale }>(result: R): Promise<R> => {
  if (!result.sale?.creator_id) return result;
  const item = await getSaleItem(result.sale.brand_id, result.sale.sale_sk);
  const due = item?.bonus_due;
  const creatorId = item?.creator_id;
  if (!item || !due || !creatorId) return result;
  const outcome = await writeTransaction(salesService, (entities) => ({
    sale: entities.sale
      .patch({ brand_id: item.brand_id, sale_sk: item.sale_sk })
      .remove(['bonus_due'])
      .where((attr, op) => op.exists(attr.bonus_due))
      .commit(),
    ...Object.fromEntries(
      milestoneBonusWrites({
        creatorId,
        brandId: item.brand_id,
        brandName: item.brand_name,
        month: due.month,
        sales: due.sales,
        amountCents: due.amount_cents,
        at: item.created_at,
        billPeriod: due.bill_period,
      }).map((write, i) => [`bonus${i}`, write]),
    ),
  }));
  // Refused: another delivery wrote it meanwhile.
  if (outcome.ok) log.info('milestone bonus written', { saleSk: item.sale_sk, sales: due.sales });
  else written(outcome);
  return result;
};
