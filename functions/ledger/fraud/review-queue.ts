/**
 * Issue 36: the operators' review queue across brands: the sales held by fraud signals, oldest first, from
 * the sparse directory partition REVIEW (a sale enters it when a signal holds it and leaves it when it is
 * released or voided: one Query per page, never a Scan). An operator decides one as the brand would
 * (decide-held-sale.ts), audited in the brand's log and in the operators' own (OPS#AUDIT), in the
 * decision's transaction.
 */
import type { OperatorActor } from '../../shared/audit/ops-audit-entry';
import { opsAuditEntry } from '../../shared/audit/ops-audit-entry';
import { indexKeys } from '../../shared/data/keys';
import { DomainError } from '../../shared/errors';
import { type Sale, saleEntity, toSale, toSaleItem } from '../entities/sale';
import { decideHeldSale, type HeldSaleDecision } from '../sales/decide-held-sale';
import { parseSaleId } from '../sales/sale-view';

/** One page of the queue, oldest first, after `cursor` (the index's own: operators page it as it is). */
export const listSalesForReview = async (
  limit: number,
  cursor: string | null,
): Promise<{ sales: Sale[]; cursor: string | null }> => {
  const page = await saleEntity.query.review({ gsi2pk: indexKeys.salesForReview }).go({ limit, cursor });
  return {
    // The index lags the table by a moment: a sale decided a second ago may still be listed, and is
    // refused as no longer held if opened.
    sales: page.data.map((item) => toSale(toSaleItem(item))).filter((sale) => sale.status === 'held'),
    cursor: page.cursor,
  };
};

/** An operator's release or void of a held sale of `brandId` (its id as the brand's Sales names it). */
export const decideSaleForReview = async (input: {
  brandId: string;
  saleId: string;
  decision: HeldSaleDecision;
  reason?: string | undefined;
  actor: OperatorActor;
}): Promise<Sale> => {
  const sale = parseSaleId(input.saleId);
  if (!sale) throw new DomainError('not_found', 'Sale not found');
  const now = new Date();
  const opsAudit = opsAuditEntry(
    input.actor,
    {
      kind: input.decision === 'void' ? 'sale.voided' : 'sale.released',
      subject: { type: 'sale', id: `${input.brandId}/${input.saleId}`, label: input.saleId },
      after: { decision: input.decision, ...(input.reason ? { reason: input.reason } : {}) },
    },
    now,
  ).write;
  return decideHeldSale(input.brandId, sale, {
    decision: input.decision,
    actor: input.actor,
    reason: input.reason ?? null,
    opsAudit,
    now,
  });
};
