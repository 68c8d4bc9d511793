import { writeTransaction } from '../../../shared/data/entity';
import { getSaleItem, type Sale, type SaleItem, toSale } from '../../entities/sale';
import { salesService } from '../../entities/sales-totals';
import { type ChunkHooks, chunksOf, progressUpdate, written } from '../ledger-chunks';
import type { RecordOutcome } from './record-outcome';
import { entriesOfSale, saleChunkOperations } from './sale-entries';

/**
 * Writes the parts of an order recorded in several transactions that are not written yet, from the
 * plan on the sale item. A part another worker wrote meanwhile (its condition refused) is read again,
 * never written twice.
 */
export const completeRecording = async (
  start: SaleItem,
  now: Date,
  hooks: ChunkHooks,
): Promise<{ outcome: RecordOutcome; sale: Sale }> => {
  let item: SaleItem | undefined = start;
  while (item?.recording) {
    const { chunks, bill_period: billPeriod } = item.recording;
    const done: number = item.recording.done;
    const parts = chunksOf(entriesOfSale(item, billPeriod));
    const entries = parts[done] ?? [];
    const outcome = await writeTransaction(salesService, () => ({
      progress: progressUpdate(item as SaleItem, 'recording', done, chunks),
      ...saleChunkOperations(item as SaleItem, entries, billPeriod, done + 1 >= chunks, now),
    }));
    if (!written(outcome)) {
      // Another worker wrote this part meanwhile: read where it got to.
      const again: SaleItem | undefined = await getSaleItem(item.brand_id, item.sale_sk);
      if (again?.recording?.done === done)
        throw new Error(`Part ${done} of sale ${item.sale_sk} was refused while still due`);
      item = again;
      continue;
    }
    await hooks.afterTransaction?.(done, chunks);
    item = await getSaleItem(item.brand_id, item.sale_sk);
  }
  if (!item) throw new Error(`Sale ${start.sale_sk} disappeared while it was being recorded`);
  const sale = toSale(item);
  return { outcome: sale.status === 'attributed' ? 'recorded' : (sale.status as RecordOutcome), sale };
};
