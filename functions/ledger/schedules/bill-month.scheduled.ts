import { indexKeys } from '../../shared/data/keys';
import { log } from '../../shared/log';
import { outboxEvent, putOutboxEvents } from '../../shared/outbox/outbox-event';
import { inScope, type RunScope } from '../../shared/schedules/run-scope';
import { periodBefore } from '../../shared/time/period';
import { billingPeriodEntity } from '../entities/billing-period';

export interface BillingRunInput extends Pick<RunScope, 'brandIds'> {
  /**
   * When the schedule fired (EventBridge Scheduler's `<aws.scheduler.scheduled-time>`; locally the
   * clock's instant or `npm run schedule -- billing <ISO>`). The period billed is the month before it,
   * whatever the clock says, so a late or repeated run bills the same month.
   */
  scheduledTime?: string;
}

/**
 * Monthly billing (the 1st, 00:00 UTC): finds the brands with ledger changes in the period (the sparse
 * BILLING#{period} index: Queries, never a Scan) and fans out one BrandBillingDue event per brand
 * through the outbox; each is turned into that brand's invoice by its own consumer invocation (with
 * retries and a dead-letter queue), so the run's own work grows only with one small write per brand.
 */
export const handler = async (
  input: BillingRunInput | undefined,
): Promise<{ period: string; brands: number }> => {
  const scheduled = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  if (Number.isNaN(scheduled.getTime())) throw new Error(`Not an instant: ${input?.scheduledTime}`);
  const period = periodBefore(scheduled);
  const included = inScope(input?.brandIds);
  let brands = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { brand_id: string }[]; cursor: string | null } = await billingPeriodEntity.query
      .toBill({ gsi1pk: indexKeys.brandsToBill(period) })
      .go({ cursor, attributes: ['brand_id'] });
    const due = page.data.filter(({ brand_id: brandId }) => included(brandId));
    await putOutboxEvents(
      due.map(({ brand_id: brandId }) =>
        outboxEvent('BrandBillingDue', { version: 1, brandId, period, issuedAt: scheduled.toISOString() }),
      ),
    );
    brands += due.length;
    cursor = page.cursor;
  } while (cursor);
  log.info('billing run', { period, brands, scheduledTime: scheduled.toISOString() });
  return { period, brands };
};
