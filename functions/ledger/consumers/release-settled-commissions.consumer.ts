import type { EventBridgeEvent } from 'aws-lambda';
import { billPeriodSettledV1 } from '../../../events/schemas/bill-period-settled';
import { log } from '../../shared/log';
import { releaseSettledCommissions } from '../sales/release-matured-commissions';

/**
 * Consumer of BillPeriodSettled: the brand's invoice for the period is paid (or nothing was due), so the
 * commissions of that period whose hold has already ended become payable now. Conditional per entry.
 */
export const handler = async (event: EventBridgeEvent<'BillPeriodSettled', unknown>): Promise<void> => {
  const { brandId, period } = billPeriodSettledV1.parse(event.detail);
  const released = await releaseSettledCommissions(brandId, period);
  log.info('settled period released', { brandId, period, released });
};
