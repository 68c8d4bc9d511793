import { nextPeriod, periodOf } from '../../shared/time/period';
import { invoiceEntity } from '../entities/invoice';

/**
 * The period a ledger change written at `at` is billed in: its month, unless that month's invoice
 * already exists (a change arriving after the run — a late webhook, or a run fired early by hand), then
 * the first month after it without one. A billed month never changes under its invoice.
 */
export const openBillPeriod = async (brandId: string, at: Date): Promise<string> => {
  let period = periodOf(at);
  for (let step = 0; step < 24; step++) {
    const { data } = await invoiceEntity
      .get({ brand_id: brandId, period })
      .go({ consistent: true, attributes: ['period'] });
    if (!data) return period;
    period = nextPeriod(period);
  }
  return period;
};

export { nextPeriod };
