import { renameCreatorInSales } from '../../ledger';
import { consumer } from '../../shared/events/consumer';
import { log } from '../../shared/log';

/**
 * Consumer of AccountClosed (issue 35): a creator's closed account is named "Closed account" on the
 * brands' sales that named them (their money and ids stay). Idempotent: a renamed sale is left alone.
 */
export const handler = consumer('AccountClosed', async (detail) => {
  if (detail.role !== 'creator') return;
  const renamed = await renameCreatorInSales(detail.userId);
  log.info('closed account renamed in sales', { userId: detail.userId, renamed });
});
