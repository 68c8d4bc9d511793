import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';
import { releaseSettledCommissions } from '../sales/release-matured-commissions';

/**
 * Consumer of BillPeriodSettled: the brand's invoice for the period is paid (or nothing was due), so the
 * commissions of that period whose hold has already ended become payable now. Conditional per entry.
 */
export const handler = consumer('BillPeriodSettled', async ({ brandId, period }) => {
  const released = await releaseSettledCommissions(brandId, period);
  log.info('settled period released', { brandId, period, released });
});
