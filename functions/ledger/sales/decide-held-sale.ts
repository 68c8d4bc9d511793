/**
 * The brand's decision on a held sale (held by fraud signals, issue 36; self-referral before): release it — its entries go on as any sale's
 * (pending until the hold ends, then available) and it counts in sales, conversions and earnings from
 * then — or void it: its entries are void and it never earns. One transaction on the version read
 * (several for a sale of more than 80 lines, see below).
 */

import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { committed, transactional, writeTransaction } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { commissionEntity, holdIndexOf, toEntry } from '../entities/commission-entry';
import { getSaleItem, type Sale, saleEntity, saleSortKey, toSale } from '../entities/sale';
import { salesService } from '../entities/sales-totals';
import { heldForOf } from '../fraud/hold-reason';
import { chunksOf, written } from './ledger-chunks';
import { ledgerCounterOperations } from './ledger-counters';
import { heldSaleDecidedItem, saleAttributedItem } from './sale-announcements';

export type HeldSaleDecision = 'release' | 'void';

export const decideHeldSale = async (
  brandId: string,
  sale: { created_at: string; order_id: string },
  decision: HeldSaleDecision,
  actor: Actor,
  now: Date = new Date(),
): Promise<Sale> => {
  const item = await getSaleItem(brandId, saleSortKey(sale.created_at, sale.order_id));
  if (!item) throw new DomainError('not_found', 'Sale not found');
  if (item.status !== 'held' || !item.creator_id) {
    throw new DomainError('conflict', 'Only a held sale can be released or voided.');
  }
  if (item.recording || item.reversing)
    throw new DomainError('conflict', 'This sale is still being recorded. Try again in a minute.');
  const creatorId = item.creator_id;
  // The order's entries under its creator (its lines and their reversals): one Query, all pages (an
  // order of hundreds of lines, with its reversals, can be more than one 1 MB page).
  const { data } = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: `${prefixes.commissionEntry}${item.created_at}#${item.order_id}#` })
    .go({ pages: 'all', consistent: true });
  const entries = data.map(toEntry).filter((entry) => entry.status === 'held');
  const billPeriod = await openBillPeriod(brandId, now);
  // Released entries are pending until the release finds them matured and their invoice paid.
  const next = decision === 'void' ? 'void' : 'pending';
  const scope = {
    brandId,
    creatorId,
    day: item.created_at.slice(0, 10),
    linkCode: item.attribution?.method === 'link' ? item.attribution.via : null,
    viaDiscountCode: item.attribution?.method === 'code',
    billPeriod,
    creatorDays: item.creator_days === true,
  };
  // A sale of hundreds of lines is decided in several transactions (ledger-chunks.ts), each moving some
  // entries and the totals they carry; an entry's own status is the progress marker (each move is
  // conditional on `held`), so a decision retried after a failure between them moves only what is left.
  // The last transaction decides the sale, counts the conversion and announces it.
  const parts = chunksOf(entries);
  // Who decided, in the last transaction (the one that decides the sale): its commission before and after.
  const held = entries.reduce((sum, entry) => sum + entry.commission_cents, 0);
  const audit = auditEntry(
    brandId,
    actor,
    {
      kind: decision === 'void' ? 'sale.voided' : 'sale.released',
      subject: { type: 'sale', id: item.order_id, label: item.order_name ?? item.order_id },
      before: { status: 'held', commission_cents: held },
      after: {
        status: decision === 'void' ? 'void' : 'attributed',
        commission_cents: decision === 'void' ? 0 : held,
      },
    },
    now,
  );
  // Sales held before fraud signals were all self-referrals.
  const heldFor = heldForOf((item.signals ?? []).map((hit) => hit.name)) ?? 'self-referral';
  const converts = item.lines.some((line) => line.entry_sk !== null) && !item.cancelled_at;
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const net = part.reduce((sum, entry) => sum + entry.commission_cents, 0);
    const sales = part.reduce((sum, entry) => sum + entry.base_cents, 0);
    const counters = ledgerCounterOperations(
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
    const sale = { brand_id: brandId, sale_sk: item.sale_sk };
    const outcome = await writeTransaction(
      salesService,
      (): Record<string, TransactItem> => ({
        // The sale on the version read, still held: decided by the last part, checked by the others.
        sale: committed(
          (last
            ? saleEntity.update(sale).set({
                status: decision === 'void' ? 'void' : 'attributed',
                status_reason:
                  decision === 'void'
                    ? `Voided by the brand (${heldFor}): it earns nothing.`
                    : `Released by the brand after a ${heldFor} hold.`,
                version: item.version + 1,
              })
            : transactional(saleEntity).check(sale)
          ).where((attr, op) => `${op.eq(attr.version, item.version)} AND ${op.eq(attr.status, 'held')}`),
        ),
        // Each entry billed in this period (it was not billable while held), on the condition that it is
        // still held; released, it joins the hold index.
        ...Object.fromEntries(
          part.map((entry, i) => [
            `entry${i}`,
            committed(
              commissionEntity
                .update({ creator_id: creatorId, entry_sk: entry.entry_sk })
                .set({
                  status: next,
                  bill_period: billPeriod,
                  ...(next === 'pending' ? holdIndexOf(entry) : {}),
                })
                .where((attr, op) => op.eq(attr.status, 'held')),
            ),
          ]),
        ),
        ...counters,
        // Released, it counts from now on: announced like any attributed sale.
        ...(decision === 'void' || !last ? {} : { saleAttributed: saleAttributedItem(item, creatorId, now) }),
        // Decided, whichever way: the brand's notification asking for it is done.
        ...(last ? { decided: heldSaleDecidedItem(item, decision, now), audit: audit.write } : {}),
      }),
    );
    if (!written(outcome))
      throw new DomainError(
        'conflict',
        'This sale changed meanwhile (a refund or another decision). Reload and try again.',
      );
  }
  const updated = await getSaleItem(brandId, item.sale_sk);
  if (!updated) throw new DomainError('not_found', 'Sale not found');
  return toSale(updated);
};
