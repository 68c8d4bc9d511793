/**
 * An invoice is paid (from Stripe's webhook only): in one transaction the invoice turns paid, its period
 * is settled (the commissions it pays for become payable as their holds end) and the brand's
 * Commissions Paid grows — and what it owes shrinks — by the commissions it paid, net of credits.
 */
import { isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { transactWriteWithRetry } from '../../shared/data/transactions';
import { type Invoice, markInvoicePaidItem, type PaymentSource } from '../entities/invoice';
import { settlePeriodItems } from './settle-period';

/** The commissions an invoice pays for: its commission line net of its refund credits. */
export const commissionsPaidBy = (invoice: Pick<Invoice, 'lines'>): number =>
  invoice.lines
    .filter((line) => line.kind === 'commissions' || line.kind === 'refund_credits')
    .reduce((sum, line) => sum + line.amount_cents, 0);

/**
 * Returns false when the invoice was paid already (by this payment: a repeated event; or by another:
 * the caller refunds it). `payment` is the payment that pays it (its PaymentIntent, else its session).
 */
export const payInvoice = async (
  invoice: Invoice,
  paidAt: Date,
  payment: { id: string; via: PaymentSource },
): Promise<boolean> => {
  const commission = commissionsPaidBy(invoice);
  try {
    await transactWriteWithRetry([
      markInvoicePaidItem(invoice.brand_id, invoice.period, paidAt.toISOString(), payment),
      // An invoice exists only for a month that bills something, so nothing settled this period before.
      ...settlePeriodItems(invoice.brand_id, invoice.period, 'invoice_paid', paidAt),
      {
        Update: {
          TableName: tableName(),
          Key: keys.brandStats(invoice.brand_id),
          UpdateExpression: 'ADD commissions_paid_cents :paid, commissions_owed_cents :owed',
          ExpressionAttributeValues: { ':paid': commission, ':owed': -commission },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
