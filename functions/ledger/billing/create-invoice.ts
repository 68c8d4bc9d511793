import { getBrand } from '../../catalogue';
import { getCreatorsByIds } from '../../identity';
import { platformSettings } from '../../platform';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { log } from '../../shared/log';
import { countMetric } from '../../shared/metrics/count';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { DAY_MS } from '../../shared/time/days';
import { listCreatorBillingCounters } from '../entities/billing-creator-period';
import { billingPeriodEntity, readBillingCounter } from '../entities/billing-period';
import { getBillingProfile } from '../entities/brand-billing-profile';
import { getInvoice, newInvoice } from '../entities/invoice';
import { moneyService } from '../entities/money-service';
import { revenueIssuedOperation } from '../entities/platform-revenue';
import { invoiceNoticeItem } from './invoice-announcements';
import { invoiceCreatorRows } from './invoice-creators';
import { type BillingCounter, billingDecision, type InvoiceAmounts } from './invoice-lines';
import type { Invoice } from './invoice-rules';
import { nextPeriod } from './open-bill-period';
import { settleNothingDue } from './settle-period';

export type InvoiceOutcome =
  | { outcome: 'created' | 'exists'; invoice: Invoice }
  | { outcome: 'nothing_to_bill' }
  | { outcome: 'credit_carried'; to: string }
  | { outcome: 'held_for_review'; reason: string };

/**
 * The brand's invoice for a period, from the period's billing counter (one GetItem), issued at the
 * schedule's time: due `invoiceDueDays` later. Nothing attributed (or a month that nets to nothing owed)
 * makes no invoice. One invoice per brand and period (createInvoiceOnce's conditional Put).
 */
export const createInvoiceForBrand = async (
  brandId: string,
  period: string,
  issuedAt: Date,
): Promise<InvoiceOutcome> => {
  const { carriedTo, counter, unsafe } = await readBillingCounter(brandId, period);
  const decision = billingDecision(counter, unsafe, platformSettings.platformFeePercent);
  if (decision.kind === 'hold') return holdForReview(brandId, period, decision.reason);
  if (decision.kind === 'nothing') {
    // Nothing to pay for: the month's commissions (if any nets to zero) are covered as they stand.
    await settleNothingDue(brandId, period, issuedAt);
    return { outcome: 'nothing_to_bill' };
  }
  if (decision.kind === 'carry') {
    // More reversed than billed this month (refunds of sales an earlier invoice billed): no invoice,
    // and the credit moves to the next period, where it is netted against what that month bills. The
    // month's own commissions are covered by that credit (money already received), so it is settled.
    const carried = carriedTo
      ? ({ outcome: 'credit_carried', to: carriedTo } as const)
      : await carryCredit(brandId, period, decision.credit);
    await settleNothingDue(brandId, period, issuedAt);
    return carried;
  }
  const { amounts } = decision;
  const [brand, profile, creators] = await Promise.all([
    getBrand(brandId),
    getBillingProfile(brandId),
    creatorRowsOf(brandId, period, amounts, counter),
  ]);
  const autopay = profile.autopay && profile.payment_method !== null;
  const { invoice, created } = await createInvoiceOnce(
    {
      ...amounts,
      creators,
      brand_id: brandId,
      brand_name: brand?.brand_name ?? '',
      period,
      issued_at: issuedAt.toISOString(),
      due_at: new Date(issuedAt.getTime() + platformSettings.invoiceDueDays * DAY_MS).toISOString(),
    },
    autopay,
  );
  return { outcome: created ? 'created' : 'exists', invoice };
};

/** The invoice's rows by creator: the creators' counters of the period and their usernames. */
const creatorRowsOf = async (
  brandId: string,
  period: string,
  amounts: InvoiceAmounts,
  counter: BillingCounter,
) => {
  const counters = await listCreatorBillingCounters(brandId, period);
  const creators = await getCreatorsByIds(counters.map((row) => row.creator_id));
  const usernames = new Map([...creators].map(([id, creator]) => [id, creator.username] as const));
  return invoiceCreatorRows(amounts, counter, counters, usernames);
};

/**
 * Creates the brand's invoice for the period unless it exists (a conditional Put); returns it and
 * whether it is new. With automatic payment, the charge is an event of its own in the invoice's
 * transaction (never a Stripe call inside the billing run), consumed by ChargeInvoiceOffSession.
 */
const createInvoiceOnce = async (
  fields: Parameters<typeof newInvoice>[0],
  autopay: boolean,
): Promise<{ invoice: Invoice; created: boolean }> => {
  const { invoice, create } = newInvoice(fields);
  const { brand_id: brandId, period, invoice_number: invoiceNumber } = invoice;
  // The brand is told with the invoice's conditional Put: once, however often the run repeats; as of
  // its issue (the billing run's instant), however late the run is.
  const operations: Record<string, unknown> = {
    invoice: create(),
    issued: invoiceNoticeItem('InvoiceIssued', invoice, new Date(invoice.issued_at)),
    // Issue 36: the period's fee revenue (the operator console's Money), once with the invoice's Put.
    revenue: revenueIssuedOperation(invoice),
  };
  if (autopay)
    operations.charge = transactional(outboxEntity)
      .create(
        outboxEvent('InvoiceChargeDue', { version: 1, brandId, period, invoiceNumber, attempt: 0 }).item,
      )
      .commit();
  const outcome = await writeTransaction(moneyService, () => operations);
  if (outcome.ok) {
    countMetric('InvoicesIssued', { brandId, period, invoiceNumber });
    return { invoice, created: true };
  }
  const existing = outcome.refused.includes('invoice') ? await getInvoice(brandId, period) : undefined;
  if (!existing)
    throw new Error(`Invoice ${invoiceNumber} not created (${outcome.refused.join(', ') || 'conflict'})`);
  return { invoice: existing, created: false };
};

/**
 * A period whose totals cannot be billed (a record beyond safe amounts) is held: no invoice, the reason
 * recorded on the period's counter (the brand's Billing screen lists it), the run carries on with the
 * other brands. A person corrects the record and bills the period again.
 */
const holdForReview = async (brandId: string, period: string, reason: string): Promise<InvoiceOutcome> => {
  await billingPeriodEntity
    .update({ brand_id: brandId, period })
    .set({ billing_held: { reason, at: new Date().toISOString() } })
    .go();
  log.error('invoice held for review', { brandId, period, reason });
  return { outcome: 'held_for_review', reason };
};

/**
 * The two operations that carry a period's credit (more reversed than billed) to the next one, once:
 * the period is marked carried, and the next period's credits grow (it joins the billing run's index).
 */
export const carryCreditOperations = (
  brandId: string,
  period: string,
  to: string,
  credit: { commission: number; sales: number },
) => ({
  carried: transactional(billingPeriodEntity)
    .update({ brand_id: brandId, period })
    .set({ carried_to: to })
    .where((attr, op) => op.notExists(attr.carried_to))
    .commit(),
  credited: transactional(billingPeriodEntity)
    .update({ brand_id: brandId, period: to })
    .add({ credited_commission_cents: credit.commission, credited_sales_cents: credit.sales })
    .set({ gsi1pk: indexKeys.brandsToBill(to), gsi1sk: brandId })
    .commit(),
});

const carryCredit = async (
  brandId: string,
  period: string,
  credit: { commission: number; sales: number },
): Promise<InvoiceOutcome> => {
  const to = nextPeriod(period);
  const outcome = await writeTransaction(moneyService, () =>
    carryCreditOperations(brandId, period, to, credit),
  );
  // Carried already (a repeated event): the first carry stands.
  if (!outcome.ok && outcome.refused.length === 0)
    throw new Error(`Credit of ${brandId} ${period} not carried: the transaction kept conflicting`);
  return { outcome: 'credit_carried', to };
};
