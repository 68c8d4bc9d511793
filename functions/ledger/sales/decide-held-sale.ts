/**
 * The brand's decision on a held sale (self-referral): release it — its entries go on as any sale's
 * (pending until the hold ends, then available) and it counts in sales, conversions and earnings from
 * then — or void it: its entries are void and it never earns. One transaction on the version read
 * (several for a sale of more than 80 lines, see below).
 */

import { isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { AppError } from '../../shared/http/errors';
import { outboxEvent } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionStatus, holdIndexOf, listEntriesOfSale } from '../entities/commission-entry';
import { getSaleItem, type Sale, saleSortKey, toSale } from '../entities/sale';
import { chunksOf } from './ledger-chunks';
import { ledgerCounterUpdates } from './ledger-counters';

export type HeldSaleDecision = 'release' | 'void';

export const decideHeldSale = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  decision: HeldSaleDecision,
  now: Date = new Date(),
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new AppError('not_found', 'Sale not found');
  if (item.status !== 'held' || !item.creator_id) {
    throw new AppError('conflict', 'Only a held sale can be released or voided.');
  }
  if (item.recording || item.reversing)
    throw new AppError('conflict', 'This sale is still being recorded. Try again in a minute.');
  const creatorId = item.creator_id;
  const entries = (await listEntriesOfSale(creatorId, item.created_at, item.order_id)).filter(
    (entry) => entry.status === 'held',
  );
  const billPeriod = await openBillPeriod(brandId, now);
  // Released entries are pending until the release finds them matured and their invoice paid.
  const next: CommissionStatus = decision === 'void' ? 'void' : 'pending';
  const scope = {
    brandId,
    creatorId,
    day: item.created_at.slice(0, 10),
    linkCode: item.attribution?.method === 'link' ? item.attribution.via : null,
    viaDiscountCode: item.attribution?.method === 'code',
    billPeriod,
  };
  // A sale of hundreds of lines is decided in several transactions (ledger-chunks.ts), each moving some
  // entries and the totals they carry; an entry's own status is the progress marker (each move is
  // conditional on `held`), so a decision retried after a failure between them moves only what is left.
  // The last transaction decides the sale, counts the conversion and announces it.
  const parts = chunksOf(entries);
  const converts = item.lines.some((line) => line.entry_sk !== null) && !item.cancelled_at;
  try {
    for (const [index, part] of parts.entries()) {
      const last = index === parts.length - 1;
      const net = part.reduce((sum, entry) => sum + entry.commission_cents, 0);
      const sales = part.reduce((sum, entry) => sum + entry.base_cents, 0);
      const counters = ledgerCounterUpdates(
        scope,
        decision === 'void'
          ? { conversions: 0, salesCents: 0, commissionCents: 0, byStatus: { held: -net }, counted: false }
          : {
              conversions: last && converts ? 1 : 0,
              salesCents: sales,
              commissionCents: net,
              byStatus: { held: -net, [next]: net },
              counted: true,
            },
      );
      const saleGuard = {
        ConditionExpression: 'version = :version AND #status = :held',
        ExpressionAttributeNames: { '#status': 'status' },
      };
      await transactWriteWithRetry([
        last
          ? {
              Update: {
                TableName: tableName(),
                Key: { pk: item.pk, sk: item.sk },
                UpdateExpression: 'SET #status = :status, status_reason = :reason, version = :next',
                ...saleGuard,
                ExpressionAttributeValues: {
                  ':status': decision === 'void' ? 'void' : 'attributed',
                  ':reason':
                    decision === 'void'
                      ? 'Voided by the brand (self-referral): it earns nothing.'
                      : 'Released by the brand after a self-referral hold.',
                  ':version': item.version,
                  ':next': item.version + 1,
                  ':held': 'held',
                },
              },
            }
          : {
              ConditionCheck: {
                TableName: tableName(),
                Key: { pk: item.pk, sk: item.sk },
                ...saleGuard,
                ExpressionAttributeValues: { ':version': item.version, ':held': 'held' },
              },
            },
        ...part.map((entry) => {
          const holdIndex = next === 'pending' ? holdIndexOf(entry) : undefined;
          return {
            Update: {
              TableName: tableName(),
              Key: keys.commissionEntry(creatorId, entry.entry_sk),
              // Released, it is billed in this month's invoice (it was not billable while held).
              UpdateExpression: holdIndex
                ? 'SET #status = :next, bill_period = :period, gsi1pk = :gpk, gsi1sk = :gsk'
                : 'SET #status = :next, bill_period = :period',
              ConditionExpression: '#status = :held',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':next': next,
                ':held': 'held',
                ':period': billPeriod,
                ...(holdIndex ? { ':gpk': holdIndex.gsi1pk, ':gsk': holdIndex.gsi1sk } : {}),
              },
            },
          };
        }),
        ...counters,
        // Released, it counts from now on: announced like any attributed sale.
        ...(decision === 'void' || !last
          ? []
          : [
              outboxEvent(
                'SaleAttributed',
                {
                  version: 1,
                  creatorId,
                  brandId,
                  saleId: item.sk,
                  saleCents: item.sale_cents,
                  commissionCents: item.commission_cents,
                  orderedAt: item.created_at,
                },
                now,
              ).write,
            ]),
      ]);
    }
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new AppError(
        'conflict',
        'This sale changed meanwhile (a refund or another decision). Reload and try again.',
      );
    }
    throw error;
  }
  const updated = await getSaleItem(brandId, item.sk);
  if (!updated) throw new AppError('not_found', 'Sale not found');
  return toSale(updated);
};
